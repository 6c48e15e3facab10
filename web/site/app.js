// SPDX-License-Identifier: GPL-3.0-or-later
// The page: a game of peg solitaire on a board drawn as `pegsat draw` draws it,
// the solver's answers from two Web Workers (worker.js), a verifier for pasted
// files behind a fold, and the whole state in the URL. No framework: the board
// is an SVG whose holes are <g data-hole="d4">.

// The built-in boards as the module describes them (written at build time by
// web/boards.mjs): a built-in board is drawn before the module has loaded.
import BOARDS from './boards.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const DEFAULT_BOARD = 'english';
// How long the quiet mark ("still winnable") may think before it says it
// cannot tell: a hard position from a link must not hold a core.
const MARK_BUDGET_MS = 5000;
// How long a won game's "is that the fewest?" may take: the English central
// game's fewest moves take 5 to 20 s in the page.
const WIN_BUDGET_MS = 60000;

// The problem each board opens on: a classic single-vacancy game the solver
// solves (web/test/page.test.mjs checks each one). English: the central game
// (Bell's "Central game"). The French board's own vacancy is never its
// survivor (de Bruijn's position classes); c1 -> e7 is its usual problem.
// The diamond's centre is impossible the same way; d2 -> f2 is solved in
// under a second. On the 28-hole triangle no game from the apex ends on one
// peg (pegsat solve answers "no solution" for every finish); c4 -> b4 is
// solved.
const PROBLEMS = {
  english: { empty: ['d4'], finish: ['d4'] },
  french: { empty: ['c1'], finish: ['e7'] },
  diamond: { empty: ['d2'], finish: ['f2'] },
  wiegleb: { empty: ['e5'], finish: ['e5'] },
  triangle: { empty: ['a1'], finish: ['a1'] },
  triangle21: { empty: ['a1'], finish: ['a1'] },
  triangle28: { empty: ['c4'], finish: ['b4'] },
  triangle36: { empty: ['a1'], finish: ['a1'] },
};

// ---- Workers ---------------------------------------------------------------

// The module is compiled here while it downloads (compileStreaming), in
// parallel with the workers' own scripts, and once: both workers and any
// worker started again instantiate the same compiled code. Where that fails
// (an old browser), each worker fetches the module itself.
const wasmModule = (WebAssembly.compileStreaming
  ? WebAssembly.compileStreaming(fetch('pegsat.wasm'))
  : fetch('pegsat.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)))
  .catch(() => null);

// A worker with its module, answering one request at a time in order. stop()
// terminates it (the only way to interrupt WebAssembly) and starts a new one.
// A worker that fails to load, or that ran out of memory (WebAssembly memory
// never shrinks), is replaced, and the page is told why.
class Solver {
  // The worker starts when `startAfter` settles; requests made before wait.
  constructor(name, startAfter = Promise.resolve()) {
    this.name = name;
    this.nextId = 1;
    this.generation = 0;
    this.failures = 0;
    this.pending = new Map();
    this.onNotice = () => {};
    this.ready = startAfter.then(() => { this.start(); return this.ready; });
  }
  start() {
    this.loaded = false;
    const worker = new Worker(new URL(`./worker.js?role=${this.name}`, import.meta.url), { type: 'module' });
    this.worker = worker;
    wasmModule.then((wasm) => {
      try { worker.postMessage({ wasm }); } catch { worker.postMessage({ wasm: null }); }
    });
    this.ready = new Promise((resolve) => { this.onReady = resolve; });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`the solver failed${this.loaded ? '' : ' to load'}${event.message ? ` (${event.message})` : ''}`);
    };
  }
  // Every question waiting gets the error; a new worker takes the place of the
  // broken one, a few times at most (a module that never loads stays broken).
  fail(why) {
    for (const p of this.pending.values()) p.resolve({ error: why });
    this.pending.clear();
    if (++this.failures > 3) { this.onNotice(`${why}; reload the page to try again.`); return; }
    this.onNotice(`${why}; a new one has been started.`);
    ++this.generation;
    this.worker.terminate();
    this.start();
  }
  receive(data) {
    if (data.ready) { this.loaded = true; this.failures = 0; this.onReady(data); return; }
    const p = this.pending.get(data.id);
    if (!p) return;
    if (data.progress !== undefined) { if (p.onProgress) p.onProgress(data.progress); return; }
    this.pending.delete(data.id);
    const a = data.answer;
    p.resolve(a);
    const outOfMemory = data.dead || /out of memory/.test(a.error || '') || a.reason === 'memory limit';
    if (outOfMemory) {
      this.onNotice('The solver ran out of memory on that question; a fresh one has taken its place.');
      this.restart();
    }
  }
  request(request, onProgress) {
    const id = this.nextId++;
    const generation = this.generation;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onProgress });
      // Not before the module is loaded: the worker listens only then. A
      // request of a worker stopped meanwhile has been answered "stopped".
      this.ready.then(() => { if (this.generation === generation) this.worker.postMessage({ id, request }); });
    });
  }
  busy() { return this.pending.size > 0; }
  restart() {
    if (!this.worker) return;
    ++this.generation;
    this.worker.terminate();
    for (const p of this.pending.values()) p.resolve({ stopped: true });
    this.pending.clear();
    this.start();
  }
}

const appStart = performance.now();
// For docs/WEB.md's speed table (web/test/measure-speed.mjs): milliseconds
// from the start of the navigation to the first mark, and where it came from.
const timing = { appStart };
const quick = new Solver('quick');  // the mark, hint, board layouts, pictures
// Solve, fewest moves, count, verify: started once the quick one is ready, so
// that the first answer does not share the processor with its loading.
const long = new Solver('long', quick.ready);
quick.onNotice = long.onNotice = (text) => say(text);

// ---- State -----------------------------------------------------------------

