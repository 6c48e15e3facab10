// The page: a board to play on, the solver's answers from two Web Workers
// (worker.js), a verifier for pasted files, and the whole state in the URL.
// No framework: the board is an SVG whose holes are <g data-hole="d4">.

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const DEFAULT_BOARD = 'english';

// ---- Workers ---------------------------------------------------------------

// A worker with its module, answering one request at a time in order. stop()
// terminates it (the only way to interrupt WebAssembly) and starts a new one.
class Solver {
  // The worker starts when `startAfter` settles; requests made before wait.
  constructor(name, startAfter = Promise.resolve()) {
    this.name = name;
    this.nextId = 1;
    this.generation = 0;
    this.pending = new Map();
    this.ready = startAfter.then(() => { this.start(); return this.ready; });
  }
  start() {
    this.worker = new Worker(new URL(`./worker.js?role=${this.name}`, import.meta.url), { type: 'module' });
    this.ready = new Promise((resolve) => { this.onReady = resolve; });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      for (const p of this.pending.values()) p.resolve({ error: `the solver failed: ${event.message}` });
      this.pending.clear();
    };
  }
  receive(data) {
    if (data.ready) { this.onReady(data); return; }
    const p = this.pending.get(data.id);
    if (!p) return;
    if (data.progress !== undefined) { if (p.onProgress) p.onProgress(data.progress); return; }
    this.pending.delete(data.id);
    p.resolve(data.answer);
    if (data.dead) this.restart();
  }
  request(request, onProgress) {
    const id = this.nextId++;
    const generation = this.generation;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onProgress, started: performance.now() });
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
const quick = new Solver('quick');  // badge, hint, board layouts, pictures
// Solve, fewest moves, count, verify: started once the quick one is ready, so
// that the first answer does not share the processor with its loading.
const long = new Solver('long', quick.ready);

// ---- State -----------------------------------------------------------------

const state = {
  spec: { board: DEFAULT_BOARD },  // {board: name} or {boardText: text}
  info: null,                      // the module's answer to {op: 'board'}
  empty: [],                       // holes empty at the start
  finish: [],                      // holes holding a peg at the end
  moves: [],                       // jumps played, "from-to"
  redo: [],
  selected: null,
  editing: false,
  solution: null,                  // {text, svg} of the last solution shown
};

const jumpsByFrom = new Map();  // "d2" -> [[d2, d3, d4], ...]

function pegsNow() {
  const pegs = new Set(state.info.holes.map((h) => h.name));
  for (const h of state.empty) pegs.delete(h);
  for (const m of state.moves) {
    const [from, to] = m.split('-');
    const jump = jumpsByFrom.get(from).find((j) => j[2] === to);
    pegs.delete(from); pegs.delete(jump[1]); pegs.add(to);
  }
  return pegs;
}

function legalFrom(pegs, from) {
  if (!pegs.has(from)) return [];
  return (jumpsByFrom.get(from) || []).filter((j) => pegs.has(j[1]) && !pegs.has(j[2]));
}

function problemRequest(op) {
  return { op, ...state.spec, pegs: [...pegsNow()].join(' '), finish: state.finish.join(' ') };
}

// The moves in the solution files' notation: a peg's consecutive jumps are one
// chain, "d2-d4-f4".
function movesText(moves) {
  const out = [];
  for (const m of moves) {
    const [from, to] = m.split('-');
    const last = out[out.length - 1];
    if (last && last.endsWith(`-${from}`)) out[out.length - 1] = `${last}-${to}`;
    else out.push(`${from}-${to}`);
  }
  return out.join(' ');
}

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
  const info = await quick.request({ op: 'board', ...spec });
  if (info.error) throw new Error(info.error);
  const names = new Set(info.holes.map((h) => h.name));
  const list = (key, fallback) => {
    if (!q.has(key)) return fallback;
    const v = q.get(key).split('.').filter(Boolean);
    for (const h of v) if (!names.has(h)) throw new Error(`${key}: no hole ${h} on this board`);
    return v;
  };
  const empty = list('empty', info.empty.split(/\s+/).filter(Boolean));
  const finish = list('finish', empty);
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

function drawBoard() {
  const { holes, width, height } = state.info;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `-0.6 -0.6 ${width + 1.2} ${height + 1.2}`);
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', `${state.info.name} board`);
  for (const h of holes) {
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'hole');
    g.setAttribute('data-hole', h.name);
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('transform', `translate(${h.x} ${h.y})`);
    for (const [cls, r] of [['ring', 0.4], ['peg', 0.3]]) {
      const c = document.createElementNS(SVG, 'circle');
      c.setAttribute('class', cls);
      c.setAttribute('r', r);
      g.append(c);
    }
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('y', '0.1');
    t.textContent = h.name;
    g.append(t);
    svg.append(g);
  }
  $('board').replaceChildren(svg);
}

