/**
 * Reads a recorded action log into one symbol per step (actionSymbols.ts).
 * Accepted as MineStudio and VPT write them:
 *
 * - `.jsonl`: one step per line: a MineStudio env action
 *   `{"forward": 1, "camera": [0.0, 1.5], …}`, an agent action
 *   `{"buttons": 12, "camera": 60}`, a `[buttons, camera]` pair, a bare
 *   number, or a VPT contractor record `{"keyboard": {"keys": [...]}, "mouse": {...}}`.
 * - `.json`: an array of such steps; or one object of arrays, one entry per
 *   step (`{"forward": [0, 1, …], "camera": [[0, 0], …]}`, how MineStudio
 *   stores an episode's actions); either may sit under an `actions` key.
 *
 * Work is linear in the file and bounded: at most MAX_ACTION_STEPS steps, and
 * of an object of per-step arrays only the columns a step's symbol reads
 * (STEP_KEYS, 24 of them) are taken, so an object of 5,001 columns is never
 * expanded into columns × steps cells.
 */
import { ActionStep, BUTTONS, stepSymbol } from './actionSymbols';
import { ownTable } from '../../util/ownTable';

export interface ActionLog {
  symbols: number[];
}

const VPT_KEYS: Record<string, string> = ownTable({
  'key.keyboard.w': 'forward', 'key.keyboard.s': 'back', 'key.keyboard.a': 'left', 'key.keyboard.d': 'right',
  'key.keyboard.space': 'jump', 'key.keyboard.left.shift': 'sneak', 'key.keyboard.left.control': 'sprint',
  'key.keyboard.q': 'drop', 'key.keyboard.e': 'inventory',
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`key.keyboard.${i + 1}`, `hotbar.${i + 1}`])),
});
/** VPT's mouse-to-degrees factor (360° per 2400 pixels). */
const VPT_DEGREES_PER_PIXEL = 360 / 2400;

/** A VPT contractor record as a MineStudio env action. */
function fromVpt(r: { keyboard?: { keys?: unknown }; mouse?: { dx?: unknown; dy?: unknown; buttons?: unknown } }): Record<string, unknown> {
  const step: Record<string, unknown> = {};
  for (const k of Array.isArray(r.keyboard?.keys) ? r.keyboard.keys : []) if (VPT_KEYS[String(k)]) step[VPT_KEYS[String(k)]] = 1;
  const buttons = Array.isArray(r.mouse?.buttons) ? r.mouse.buttons.map(Number) : [];
  if (buttons.includes(0)) step.attack = 1;
  if (buttons.includes(1)) step.use = 1;
  step.camera = [Number(r.mouse?.dy ?? 0) * VPT_DEGREES_PER_PIXEL, Number(r.mouse?.dx ?? 0) * VPT_DEGREES_PER_PIXEL];
  return step;
}

function normalise(step: unknown): ActionStep {
  if (step && typeof step === 'object' && !Array.isArray(step) && ('keyboard' in step || 'mouse' in step)) return fromVpt(step as Parameters<typeof fromVpt>[0]);
  if (typeof step === 'number' || Array.isArray(step) || (step && typeof step === 'object')) return step as ActionStep;
  throw new Error(`a step must be an object, an array or a number, not ${JSON.stringify(step)?.slice(0, 40)}`);
}

/** The most steps one log may hold: an hour at 20 steps a second is 72,000; a million is far past any rollout. */
export const MAX_ACTION_STEPS = 1_000_000;

/** The keys a step's symbol depends on (actionSymbols.ts and the VPT form above); other columns cannot change it. */
export const STEP_KEYS: readonly string[] = [...BUTTONS, 'camera', 'buttons', 'keyboard', 'mouse'];

function checkSteps(n: number): void {
  if (n > MAX_ACTION_STEPS) throw new Error(`more than ${MAX_ACTION_STEPS.toLocaleString('en-US')} steps, the most an action log may hold; not read`);
}

/**
 * An object of per-step arrays turned into steps (a key holding a scalar
 * repeats it). The length is the longest column, as before; each step holds
 * only the STEP_KEYS columns present, which gives every step the symbol it
 * would have with all columns.
 */
function transpose(cols: Record<string, unknown>): Record<string, unknown>[] {
  let length = 0;
  for (const v of Object.values(cols)) if (Array.isArray(v) && v.length > length) length = v.length;
  checkSteps(length);
  const used = STEP_KEYS.filter((k) => Object.prototype.hasOwnProperty.call(cols, k)).map((k) => [k, cols[k]] as const);
  const steps: Record<string, unknown>[] = new Array(length);
  for (let t = 0; t < length; t++) {
    const step: Record<string, unknown> = {};
    for (const [k, v] of used) step[k] = Array.isArray(v) ? v[t] : v;
    steps[t] = step;
  }
  return steps;
}

function stepsOf(doc: unknown): unknown[] {
  if (Array.isArray(doc)) return doc;
  if (doc && typeof doc === 'object') {
    const o = doc as Record<string, unknown>;
    if ('actions' in o) return stepsOf(o.actions);
    return transpose(o);
  }
  throw new Error('expected an array of steps or an object of per-step arrays');
}

/** Parses a log's text; `jsonl` picks the one-step-per-line form. Throws with a reason on anything else. */
export function parseActionLog(text: string, jsonl: boolean): ActionLog {
  let steps: unknown[];
  if (jsonl) {
    steps = [];
    text.split(/\r?\n/).forEach((line, i) => {
      if (!line.trim()) return;
      if (steps.length >= MAX_ACTION_STEPS) checkSteps(steps.length + 1);
      try {
        steps.push(JSON.parse(line));
      } catch {
        throw new Error(`line ${i + 1} is not JSON`);
      }
    });
  } else steps = stepsOf(JSON.parse(text));
  checkSteps(steps.length);
  return { symbols: steps.map((s) => stepSymbol(normalise(s))) };
}