const state = {
  spec: { board: DEFAULT_BOARD },  // {board: name} or {boardText: text}
  info: null,                      // the module's answer to {op: 'board'}
  empty: [],                       // holes empty at the start
  finish: [],                      // holes holding a peg at the end
  moves: [],                       // jumps played, "from-to"
  redo: [],                        // jumps undone, or the solution still to replay (last first)
  selected: null,
  cursor: null,                    // the hole the arrow keys are on
  editing: null,                   // 'start' or 'finish' while the player chooses them
  hint: null,                      // [from, over, to] shown on the board
  solution: null,                  // {text, key} of the last solution found
  replayFrom: -1,                  // moves.length where the solution on the board began
};

const jumpsByFrom = new Map();  // "d2" -> [[d2, d3, d4], ...]

// Answers remembered by position key, across visits (localStorage), so that
// anything asked before answers at once, before the module has loaded: the
// mark ('yes' | 'no'; 'unknown' is only kept for this visit) and the fewest
// moves. A pasted board's positions are kept for this visit only.
class Remembered extends Map {
  constructor(store) {
    super();
    this.store = store;
    this.origin = new Map();  // key -> 'table' | 'cache' for answers not from the solver now
    try {
      for (const [k, v] of JSON.parse(localStorage.getItem(store) || '[]')) { super.set(k, v); this.origin.set(k, 'cache'); }
    } catch { /* no storage, or not ours: start empty */ }
  }
  set(key, value, origin = null) {
    super.set(key, value);
    if (origin) this.origin.set(key, origin); else this.origin.delete(key);
    if (!origin && value !== 'unknown' && !key.startsWith('text:')) this.save();
    return this;
  }
  save() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const kept = [...this].filter(([k, v]) => v !== 'unknown' && !k.startsWith('text:')).slice(-2000);
      try { localStorage.setItem(this.store, JSON.stringify(kept)); } catch { /* full or off */ }
    }, 500);
  }
}
const marks = new Remembered('pegsat-marks-1');        // position key -> 'yes' | 'no' | 'unknown'
const fewestCache = new Remembered('pegsat-fewest-1');  // position key -> moves

function pegsAfter(moves) {
  const pegs = new Set(state.info.holes.map((h) => h.name));
  for (const h of state.empty) pegs.delete(h);
  for (const m of moves) {
    const [from, to] = m.split('-');
    const jump = jumpsByFrom.get(from).find((j) => j[2] === to);
    pegs.delete(from); pegs.delete(jump[1]); pegs.add(to);
  }
  return pegs;
}
const pegsNow = () => pegsAfter(state.moves);

function legalFrom(pegs, from) {
  if (!pegs.has(from)) return [];
  return (jumpsByFrom.get(from) || []).filter((j) => pegs.has(j[1]) && !pegs.has(j[2]));
}
const anyJump = (pegs) => [...pegs].some((h) => legalFrom(pegs, h).length > 0);
const jumpOf = (from, to) => jumpsByFrom.get(from).find((j) => j[2] === to);

function positionKey(pegs = pegsNow()) {
  const board = state.spec.boardText !== undefined ? `text:${state.spec.boardText}` : state.spec.board;
  return `${board}|${[...pegs].sort().join(' ')}|${[...state.finish].sort().join(' ')}`;
}
function isWon(pegs = pegsNow()) {
  return pegs.size === state.finish.length && state.finish.every((h) => pegs.has(h));
}

function problemRequest(op, pegs = pegsNow()) {
  return { op, ...state.spec, pegs: [...pegs].join(' '), finish: state.finish.join(' ') };
}

// Bell's measure: a peg's consecutive jumps are one move, "d2-d4-f4".
function movesText(moves) {
  const out = [];
  for (const m of moves) {
    const [from, to] = m.split('-');
    const last = out[out.length - 1];
    if (last && last.endsWith(`-${from}`)) out[out.length - 1] = `${last}-${to}`;
    else out.push(`${from}-${to}`);
  }
  return out;
}
const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

// ---- URL -------------------------------------------------------------------