function render() {
  const pegs = pegsNow();
  const targets = state.selected ? legalFrom(pegs, state.selected).map((j) => j[2]) : [];
  for (const g of document.querySelectorAll('#board [data-hole]')) {
    const h = g.dataset.hole;
    g.classList.toggle('full', pegs.has(h));
    g.classList.toggle('selected', h === state.selected);
    g.classList.toggle('target', targets.includes(h));
    g.setAttribute('aria-label', `${h}: ${pegs.has(h) ? 'peg' : 'empty'}${h === state.selected ? ', selected' : ''}`);
  }
  $('moves').textContent = movesText(state.moves) || '(none yet)';
  $('problem').textContent =
    `${state.info.name}, start: ${state.empty.join(' ') || '(none)'} empty, finish: ${state.finish.join(' ')}`;
  $('undo').disabled = !state.moves.length;
  $('redo').disabled = !state.redo.length;
}

let badgeSeq = 0;
async function updateBadge() {
  const seq = ++badgeSeq;
  const badge = $('badge');
  badge.className = '';
  badge.textContent = 'Asking the solver…';
  // A question still running on the old position is no longer wanted.
  if (quick.busy()) quick.restart();
  const a = await quick.request(problemRequest('solve'));
  if (seq !== badgeSeq || a.stopped) return;
  // For docs/WEB.md's speed table: the first answer, from the page's start.
  if (!timing.firstAnswerMs) timing.firstAnswerMs = performance.now();
  if (a.error) { badge.textContent = a.error; return; }
  if (a.status === 'solved') {
    badge.className = 'yes';
    badge.textContent = state.moves.length && pegsNow().size === state.finish.length && a.jumps.length === 0
      ? 'Solved: the finish is reached.' : 'This position can still reach the finish.';
  } else if (a.status === 'no solution') {
    badge.className = 'no';
    badge.textContent = `The finish can no longer be reached${a.decidedBy ? ` (${a.decidedBy})` : ''}.`;
  } else {
    badge.textContent = 'The solver could not tell within the page\'s memory.';
  }
}

function changed() {
  state.selected = null;
  writeUrl();
  render();
  updateBadge();
}

function play(from, to) {
  state.moves.push(`${from}-${to}`);
  state.redo = [];
  changed();
}

function clickHole(h) {
  if (state.editing) {
    const i = state.empty.indexOf(h);
    if (i >= 0) state.empty.splice(i, 1); else state.empty.push(h);
    state.finish = [...state.empty];
    state.moves = [];
    state.redo = [];
    changed();
    return;
  }
  const pegs = pegsNow();
  if (state.selected && legalFrom(pegs, state.selected).some((j) => j[2] === h)) {
    play(state.selected, h);
    return;
  }
  state.selected = pegs.has(h) && h !== state.selected ? h : null;
  render();
}

function holeAt(x, y) {
  const el = document.elementFromPoint(x, y);
  const g = el && el.closest('[data-hole]');
  return g ? g.dataset.hole : null;
}

function wireBoard() {
  const board = $('board');
  let dragFrom = null;
  board.addEventListener('pointerdown', (e) => {
    const h = holeAt(e.clientX, e.clientY);
    dragFrom = h && !state.editing && pegsNow().has(h) ? h : null;
  });
  board.addEventListener('pointerup', (e) => {
    const h = holeAt(e.clientX, e.clientY);
    if (!h) return;
    // A drag from a peg to another hole is a jump; a press and release on
    // one hole is a click.
    if (dragFrom && h !== dragFrom) {
      if (legalFrom(pegsNow(), dragFrom).some((j) => j[2] === h)) play(dragFrom, h);
    } else {
      clickHole(h);
    }
    dragFrom = null;
  });
  board.addEventListener('keydown', (e) => {
    const g = e.target.closest && e.target.closest('[data-hole]');
    if (g && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); clickHole(g.dataset.hole); }
  });
}

// ---- The solver's answers ---------------------------------------------------

function showSolution(a, heading) {
  state.solution = { text: a.solution, svg: null };
  $('result').textContent = `${heading}\n${a.solution}`;
  for (const id of ['play-solution', 'download', 'download-svg']) $(id).disabled = false;
}

function noSolution() {
  state.solution = null;
  for (const id of ['play-solution', 'download', 'download-svg']) $(id).disabled = true;
  $('drawing').replaceChildren();
}

async function longJob(request, show) {
  noSolution();
  $('result').textContent = '';
  $('progress').textContent = 'Working…';
  $('stop').disabled = false;
  const t0 = performance.now();
  const a = await long.request(request, (line) => { $('progress').textContent = line; });
  $('stop').disabled = true;
  if (a.stopped) { $('progress').textContent = 'Stopped.'; return; }
  $('progress').textContent = `Done in ${((performance.now() - t0) / 1000).toFixed(2)} s.`;
  if (a.error) { $('result').textContent = a.error; return; }
  show(a);
}

