// One pegsat module in a Web Worker, so that the page never waits on it. The
// page makes two: a quick one for the badge and the hint, and one for long work
// (solve, fewest moves, count), stopped by terminating it.
//
// Messages in: {id, request}; out: {id, answer} or {id, progress}, and
// {ready: true, ms} once the module is loaded and warmed up.
import { loadPegsat } from './pegsat-api.js';

const started = performance.now();
let current = 0;
const api = await loadPegsat({
  onProgress: (line) => postMessage({ id: current, progress: line }),
});
const loaded = performance.now();
// V8 compiles WebAssembly lazily: a small solve at load makes the first real
// answer fast.
api.call({ op: 'solve', board: 'english' });
postMessage({ ready: true, loadMs: loaded - started, warmMs: performance.now() - loaded });

onmessage = (event) => {
  const { id, request } = event.data;
  current = id;
  try {
    postMessage({ id, answer: api.call(request) });
  } catch (e) {
    // The module aborted (it should not): the page makes a new worker.
    postMessage({ id, answer: { error: `the solver stopped: ${e.message || e}` }, dead: true });
  }
};