function encodeText(text) {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function decodeText(b64) {
  const bin = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function writeUrl() {
  const q = new URLSearchParams();
  if (state.spec.boardText !== undefined) q.set('boardText', encodeText(state.spec.boardText));
  else q.set('board', state.spec.board);
  q.set('empty', state.empty.join('.'));
  q.set('finish', state.finish.join('.'));
  if (state.moves.length) q.set('moves', state.moves.join('.'));
  history.replaceState(null, '', `#${q}`);
}

// The state a link holds, or throws why it cannot be read.
async function readUrl(hash) {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const spec = q.has('boardText') ? { boardText: decodeText(q.get('boardText')) }
                                  : { board: q.get('board') || DEFAULT_BOARD };
  const info = (spec.board !== undefined && Object.hasOwn(BOARDS, spec.board) && BOARDS[spec.board]) ||
               await quick.request({ op: 'board', ...spec });
  if (info.error) throw new Error(info.error);
  const names = new Set(info.holes.map((h) => h.name));
  const list = (key, fallback) => {
    if (!q.has(key)) return fallback;
    const v = q.get(key).split('.').filter(Boolean);
    for (const h of v) if (!names.has(h)) throw new Error(`${key}: no hole ${h} on this board`);
    return v;
  };
  const usual = info.empty.split(/\s+/).filter(Boolean);
  const classic = spec.board !== undefined && PROBLEMS[spec.board];
  const empty = list('empty', classic ? classic.empty : usual);
  // A link that sets its own start and no finish asks for the start's
  // vacancies, as the command line does.
  const finish = list('finish', classic && !q.has('empty') ? classic.finish : empty);
  const moves = q.has('moves') ? q.get('moves').split('.').filter(Boolean) : [];
  return { spec, info, empty, finish, moves };
}

function adopt({ spec, info, empty, finish, moves }) {
  state.spec = spec;
  state.info = info;
  jumpsByFrom.clear();
  for (const j of info.jumps) {
    if (!jumpsByFrom.has(j[0])) jumpsByFrom.set(j[0], []);
    jumpsByFrom.get(j[0]).push(j);
  }
  state.empty = empty;
  state.finish = finish;
  state.moves = [];
  state.redo = [];
  state.selected = null;
  state.cursor = null;
  state.editing = null;
  state.replayFrom = -1;
  // A board's opening problem is winnable: known without asking (the page
  // test "each board's opening problem is solvable" asks the solver of each).
  const classic = spec.board !== undefined && PROBLEMS[spec.board];
  const same = (a, b) => a.length === b.length && a.every((h) => b.includes(h));
  if (classic && same(classic.empty, empty) && same(classic.finish, finish)) {
    const key = positionKey(pegsAfter([]));
    if (!marks.has(key)) marks.set(key, 'yes', 'table');
  }
  for (const m of moves) {
    const [from, to] = m.split('-');
    if (!legalFrom(pegsNow(), from).some((j) => j[2] === to)) throw new Error(`moves: ${m} is not a legal jump here`);
    state.moves.push(m);
  }
  const select = $('board-select');
  select.replaceChildren(...info.builtins.map((b) => new Option(b, b)));
  if (spec.boardText !== undefined) select.add(new Option(`${info.name} (pasted)`, ''));
  select.value = spec.boardText !== undefined ? '' : spec.board;
  drawBoard();
  changed();
}

function say(text) {
  const m = $('message');
  m.textContent = text;
  m.hidden = !text;
}

// ---- The board -------------------------------------------------------------

const MARGIN = 0.62;  // wood beyond the outer holes, as src/draw/board_art.cpp
// On a phone the wood is trimmed to just beyond the pegs, so that a row of 9
// holes across a 390 px screen puts them 44 px apart, a finger's target
// (Apple's and WCAG 2.5.5's 44 px); a tap goes to the nearest hole, so each
// hole's target is its whole cell of the grid, not only its disc.
const narrowScreen = matchMedia('(max-width: 40rem)');
const NARROW_MARGIN = 0.37;
// The dashed ring of a finish hole stays within the trimmed wood.
const goalRadius = () => (narrowScreen.matches ? 0.4 : 0.44);
let holeAt = new Map();   // name -> {x, y}
let holeEl = new Map();   // name -> <g>

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.append(e);
  return e;
}

function drawBoard() {
  const { holes, width, height } = state.info;
  holeAt = new Map(holes.map((h) => [h.name, h]));
  holeEl = new Map();
  const margin = narrowScreen.matches ? NARROW_MARGIN : MARGIN;
  const edge = margin + 0.05;  // the rim's stroke reaches past the wood
  const svg = el('svg', {
    viewBox: `${-edge} ${-edge} ${width + 2 * edge} ${height + 2 * edge}`,
    role: 'group',
    'aria-label': `${state.info.name} board: arrow keys move between holes, Enter picks a peg and drops it`,
  });
  // The pegs' light from the upper left, as in the pictures pegsat draws.
  const defs = el('defs', {}, svg);
  for (const [id, light, dark] of [['peg-fill', '#7fb2e5', '#1f4e86'], ['moved-fill', '#ffc36b', '#d9620b']]) {
    const g = el('radialGradient', { id, cx: '0.38', cy: '0.34', r: '0.7' }, defs);
    el('stop', { offset: '0', 'stop-color': light }, g);
    el('stop', { offset: '1', 'stop-color': dark }, g);
  }
  // The wood: a thick round stroke along every pair of neighbouring holes,
  // over a wider darker one for the rim, so the outline follows the board.
  let d = '';
  for (const a of holes) {
    d += `M${a.x} ${a.y}L${a.x} ${a.y}`;
    for (const b of holes)
      if ((b.y > a.y + 1e-6 || (Math.abs(b.y - a.y) < 1e-6 && b.x > a.x)) && Math.hypot(b.x - a.x, b.y - a.y) < 1.01)
        d += `M${a.x} ${a.y}L${b.x} ${b.y}`;
  }
  el('path', { class: 'outline', d, 'stroke-width': 2 * margin + 0.08 }, svg);
  el('path', { class: 'wood', d, 'stroke-width': 2 * margin }, svg);
  // Strokes narrower than a hole's spacing leave the middle of each square of
  // four holes bare: it is filled with wood.
  const at = new Set(holes.map((h) => `${Math.round(h.x * 1000)},${Math.round(h.y * 1000)}`));
  const has = (x, y) => at.has(`${Math.round(x * 1000)},${Math.round(y * 1000)}`);
  let squares = '';
  for (const h of holes)
    if (has(h.x + 1, h.y) && has(h.x, h.y + 1) && has(h.x + 1, h.y + 1)) squares += `M${h.x} ${h.y}h1v1h-1z`;
  if (squares) el('path', { class: 'wood-fill', d: squares }, svg);
  const finish = new Set(state.finish);
  for (const h of holes) {
    const g = el('g', { class: 'hole', 'data-hole': h.name, tabindex: '-1', role: 'button',
                        transform: `translate(${h.x} ${h.y})` }, svg);
    el('circle', { class: 'hit', r: 0.5 }, g);
    el('circle', { class: 'socket', r: 0.19 }, g);
    if (finish.has(h.name)) el('circle', { class: 'goal', r: goalRadius() }, g);
    el('circle', { class: 'peg', r: 0.36 }, g);
    el('circle', { class: 'ring', r: 0.47 }, g);
    const t = el('text', { class: 'name', y: '0.01' }, g);
    t.textContent = h.name;
    holeEl.set(h.name, g);
  }
  el('g', { class: 'overlay' }, svg);
  $('board').replaceChildren(svg);
  if (!state.cursor || !holeAt.has(state.cursor)) state.cursor = holes[0].name;
}

function finishChanged() {
  const finish = new Set(state.finish);
  for (const [name, g] of holeEl) {
    const goal = g.querySelector('.goal');
    if (finish.has(name) && !goal) g.insertBefore(el('circle', { class: 'goal', r: goalRadius() }), g.querySelector('.peg'));
    if (!finish.has(name) && goal) goal.remove();
  }
}

function render() {
  const pegs = pegsNow();
  const targets = state.selected ? legalFrom(pegs, state.selected).map((j) => j[2]) : [];
  const finish = new Set(state.finish);
  const startEmpty = new Set(state.empty);
  for (const [h, g] of holeEl) {
    g.classList.toggle('full', pegs.has(h));
    g.classList.toggle('selected', h === state.selected);
    g.classList.toggle('target', targets.includes(h));
    g.classList.toggle('hint-from', !!state.hint && state.hint[0] === h);
    g.classList.toggle('hint-to', !!state.hint && state.hint[2] === h);
    g.setAttribute('tabindex', h === state.cursor ? '0' : '-1');
    let label = `${h}: ${pegs.has(h) ? 'peg' : 'empty'}`;
    if (h === state.selected) label += ', picked up';
    if (targets.includes(h)) label += ', the picked peg can jump here';
    if (state.editing === 'start') label += startEmpty.has(h) ? ', empty at the start' : ', a peg at the start';
    if (finish.has(h)) label += ', holds a peg at the finish';
    g.setAttribute('aria-label', label);
  }
  drawHintArrow();
  const chains = movesText(state.moves);
  $('counter').textContent =
    `Moves ${chains.length} · jumps ${state.moves.length} · pegs ${pegs.size}`;
  $('moves-list').textContent = chains.length ? `Played: ${chains.join(' ')}` : '';
  $('undo').disabled = !state.moves.length;
  $('redo').disabled = !state.redo.length;
  $('reset').disabled = !state.moves.length;
  for (const [id, mode] of [['edit-start', 'start'], ['edit-finish', 'finish']]) {
    $(id).setAttribute('aria-pressed', String(state.editing === mode));
    $(id).textContent = state.editing === mode ? 'Done' : mode === 'start' ? 'Start' : 'Finish';
  }
  $('instructions').textContent = instructions();
  renderEnding(pegs);
  renderReplay();
}

function instructions() {
  const holes = (list) => (list.length <= 4 ? list.join(' ') : `${list.length} holes`);
  if (state.editing === 'start')
    return 'Choose the start: tap a hole to empty it or to put its peg back. Press Done when ready.';
  if (state.editing === 'finish')
    return 'Choose the finish: tap the holes that must hold a peg at the end (circled). Press Done when ready.';
  const goal = state.finish.length === 1 ? `one peg left, in ${state.finish[0]}` : `pegs exactly in ${holes(state.finish)}`;
  return `Jump a peg over its neighbour into an empty hole; the jumped peg is removed. ` +
    `Start: ${holes(state.empty) || 'no hole'} empty. Goal: ${goal} (the circled holes). ` +
    'Tap a peg then its target, drag it, or use the arrow keys and Enter. ' +
    'Start and Finish change the problem.';
}

function drawHintArrow() {
  const overlay = document.querySelector('#board .overlay');
  if (!overlay) return;
  for (const a of overlay.querySelectorAll('.arrow')) a.remove();
  if (!state.hint) return;
  const a = holeAt.get(state.hint[0]), b = holeAt.get(state.hint[2]);
  const ux = (b.x - a.x) / Math.hypot(b.x - a.x, b.y - a.y), uy = (b.y - a.y) / Math.hypot(b.x - a.x, b.y - a.y);
  const sx = a.x + ux * 0.4, sy = a.y + uy * 0.4, ex = b.x - ux * 0.3, ey = b.y - uy * 0.3;
  const px = -uy * 0.16, py = ux * 0.16;
  el('path', { class: 'arrow', d: `M${sx} ${sy}L${ex} ${ey}M${ex - ux * 0.2 + px} ${ey - uy * 0.2 + py}L${ex} ${ey}L${ex - ux * 0.2 - px} ${ey - uy * 0.2 - py}` }, overlay);
}

// ---- Animation ---------------------------------------------------------------

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const jumpMs = () => (reducedMotion.matches ? 0 : Math.min(260, replaySpeed() / 3));

// The peg glides from its hole to its target while the jumped peg fades. The
// state has already changed: the moving peg is drawn in its new hole and
// slides there from the old one (FLIP), and a ghost of the jumped peg fades.
function animateJump(from, over, to, slide = true) {
  const ms = jumpMs();
  if (!ms) return;
  const a = holeAt.get(from), b = holeAt.get(to), o = holeAt.get(over);
  const peg = holeEl.get(to).querySelector('.peg');
  if (slide && peg.animate)
    peg.animate([{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0, 0)' }],
                { duration: ms, easing: 'ease-in-out' });
  const overlay = document.querySelector('#board .overlay');
  const ghost = el('circle', { class: 'ghost', cx: o.x, cy: o.y, r: 0.36 }, overlay);
  if (!ghost.animate) { ghost.remove(); return; }
  ghost.animate([{ opacity: 1, transform: 'scale(1)' }, { opacity: 0 }], { duration: ms * 1.4, easing: 'ease-in', fill: 'forwards' })
    .finished.then(() => ghost.remove(), () => ghost.remove());
}

// ---- The game's moments ------------------------------------------------------

let markSeq = 0;
// The quiet mark after each move: can the finish still be reached? Asked of
// the quick worker with a time budget; remembered by position.
async function updateMark() {
  const seq = ++markSeq;
  const key = positionKey();
  const pegs = pegsNow();
  const mark = $('mark');
  const show = (m) => {
    mark.className = m;
    mark.replaceChildren(m === 'yes' ? '✓ still winnable' : m === 'no' ? '✗ the finish can no longer be reached'
      : m === 'unknown' ? `? cannot tell within ${MARK_BUDGET_MS / 1000} s` : m);
    if (m === 'no' && state.moves.length && !isWon(pegs) && anyJump(pegs)) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Undo';
      b.onclick = () => undo();
      mark.append(b);
    }
  };
  if (isWon(pegs)) { marks.set(key, 'yes'); show(''); return; }
  if (marks.has(key)) {
    if (!timing.firstAnswerMs) { timing.firstAnswerMs = performance.now(); timing.firstAnswerFrom = marks.origin.get(key) || 'solver'; }
    show(marks.get(key));
    renderEnding(pegs);
    return;
  }
  show('');
  mark.textContent = '… asking the solver';
  // A question still running on the old position is no longer wanted.
  if (quick.busy()) quick.restart();
  const a = await quick.request({ ...problemRequest('solve', pegs), timeoutMs: MARK_BUDGET_MS });
  if (a.stopped || seq !== markSeq) return;
  // For docs/WEB.md's speed table: the first answer, from the page's start.
  if (!timing.firstAnswerMs) { timing.firstAnswerMs = performance.now(); timing.firstAnswerFrom = 'solver'; }
  if (!timing.firstSolverMs) timing.firstSolverMs = performance.now();
  if (a.error) { show(''); mark.textContent = a.error; return; }
  const m = a.status === 'solved' ? 'yes' : a.status === 'no solution' ? 'no' : 'unknown';
  marks.set(key, m);
  show(m);
  renderEnding(pegs);
}

// The last position of this game the solver called winnable, as a number of
// jumps played, or -1.
function lastWinnable() {
  for (let n = state.moves.length; n >= 0; --n)
    if (marks.get(positionKey(pegsAfter(state.moves.slice(0, n)))) === 'yes') return n;
  return -1;
}

let endingFor = '';
function renderEnding(pegs = pegsNow()) {
  const box = $('ending');
  const won = isWon(pegs);
  const stuck = !won && !anyJump(pegs) && !state.editing;
  box.hidden = !(won || stuck);
  if (box.hidden) { endingFor = ''; return; }
  box.className = won ? 'won' : 'stuck';
  const chains = movesText(state.moves).length;
  const key = positionKey();
  if (won) {
    $('ending-text').textContent = state.moves.length
      ? `Solved in ${plural(chains, 'move')} (${plural(state.moves.length, 'jump')}).`
      : 'Solved: the start is already the finish.';
    $('end-undo').hidden = !state.moves.length;
    $('end-back').hidden = true;
    $('end-hint').hidden = true;
    $('end-share').hidden = false;
    if (endingFor !== key) { endingFor = key; askFewestForWin(chains); }
  } else {
    const need = state.finish.length;
    $('ending-text').textContent =
      `No jumps left: ${plural(pegs.size, 'peg')} remain${pegs.size === 1 ? 's' : ''} (the finish needs ${need}).`;
    const back = lastWinnable();
    $('end-undo').hidden = !state.moves.length;
    $('end-back').hidden = back < 0 || back === state.moves.length;
    $('end-back').dataset.to = String(back);
    $('end-hint').hidden = false;
    $('end-share').hidden = true;
    $('ending-more').textContent = back >= 0 && back < state.moves.length
      ? `The game could still be won ${plural(state.moves.length - back, 'jump')} ago.` : '';
    endingFor = key;
  }
}

// Whether the winner's moves are the fewest: the solver's fewest moves from
// this game's start to its finish (remembered, so asked once a problem).
async function askFewestForWin(chains) {
  const more = $('ending-more');
  const start = pegsAfter([]);
  const startKey = positionKey(start);
  const key = positionKey();
  const tell = (fewest) => {
    if (positionKey() !== key) return;
    more.textContent = chains === fewest ? `That is the fewest possible: ${plural(fewest, 'move')}.`
      : chains > fewest ? `The fewest is ${fewest}: can you find a shorter way?` : '';
  };
  if (!state.moves.length) { more.textContent = ''; return; }
  if (fewestCache.has(startKey)) { tell(fewestCache.get(startKey)); return; }
  more.textContent = 'Asking the solver whether that is the fewest…';
  // A won game can come from a link: the question has a budget, as the mark's.
  const a = await long.request({ ...problemRequest('fewest', start), timeoutMs: WIN_BUDGET_MS });
  if (positionKey() !== key) return;
  if (a.status === 'solved') { fewestCache.set(startKey, a.moves); tell(a.moves); return; }
  more.textContent = a.stopped ? ''
    : a.reason === 'time limit' ? `The solver cannot tell within ${WIN_BUDGET_MS / 1000} s whether that is the fewest.`
    : 'The solver could not find the fewest moves for this problem in the page.';
}

// Everything that changes the position or the problem comes here.
let answerFor = '';
function changed({ animate = null } = {}) {
  state.selected = null;
  state.hint = null;
  // An answer is about the position it was asked of (before render(), which
  // may ask the long worker about a won game).
  const key = positionKey();
  if (answerFor && answerFor !== key) {
    answerFor = '';
    $('answer').textContent = '';
    $('progress').textContent = '';
    if (long.busy()) { long.restart(); $('stop').hidden = true; }
  }
  writeUrl();
  render();
  if (animate) animateJump(...animate);
  updateMark();
}

function play(from, to, { slide = true, keepRedo = false } = {}) {
  const jump = jumpOf(from, to);
  state.moves.push(`${from}-${to}`);
  if (!keepRedo) {
    // A move of the player's own ends a solution being shown.
    state.redo = [];
    state.replayFrom = -1;
    stopReplay();
  }
  changed({ animate: [from, jump[1], to, slide] });
}

function undo() {
  if (!state.moves.length) return;
  const m = state.moves.pop();
  state.redo.push(m);
  // Undone past where a solution began: the replay starts here instead.
  if (state.replayFrom > state.moves.length) state.replayFrom = state.moves.length;
  changed();
  // The peg goes back: slide it from where it was to where it is again.
  const [from, to] = m.split('-');
  const ms = jumpMs();
  const peg = holeEl.get(from).querySelector('.peg');
  if (ms && peg.animate) {
    const a = holeAt.get(to), b = holeAt.get(from);
    peg.animate([{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0, 0)' }],
                { duration: ms, easing: 'ease-in-out' });
  }
}
function redo() {
  if (!state.redo.length) return;
  const [from, to] = state.redo[state.redo.length - 1].split('-');
  state.redo.pop();
  play(from, to, { keepRedo: true });
}

function clickHole(h) {
  state.cursor = h;
  if (state.editing === 'start') {
    const i = state.empty.indexOf(h);
    if (i >= 0) state.empty.splice(i, 1); else state.empty.push(h);
    state.moves = [];
    state.redo = [];
    state.replayFrom = -1;
    changed();
    return;
  }
  if (state.editing === 'finish') {
    const i = state.finish.indexOf(h);
    if (i >= 0) { if (state.finish.length > 1) state.finish.splice(i, 1); } else state.finish.push(h);
    finishChanged();
    changed();
    return;
  }
  const pegs = pegsNow();
  if (state.selected && legalFrom(pegs, state.selected).some((j) => j[2] === h)) {
    play(state.selected, h);
    return;
  }
  // A tap picks a peg and shows its targets; a second tap on it puts it down.
  state.selected = pegs.has(h) && h !== state.selected ? h : null;
  render();
}

// The hole nearest to a point of the screen, within its cell of the grid
// (0.75 of the spacing reaches a square cell's corners), or null.
function holeFromPoint(x, y) {
  const svg = document.querySelector('#board svg');
  if (!svg || !state.info) return null;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM().inverse());
  let best = null, bestDistance = 0.75;
  for (const h of state.info.holes) {
    const distance = Math.hypot(h.x - p.x, h.y - p.y);
    if (distance < bestDistance) { bestDistance = distance; best = h.name; }
  }
  return best;
}

// The hole nearest to `from` in an arrow's direction (within 60 degrees).
function holeToward(from, dx, dy) {
  const a = holeAt.get(from);
  let best = null, bestScore = Infinity;
  for (const h of state.info.holes) {
    const vx = h.x - a.x, vy = h.y - a.y;
    const along = vx * dx + vy * dy;
    if (along <= 1e-6) continue;
    const across = Math.abs(vx * dy - vy * dx);
    if (across > along * 1.8) continue;
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = h.name; }
  }
  return best;
}