function showOutcome(a, what) {
  if (a.status === 'solved') showSolution(a, `${what}: ${a.moves} moves (${a.jumps.length} jumps).`);
  else if (a.status === 'no solution') $('result').textContent = `no solution${a.decidedBy ? `: ${a.decidedBy}` : ''}`;
  else $('result').textContent = `unknown: stopped at the ${a.reason}`;
}

function wireSolver() {
  $('solve').onclick = () => longJob(problemRequest('solve'), (a) => showOutcome(a, 'A solution from here'));
  $('fewest').onclick = () => longJob(problemRequest('fewest'), (a) => showOutcome(a, 'Fewest moves from here'));
  $('count').onclick = () => longJob(problemRequest('count'), (a) => {
    $('result').textContent = a.status === 'unknown'
      ? `unknown: ${a.message}`
      : `${BigInt(a.solutions).toLocaleString('en')} solutions from here (${a.solutions})`;
  });
  $('stop').onclick = () => long.restart();
  $('hint').onclick = async () => {
    const a = await quick.request(problemRequest('solve'));
    if (a.stopped) return;
    if (a.status === 'solved' && a.jumps.length) {
      const [from, to] = a.jumps[0].split('-');
      play(from, to);
    } else {
      $('badge').textContent = a.error || 'No hint: the finish cannot be reached from here.';
    }
  };
  $('play-solution').onclick = async () => {
    const a = await quick.request({ op: 'draw', ...state.spec, text: state.solution.text });
    if (a.stopped) return;
    if (a.error) { $('result').textContent = a.error; return; }
    state.solution.svg = a.svg;
    // As an image: the picture's own style sheet stays out of the page's.
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([a.animation], { type: 'image/svg+xml' }));
    const jumps = state.solution.text.split(/\s+/).filter((t) => /^[a-z]+\d+(-[a-z]+\d+)+$/.test(t));
    img.alt = `The solution played on the board: ${jumps.join(' ')}`;
    $('drawing').replaceChildren(img);
  };
  $('download').onclick = () => download('solution.sol', state.solution.text, 'text/plain');
  $('download-svg').onclick = async () => {
    if (!state.solution.svg) {
      const a = await quick.request({ op: 'draw', ...state.spec, text: state.solution.text });
      if (a.error) { $('result').textContent = a.error; return; }
      state.solution.svg = a.svg;
    }
    download('solution.svg', state.solution.svg, 'image/svg+xml');
  };
}

function download(name, text, type) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---- Play controls, files, boards -------------------------------------------

function wireControls() {
  $('undo').onclick = () => { if (state.moves.length) { state.redo.push(state.moves.pop()); changed(); } };
  $('redo').onclick = () => { if (state.redo.length) { state.moves.push(state.redo.pop()); changed(); } };
  $('reset').onclick = () => { state.redo = []; state.moves = []; changed(); };
  $('edit-start').onclick = () => {
    state.editing = !state.editing;
    $('edit-start').setAttribute('aria-pressed', String(state.editing));
    $('edit-start').textContent = state.editing ? 'Done choosing' : 'Choose empty holes';
  };
  $('board-select').onchange = async (e) => {
    if (!e.target.value) return;
    await loadState(`#board=${encodeURIComponent(e.target.value)}`);
  };
  $('use-board').onclick = async () => {
    const text = $('board-text').value;
    const info = await quick.request({ op: 'board', boardText: text });
    if (info.error) { say(info.error); return; }
    say('');
    adopt({ spec: { boardText: text }, info, empty: info.empty.split(/\s+/).filter(Boolean),
            finish: info.empty.split(/\s+/).filter(Boolean), moves: [] });
  };
  $('verify').onclick = async () => {
    const v = $('verdict');
    v.className = '';
    v.textContent = 'Checking…';
    // As `pegsat verify --board B` when the file names no board.
    const text = $('paste').value;
    const request = { op: 'verify', text };
    if (!/^\s*board:/m.test(text)) Object.assign(request, state.spec);
    const a = await long.request(request);
    if (a.stopped) { v.textContent = 'Stopped.'; return; }
    if (a.error) { v.className = 'unreadable'; v.textContent = a.error; return; }
    v.className = a.verdict;
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

// A link pasted into the address bar of an open page.
window.addEventListener('hashchange', () => loadState(location.hash));
wireBoard();
wireControls();
wireSolver();
const timing = { appStart, ready: await quick.ready, readyMs: performance.now() };
timing.workerStartMs = timing.ready.startedAt - performance.timeOrigin;
$('module-status').textContent = `Solver ready ${Math.round(timing.readyMs)} ms after the page began to load.`;
await loadState(location.hash);
window.pegsatPage = { state, quick, long, timing };
document.body.dataset.ready = 'true';
