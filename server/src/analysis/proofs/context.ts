/**
 * Everything the proofs read, built once from the task file: the parsed
 * commands, the scene of the commands lint accepts (a refused line never runs,
 * so it adds nothing), and which lines were refused.
 */
import type { CheckedCommand } from '../lint/commandCheck';
import { parseCommands } from '../lint/commandCheck';
import type { TaskModel } from '../../model/task/taskModel';
import { Analysis } from '../lint/analysis';
import type { ParsedCommand } from '../../model/commands/commandTypes';
import { availability, Availability } from '../feasibility/availability';
import { buildScene, Scene } from '../feasibility/scene';
import type { Registry } from '../../vanilla/registry';
import { staticPlan } from '../../model/minestudio/staticPlan';

export interface RefusedLine {
  /** Index in the command list as written. */
  index: number;
  text: string;
  refusal: string;
}

export interface ProofContext {
  reg: Registry;
  model: TaskModel;
  /** Commands that are strings, in list order (scene facts refer to positions in this list). */
  commands: CheckedCommand[];
  /** The scene the accepted commands build. */
  scene: Scene;
  /** Items at hand and what the scene's blocks and mobs yield (nothing left out as a target). */
  avail: Availability;
  refused: RefusedLine[];
}

/** A parse result that the scene builder ignores (a refused line runs nothing). */
function silenced(p: ParsedCommand): ParsedCommand {
  return { ...p, name: undefined, run: undefined, args: [] };
}

// The contexts built for each analysis, by registry and refused lines: lint's last pass and verify ask for
// the same one (verify's refusals are lint's errors), so the second asks for what the first built.
const builtFor = new WeakMap<Analysis, Map<string, ProofContext>>();

/** The proof context of an analysed file whose refused lines the caller knows (lint's final pass, verify). */
export function buildProofContext(analysis: Analysis, reg: Registry, refused: RefusedLine[]): ProofContext {
  const key = `${reg.version}\n${refused.map((r) => `${r.index}\t${r.text}\t${r.refusal}`).join('\n')}`;
  let built = builtFor.get(analysis);
  if (!built) builtFor.set(analysis, (built = new Map()));
  let ctx = built.get(key);
  if (!ctx) built.set(key, (ctx = contextOf(analysis, reg, refused)));
  return ctx;
}

function contextOf(analysis: Analysis, reg: Registry, refused: RefusedLine[]): ProofContext {
  const model = analysis.model;
  const refusedIndex = new Set(refused.map((r) => r.index));
  const commands = analysis.registry === reg ? analysis.commands : parseCommands(model, reg);
  const accepted = commands.map((c) => (refusedIndex.has(c.item.index) ? { item: c.item, parsed: silenced(c.parsed) } : c));
  // MineStudio's keys (summon_mobs, init_inventory …) add to the scene as its reset does. With no line
  // refused, that is the scene lint already built for this version of the file.
  const shared = !refused.length && analysis.registry === reg ? analysis.scene : undefined;
  const scene = shared ?? buildScene(accepted, reg, staticPlan(model, reg));
  return { reg, model, commands: accepted, scene, avail: availability(scene, reg, new Set()), refused };
}

/** The list index of the command at scene position `cmd`. */
export function listIndex(ctx: ProofContext, cmd: number): number {
  return ctx.commands[cmd]?.item.index ?? cmd;
}

/** Every accepted command with its `execute … run` unwrapped, with its scene position. */
export function* innerCommands(ctx: ProofContext): Generator<{ cmd: number; parsed: ParsedCommand }> {
  for (let cmd = 0; cmd < ctx.commands.length; cmd++) {
    let p: ParsedCommand | undefined = ctx.commands[cmd].parsed;
    while (p?.name === 'execute') p = p.run;
    if (p?.name) yield { cmd, parsed: p };
  }
}

/** The value the last accepted `/gamerule <rule> <value>` sets, lower case; undefined when never set. */
export function gamerule(ctx: ProofContext, rule: string): { value: string; cmd: number } | undefined {
  let out: { value: string; cmd: number } | undefined;
  for (const { cmd, parsed } of innerCommands(ctx)) {
    if (parsed.name !== 'gamerule' || parsed.args[1]?.text !== rule) continue;
    const value = parsed.args[2]?.text.toLowerCase();
    if (value !== undefined) out = { value, cmd };
  }
  return out;
}

/** The last accepted `/difficulty` value, if any. */
export function difficulty(ctx: ProofContext): { value: string; cmd: number } | undefined {
  const all = ctx.scene.settings.filter((s) => s.key === 'difficulty');
  return all[all.length - 1];
}