function wireBoard() {
  const board = $('board');
  let drag = null;  // {from, peg, id, x0, y0, moved}: a press on a hole
  const svgPoint = (e) => {
    const svg = board.querySelector('svg');
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
    return p;
  };
  board.addEventListener('pointerdown', (e) => {
    const h = holeFromPoint(e.clientX, e.clientY);
    if (!h || e.button > 0) { drag = null; return; }
    const p = svgPoint(e);
    drag = { from: h, peg: !state.editing && pegsNow().has(h), id: e.pointerId, x0: p.x, y0: p.y, moved: false };
    board.setPointerCapture && board.setPointerCapture(e.pointerId);
  });
  board.addEventListener('pointermove', (e) => {
    if (!drag || !drag.peg || e.pointerId !== drag.id) return;
    const p = svgPoint(e);
    const dx = p.x - drag.x0, dy = p.y - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) < 0.25) return;
    if (!drag.moved) {
      drag.moved = true;
      state.selected = drag.from;
      render();
      board.classList.add('dragging');
    }
    // The peg follows the finger or the pointer.
    holeEl.get(drag.from).querySelector('.peg').style.transform = `translate(${dx}px, ${dy}px)`;
  });
  const endDrag = (e, cancelled) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    board.classList.remove('dragging');
    holeEl.get(d.from).querySelector('.peg').style.transform = '';
    if (cancelled) { state.selected = null; render(); return; }
    const h = holeFromPoint(e.clientX, e.clientY);
    // A press and release on one hole is a tap.
    if (!d.moved) { clickHole(h || d.from); return; }
    if (h && h !== d.from && legalFrom(pegsNow(), d.from).some((j) => j[2] === h)) {
      play(d.from, h, { slide: false });
    } else {
      state.selected = null;
      render();
    }
  };
  board.addEventListener('pointerup', (e) => endDrag(e, false));
  board.addEventListener('pointercancel', (e) => endDrag(e, true));
  // A click without a pointer (a screen reader's activation) still plays.
  board.addEventListener('click', (e) => {
    if (e.detail !== 0) return;
    const g = e.target.closest && e.target.closest('[data-hole]');
    if (g) clickHole(g.dataset.hole);
  });
  board.addEventListener('keydown', (e) => {
    const g = e.target.closest && e.target.closest('[data-hole]');
    if (!g) return;
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (arrows[e.key]) {
      e.preventDefault();
      const next = holeToward(g.dataset.hole, ...arrows[e.key]);
      if (next) { state.cursor = next; render(); holeEl.get(next).focus(); }
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      clickHole(g.dataset.hole);
      holeEl.get(state.cursor).focus();
    } else if (e.key === 'Escape') {
      state.selected = null;
      render();
    }
  });
  board.addEventListener('focusin', (e) => {
    const g = e.target.closest && e.target.closest('[data-hole]');
    if (g && state.cursor !== g.dataset.hole) { state.cursor = g.dataset.hole; render(); }
  });
}

