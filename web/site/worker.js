// SPDX-License-Identifier: GPL-3.0-or-later
// One pegsat module in a Web Worker, so that the page never waits on it. The
// page makes two: a quick one for the badge and the hint, and one for long work
// (solve, fewest moves, count), stopped by terminating it.
//
// Messages in: first {wasm}, the WebAssembly.Module the page compiled while it
// was downloading (one compilation serves both workers and every restart); or
// {wasm: null}, and the worker fetches and compiles it itself. Then {id,
// request}; out: {id, answer} or {id, progress}, and {ready: true, ...} once
// the module is instantiated and warmed up.
import { loadPegsat } from './pegsat-api.js';

const started = performance.now();
// The page's worker for long work also warms the counter: its first count
// would otherwise run in V8's baseline code throughout.
const role = new URL(import.meta.url).searchParams.get('role');
let current = 0;
let api = null;
const waiting = [];

onmessage = (event) => {
  if ('wasm' in event.data) { load(event.data.wasm); return; }
  if (!api) { waiting.push(event); return; }
  answer(event.data);
};

function answer({ id, request }) {
  current = id;
  try {
    postMessage({ id, answer: api.call(request) });
  } catch (e) {
    // The module aborted (it should not): the page makes a new worker.
    postMessage({ id, answer: { error: `the solver stopped: ${e.message || e}` }, dead: true });
  }
}

async function load(wasm) {
  const gotWasm = performance.now();
  const loaded = await loadPegsat({
    wasm,
    onProgress: (line) => postMessage({ id: current, progress: line }),
  });
  const instantiated = performance.now();
  // V8 compiles WebAssembly lazily: a small solve at load makes the first real
  // answer fast.
  loaded.call({ op: 'solve', board: 'english' });
  if (role === 'long') warmCounter(loaded);
  api = loaded;
  postMessage({
    ready: true,
    startedAt: performance.timeOrigin + started,  // when this worker began to run
    waitMs: gotWasm - started,                    // waiting for the page's compiled module
    loadMs: instantiated - gotWasm,
    warmMs: performance.now() - instantiated,
  });
  for (const event of waiting.splice(0)) answer(event.data);
}

// The counter's code is compiled for each size of board: a small English count
// (from the central game after its first 14 jumps) readies the one a count of
// the English board runs, so that V8 has optimised it by the time it is asked.
// The fewest-moves search likewise, from the central game after 12 jumps
// (0.2 to 0.3 s): in node the first English fewest moves then took 3.8 to 4.4
// CPU s instead of 5.0 (docs/lab/2026-12.md).
function warmCounter(loaded) {
  const board = loaded.call({ op: 'board', board: 'english' });
  const solution = loaded.call({ op: 'solve', board: 'english' });
  if (board.error || solution.status !== 'solved') return;
  const over = new Map(board.jumps.map(([from, via, to]) => [`${from}-${to}`, via]));
  const after = (jumps) => {
    const pegs = new Set(board.holes.map((h) => h.name).filter((h) => h !== 'd4'));
    for (const jump of solution.jumps.slice(0, jumps)) {
      const [from, to] = jump.split('-');
      pegs.delete(from); pegs.delete(over.get(jump)); pegs.add(to);
    }
    return [...pegs].join(' ');
  };
  loaded.call({ op: 'count', board: 'english', pegs: after(14), finish: 'd4' });
  loaded.call({ op: 'fewest', board: 'english', pegs: after(12), finish: 'd4' });
}