// ---- The solver's answers ---------------------------------------------------

function answer(text) {
  answerFor = positionKey();
  $('answer').textContent = text;
}

async function hint() {
  const pegs = pegsNow();
  if (isWon(pegs)) { answer('Solved already: no move is needed.'); return; }
  if (!anyJump(pegs)) {
    const back = lastWinnable();
    answer(back >= 0 ? `No jump is left. Undo ${plural(state.moves.length - back, 'jump')} to be back where the game could be won.`
      : 'No jump is left: undo to try another way.');
    return;
  }
  answer('Looking for a good move…');
  const a = await quick.request({ ...problemRequest('solve', pegs), timeoutMs: MARK_BUDGET_MS });
  if (a.stopped || positionKey() !== positionKey(pegs)) return;
  if (a.status === 'solved' && a.jumps.length) {
    const [from, to] = a.jumps[0].split('-');
    state.hint = jumpOf(from, to);
    state.selected = from;
    state.cursor = from;
    render();
    answer(`Hint: jump ${from} over ${state.hint[1]} into ${to} (shown on the board; tap ${to} to play it).`);
  } else if (a.status === 'no solution') {
    const back = lastWinnable();
    answer(back >= 0 && back < state.moves.length
      ? `No move from here reaches the finish. Undo ${plural(state.moves.length - back, 'jump')} to get back to a winnable position.`
      : 'No move from here reaches the finish.');
  } else {
    answer(a.error ? `No hint: ${a.error}` : `No hint: the solver cannot tell within ${MARK_BUDGET_MS / 1000} s.`);
  }
}

async function longJob(request, show) {
  const key = positionKey();
  answer('');
  $('progress').textContent = 'Working…';
  $('stop').hidden = false;
  const t0 = performance.now();
  const a = await long.request(request, (line) => { $('progress').textContent = line; });
  $('stop').hidden = true;
  if (a.stopped) { if (positionKey() === key) $('progress').textContent = 'Stopped.'; return; }
  if (positionKey() !== key) return;
  $('progress').textContent = `Answered in ${((performance.now() - t0) / 1000).toFixed(2)} s.`;
  if (a.error) { answer(`The solver could not answer: ${a.error}`); return; }
  show(a);
}

// A solution becomes the moves to replay: they wait as redo steps, so that
// stepping forward and back is redo and undo.
function offerSolution(a) {
  state.solution = { text: a.solution, svg: null };
  $('download').disabled = $('download-svg').disabled = false;
  state.redo = [...a.jumps].reverse();
  state.replayFrom = state.moves.length;
  render();
}

function unanswered(a, what) {
  if (a.status === 'no solution') {
    const back = lastWinnable();
    answer(`No way to the finish from here${back >= 0 && back < state.moves.length
      ? `: undo ${plural(state.moves.length - back, 'jump')} to get back to a winnable position` : ''}.`);
  } else {
    answer(`${what}: the solver stopped at its ${a.reason || 'limit'} in the page.`);
  }
}

function wireSolver() {
  $('hint').onclick = hint;
  $('end-hint').onclick = hint;
  $('solve').onclick = () => {
    if (isWon()) { answer('Solved already: the finish is reached.'); return; }
    longJob(problemRequest('solve'), (a) => {
      if (a.status !== 'solved') { unanswered(a, 'No solution found'); return; }
      offerSolution(a);
      answer(`A way to the finish: ${plural(a.moves, 'move')} (${plural(a.jumps.length, 'jump')}). Play or Next shows it on the board.`);
    });
  };
  $('fewest').onclick = () => {
    if (isWon()) { answer('Fewest moves left from here: 0. The finish is reached.'); return; }
    const key = positionKey();
    longJob(problemRequest('fewest'), (a) => {
      if (a.status !== 'solved') { unanswered(a, 'Fewest moves'); return; }
      fewestCache.set(key, a.moves);
      offerSolution(a);
      answer(`Fewest moves left from here: ${a.moves} (${plural(a.jumps.length, 'jump')}). Play or Next shows them on the board.`);
    });
  };
  $('count').onclick = () => {
    if (isWon()) { answer('1 way to finish from here: the finish is reached.'); return; }
    longJob(problemRequest('count'), (a) => {
      if (a.status === 'unknown') {
        answer(a.reason === 'memory limit'
          ? `The count stopped: it needs more than the ${a.max_memory_mb} MB its tables may take in the page.`
          : `The count stopped: ${a.reason}.`);
        return;
      }
      const n = BigInt(a.solutions);
      answer(n === 0n ? 'No way to finish from here.'
        : `${n.toLocaleString('en')} way${n === 1n ? '' : 's'} to finish from here (jump orders).`);
    });
  };
  $('stop').onclick = () => long.restart();
  $('share').onclick = share;
  $('end-share').onclick = share;
  $('download').onclick = () => download('solution.sol', state.solution.text, 'text/plain');
  $('download-svg').onclick = async () => {
    if (!state.solution.svg) {
      const a = await quick.request({ op: 'draw', ...state.spec, text: state.solution.text });
      if (a.error) { $('verdict').textContent = a.error; return; }
      state.solution.svg = a.svg;
    }
    download('solution.svg', state.solution.svg, 'image/svg+xml');
  };
}

async function share() {
  writeUrl();
  const url = location.href;
  try {
    if (navigator.share && matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title: 'pegsat', url });
      return;
    }
    await navigator.clipboard.writeText(url);
    answer('Link copied: it opens this game at this move.');
  } catch {
    answer(`Copy this link: ${url}`);
  }
}

function download(name, text, type) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---- Replay: a solution on the board ----------------------------------------

let replayTimer = 0;
const replaySpeed = () => Number($('replay-speed').value) || 800;
function renderReplay() {
  const on = state.replayFrom >= 0 && (state.redo.length > 0 || state.moves.length > state.replayFrom);
  $('replay').hidden = !on;
  if (!on) { stopReplay(); return; }
  const total = state.moves.length - state.replayFrom + state.redo.length;
  const at = state.moves.length - state.replayFrom;
  $('replay-where').textContent = `jump ${at} of ${total}`;
  $('replay-back').disabled = at === 0;
  $('replay-forward').disabled = state.redo.length === 0;
  $('replay-play').textContent = replayTimer ? '■ Pause' : '▶ Play';
  $('replay-play').disabled = !replayTimer && state.redo.length === 0;
}
function stopReplay() {
  if (replayTimer) clearInterval(replayTimer);
  replayTimer = 0;
}
function wireReplay() {
  $('replay-forward').onclick = () => { stopReplay(); redo(); };
  $('replay-back').onclick = () => { stopReplay(); if (state.moves.length > state.replayFrom) undo(); };
  $('replay-play').onclick = () => {
    if (replayTimer) { stopReplay(); renderReplay(); return; }
    const tick = () => { if (state.redo.length) redo(); if (!state.redo.length) stopReplay(); renderReplay(); };
    replayTimer = setInterval(tick, replaySpeed());
    tick();
  };
  $('replay-speed').onchange = () => {
    if (replayTimer) { stopReplay(); $('replay-play').click(); }
  };
}

// ---- Play controls, files, boards -------------------------------------------

function wireControls() {
  $('undo').onclick = undo;
  $('end-undo').onclick = undo;
  $('redo').onclick = redo;
  $('end-back').onclick = () => {
    const to = Number($('end-back').dataset.to);
    while (state.moves.length > to) state.redo.push(state.moves.pop());
    changed();
  };
  // Restart keeps the game as redo steps: Redo (or ⏭) brings it back.
  $('reset').onclick = () => {
    while (state.moves.length) state.redo.push(state.moves.pop());
    state.replayFrom = -1;
    stopReplay();
    changed();
    answer('Back at the start: Redo replays the game you had.');
  };
  $('end-again').onclick = () => $('reset').click();
  const edit = (mode) => () => {
    state.editing = state.editing === mode ? null : mode;
    state.selected = null;
    if (mode === 'start' && state.editing) {
      // The start is chosen on the empty board of pegs: the game begins again.
      state.moves = [];
      state.redo = [];
      state.replayFrom = -1;
      writeUrl();
    }
    render();
    updateMark();
  };
  $('edit-start').onclick = edit('start');
  $('edit-finish').onclick = edit('finish');
  $('board-select').onchange = async (e) => {
    if (!e.target.value) return;
    await loadState(`#board=${encodeURIComponent(e.target.value)}`);
  };
  $('use-board').onclick = async () => {
    const text = $('board-text').value;
    const info = await quick.request({ op: 'board', boardText: text });
    if (info.error) { say(info.error); return; }
    say('');
    const empty = info.empty.split(/\s+/).filter(Boolean);
    adopt({ spec: { boardText: text }, info, empty, finish: [...empty], moves: [] });
  };
  $('verify').onclick = async () => {
    const v = $('verdict');
    v.className = '';
    const text = $('paste').value;
    if (/^\s*kind:\s*drat\b/im.test(text)) {
      v.className = 'unreadable';
      v.textContent = 'A DRAT certificate names a CNF file and a proof file beside it; the page holds one ' +
        'pasted text only. Check it with pegsat verify --certificate.';
      return;
    }
    v.textContent = 'Checking…';
    // As `pegsat verify --board B` when the file names no board (header keys
    // are read without regard to case, as the verifier reads them).
    const request = { op: 'verify', text };
    if (!/^\s*board\s*:/im.test(text)) Object.assign(request, state.spec);
    const a = await long.request(request);
    if (a.stopped) { v.textContent = 'Stopped.'; return; }
    // An answer with no status: the request itself failed.
    if (!a.status) { v.className = 'unreadable'; v.textContent = a.error; return; }
    v.className = a.status;
    v.textContent = a.text;
  };
  for (const id of ['paste', 'board-text']) {
    const area = $(id);
    area.addEventListener('dragover', (e) => e.preventDefault());
    area.addEventListener('drop', async (e) => {
      e.preventDefault();
      const file = e.dataTransfer.files[0];
      if (file) area.value = await file.text();
    });
  }
  document.addEventListener('keydown', (e) => {
    if (e.target.closest && e.target.closest('input, textarea, select')) return;
    if ((e.key === 'z' && (e.ctrlKey || e.metaKey)) || e.key === 'u') { e.preventDefault(); undo(); }
  });
}

async function loadState(hash) {
  try {
    adopt(await readUrl(hash));
    say('');
  } catch (e) {
    say(`This link could not be read (${e.message}); showing the default problem instead.`);
    adopt(await readUrl(''));
  }
}

// A phone turned, or a window narrowed: the board is drawn again to fit.
narrowScreen.addEventListener('change', () => { if (state.info) { drawBoard(); render(); } });
// A link pasted into the address bar of an open page.
window.addEventListener('hashchange', () => loadState(location.hash));
wireBoard();
wireControls();
wireSolver();
wireReplay();
// Installable, and offline after the first visit (sw.js).
if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
window.pegsatPage = { state, quick, long, timing, marks, fewestCache };
// A built-in board is drawn, and a position known before marked, without
// waiting for the module; a question waits in its worker until it is ready.
await loadState(location.hash);
timing.drawnMs = performance.now();
timing.ready = await quick.ready;
timing.readyMs = performance.now();
timing.workerStartMs = timing.ready.startedAt - performance.timeOrigin;
$('module-status').textContent = `Solver ready ${Math.round(timing.readyMs)} ms after the page began to load.`;
document.body.dataset.ready = 'true';
