/**
 * Setups that kill the agent before it can act (`feasibility/lethal-setup`),
 * judged with the embedded server's facts and health model
 * (vanilla/harmRules.ts, vanilla/healthModel.ts, vanilla/commandBlockRules.ts):
 *
 * - /effect lines whose damage the agent does not survive (instant damage
 *   of 6 << amplifier, wither …), also within the first minute;
 * - a teleport below the world (the void kills in any game mode) or so high
 *   that the landing kills, the landing block taken from the scene;
 * - lava where the agent stands (feet, body, or just above its head);
 * - /kill of the agent, and a command block that runs a lethal command
 *   (command blocks run in MineStudio's single-player world);
 *
 * Each finding names the line; harmless neighbours (instant health, a short
 * fall, a teleport onto the ground, an idle command block) say nothing.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { ParsedCommand } from '../../../model/commands/commandTypes';
import { parseCommand } from '../../../model/commands';
import { executeSteps } from '../../../model/commands/executeSteps';
import { commandRange, FeasibilityContext } from '../context';
import { cellAt, GROUND } from '../cells';
import { contains, Vec } from '../place';
import { selectsAgent } from '../scene';
import { EFFECT_BY_NAME, fallTicks, landingOn, WORLD_BOTTOM_Y, WORLD_TOP_Y } from '../../../vanilla/harmRules';
import { Exposure, ticksToDeath } from '../../../vanilla/healthModel';
import { commandBlockRuns, commandOf, isAuto, isCommandBlock, powersNeighbour } from '../../../vanilla/commandBlockRules';
import { effectTicks, replayHealth } from '../agentHealth';
import { EPISODE_TICKS } from '../../../vanilla/targetRules';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

const CODE = FEASIBILITY.lethalSetup;
/**
 * How long the agent is assumed to stand where the init commands left it.
 * @notGameFact our assumption: MineStudio's reset frames, then a slow start
 */
const STANDING_TICKS = 200;
/** A column scanned for a landing no deeper than this. */
const MAX_DROP = 320;
const SIDES: Vec[] = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

interface Finding { cmd: number; message: string; severity?: 'warning' | 'information' }
/** The generated world's ground near a spawn is rarely above this (1.16 plains, forests and hills: 63–80). */
const USUAL_GROUND_Y = 80;

/**
 * Findings by scene. Every lethal-setup finding reads only the scene, the
 * commands' parse results and the registry, and a scene object stands for
 * exactly those (sceneCache.ts keys it by the parse results, per registry):
 * a version whose command list did not change reuses them, and only places
 * them on its own lines. Replaying the agent's health for every version was
 * 3.7% of lint time on the bench corpus.
 */
const findingsByScene = new WeakMap<FeasibilityContext['scene'], Finding[]>();

export function checkLethalSetup(ctx: FeasibilityContext): TaskDiagnostic[] {
  let findings = findingsByScene.get(ctx.scene);
  if (!findings) findingsByScene.set(ctx.scene, (findings = lethalFindings(ctx)));
  return findings.map((f) => {
    const [start, end] = commandRange(ctx, f.cmd);
    return diag(start, end, f.severity ?? 'warning', CODE, f.message);
  });
}

/** One finding per line, the first check to speak for it winning. */
function lethalFindings(ctx: FeasibilityContext): Finding[] {
  const found = new Map<number, Finding>();
  const report = (f: Finding | undefined) => { if (f && !found.has(f.cmd)) found.set(f.cmd, f); };
  report(lethalKill(ctx));
  report(lethalEffects(ctx));
  report(lethalHeight(ctx));
  report(lethalFall(ctx));
  report(lethalLava(ctx));
  for (const f of lethalCommandBlocks(ctx)) report(f);
  return [...found.values()];
}

const seconds = (ticks: number) => `${Math.max(1, Math.round(ticks / 20))} s`;

/** /kill of the agent (also after `execute … run`, with @s the agent unless `execute as` says otherwise). */
function lethalKill(ctx: FeasibilityContext): Finding | undefined {
  for (let cmd = 0; cmd < ctx.commands.length; cmd++) {
    const { p, asAgent } = asRun(ctx.commands[cmd].parsed, true);
    if (p.name !== 'kill') continue;
    // /kill without targets kills whoever runs it.
    const targets = p.args.find((a) => a.kind === 'argument')?.value;
    if (targets ? selectsAgent(targets, { asAgent, pos: undefined }) : asAgent) {
      return { cmd, message: 'This kills the agent before the task starts (a dead agent cannot earn anything). Leave it out, or target the mobs only (@e[type=…]).' };
    }
  }
  return undefined;
}

/** `execute … run` as the agent (or not): the innermost command, and whether @s is the agent there. */
function asRun(parsed: ParsedCommand, asAgent: boolean): { p: ParsedCommand; asAgent: boolean } {
  let cur = parsed;
  let self = asAgent;
  for (let i = 0; i < 64 && cur.name === 'execute' && cur.run; i++) {
    for (const { head, nodes } of executeSteps(cur.executeModifiers ?? [])) {
      if (head !== 'as') continue;
      const targets = nodes.find((n) => n.kind === 'argument' && n.name === 'targets')?.value;
      self = selectsAgent(targets, { asAgent: self, pos: undefined });
    }
    cur = cur.run;
  }
  return { p: cur, asAgent: self };
}

/** Effects the agent does not survive: at once (instant damage), or within the first minute (wither). */
function lethalEffects(ctx: FeasibilityContext): Finding | undefined {
  // Only an effect given to the agent can kill it here; most scenes give none.
  if (!ctx.scene.effectCommands.some((e) => e.agent)) return undefined;
  const replay = replayHealth(ctx.scene, ctx.commands);
  if (replay.killedBy !== undefined) {
    return { cmd: replay.killedBy, message: `This kills the agent at once: ${replay.model.lastCause ?? 'the damage'} is more than its 20 health points. Lower the amplifier (instant damage deals 6 << amplifier), or leave it out.` };
  }
  const t = ticksToDeath(replay.model, {}, EPISODE_TICKS);
  if (t === undefined) return undefined;
  const cause = replay.model.lastCause ?? '';
  const id = /wither/.test(cause) ? EFFECT_BY_NAME.wither : /instant/.test(cause) ? EFFECT_BY_NAME.instant_damage : EFFECT_BY_NAME.poison;
  const cmd = replay.givenBy.get(id);
  if (cmd === undefined) return undefined;
  return { cmd, message: `The agent dies within ${seconds(t)} of this (${cause}), whatever it does: vanilla has no cure at hand. Shorten it or lower the amplifier.` };
}

/** The agent's last move when it is a teleport to an absolute height: the void below y 0, a lethal fall from far above the build limit. */
function lethalHeight(ctx: FeasibilityContext): Finding | undefined {
  const last = ctx.scene.absoluteHeights[ctx.scene.absoluteHeights.length - 1];
  if (!last || ctx.scene.teleports.some((t) => t.cmd > last.cmd)) return undefined;
  if (last.y < WORLD_BOTTOM_Y) {
    return { cmd: last.cmd, message: `This teleports the agent to y ${last.y}, below the world: it falls into the void, which kills in any game mode (4 health points every half second below y −64). Teleport it onto the ground.` };
  }
  const drop = last.y - (WORLD_TOP_Y + 1);
  if (drop <= 0) return likelyLethalHeight(ctx, last);
  if (fallTicks(drop) > EPISODE_TICKS) {
    return { cmd: last.cmd, message: `This teleports the agent to y ${last.y}: it falls for longer than the whole episode (${Math.floor(drop)} blocks at least) and can reach nothing. Teleport it onto the ground.` };
  }
  const { model } = replayHealth(ctx.scene, ctx.commands);
  model.land(drop, landingOn('stone'));
  return model.dead ? { cmd: last.cmd, message: `This teleports the agent to y ${last.y}, at least ${Math.floor(drop)} blocks above anything it could land on: the fall kills it (${model.lastCause}). Teleport it lower.` } : undefined;
}

/** Below the build limit the landing depends on the generated terrain: a likely lethal fall is only information. */
function likelyLethalHeight(ctx: FeasibilityContext, last: { cmd: number; y: number }): Finding | undefined {
  const { model } = replayHealth(ctx.scene, ctx.commands);
  model.land(last.y - USUAL_GROUND_Y, landingOn('stone'));
  if (!model.dead) return undefined;
  return { cmd: last.cmd, severity: 'information', message: `This teleports the agent to y ${last.y}; the ground near a spawn is usually at y 63–${USUAL_GROUND_Y}, so it likely falls ${Math.floor(last.y - USUAL_GROUND_Y)} blocks or more, which kills (23 do). Teleport it relative to where it stands (~ ~ ~), or onto a platform.` };
}

/** The agent's last teleport, relative and upwards: the landing found in the scene's column under it. */
function lethalFall(ctx: FeasibilityContext): Finding | undefined {
  const { scene } = ctx;
  const last = scene.teleports[scene.teleports.length - 1];
  if (!last || last.frame !== scene.agent.frame || scene.absoluteHeights.some((h) => h.cmd > last.cmd)) return undefined;
  const [x, y, z] = last.pos;
  for (let cy = Math.ceil(y) - 1; cy >= Math.ceil(y) - MAX_DROP; cy--) {
    const cell = cellAt(scene, last.frame, [Math.floor(x), cy, Math.floor(z)]);
    if (cell === undefined) return undefined;
    if (/^(cave_|void_)?air$/.test(cell)) continue;
    const distance = y - (cy + 1);
    if (distance <= 3) return undefined;
    const { model } = replayHealth(scene, ctx.commands);
    model.land(distance, landingOn(cell === GROUND ? 'stone' : cell));
    return model.dead ? { cmd: last.cmd, message: `This puts the agent ${Math.round(distance)} blocks above ${cell === GROUND ? 'the ground' : cell}: it ${model.lastCause ?? 'falls'} and dies on landing. Teleport it lower, or onto water.` } : undefined;
  }
  return undefined;
}

/**
 * Lava where the agent stands when the init commands end: feet, body, just
 * above its head (it flows down) or just beneath (the agent sinks in). Lava
 * a command puts into the agent's own two blocks after its last teleport is
 * feasibility/buried-agent's to report; a teleport into lava is this check's.
 */
function lethalLava(ctx: FeasibilityContext): Finding | undefined {
  const { scene } = ctx;
  const last = scene.teleports[scene.teleports.length - 1];
  const at: Vec = last && last.frame === scene.agent.frame ? last.pos.map(Math.floor) as Vec : [0, 0, 0];
  const frame = scene.agent.frame;
  const lastMove = Math.max(-1, ...scene.teleports.map((t) => t.cmd), ...scene.absoluteHeights.map((h) => h.cmd));
  for (const dy of [0, 1, 2, -1]) {
    const cell = add(at, [0, dy, 0]);
    if (cellAt(scene, frame, cell) !== 'lava') continue;
    const placedBy = [...scene.blocks].reverse().find((b) => b.id === 'lava' && contains(b.place, frame, cell));
    if (!placedBy) continue;
    if ((dy === 0 || dy === 1) && placedBy.cmd > lastMove) continue;
    const { model } = replayHealth(scene, ctx.commands);
    const where: Exposure = { lava: true };
    const t = ticksToDeath(model, where, STANDING_TICKS);
    if (t === undefined) return undefined;
    const place = dy === 0 ? 'at the agent\'s feet' : dy === 1 ? 'around the agent\'s body' : dy === 2 ? 'just above the agent, where it flows down onto it' : 'under the agent\'s feet, where it sinks into it';
    const into = lastMove > placedBy.cmd;
    return { cmd: into ? lastMove : placedBy.cmd, message: `This ${into ? 'moves the agent where line ' + (placedBy.cmd + 1) + ' put lava' : 'puts lava'} ${place}: lava burns it to death within ${seconds(t)} (4 health points every half second, and 15 s of burning). Place the lava away from the agent.` };
  }
  return undefined;
}

/** Command blocks that run (auto:1b, or a powering block beside them) a command that kills the agent. */
function lethalCommandBlocks(ctx: FeasibilityContext): Finding[] {
  const out: Finding[] = [];
  for (const b of ctx.scene.blocks) {
    if (!isCommandBlock(b.id)) continue;
    const command = commandOf(b.nbt);
    if (!command) continue;
    const cell = b.count === 1 ? (b.place.min.map(Math.floor) as Vec) : undefined;
    const powered = !!cell && SIDES.some((d) => {
      const n = cellAt(ctx.scene, b.place.frame, add(cell, d));
      return n !== undefined && powersNeighbour(n);
    });
    const runs = commandBlockRuns(b.id, isAuto(b.nbt), powered);
    if (runs !== 'once' && runs !== 'every tick') continue;
    const why = lethalCommand(ctx, parseCommand(`/${command}`, ctx.reg), runs === 'every tick', b.cmd);
    if (why) {
      out.push({ cmd: b.cmd, message: `This ${b.id.replace(/_/g, ' ')} runs "${command.slice(0, 60)}" ${runs === 'once' ? 'once' : 'every tick'} as soon as it is ${isAuto(b.nbt) ? 'placed' : 'powered'}, and command blocks run in MineStudio's single-player world: ${why}. Leave it out, or make it harmless.` });
    }
  }
  return out;
}

/** Why a command a command block runs (no entity: @s is nobody) kills the agent, or undefined. */
function lethalCommand(ctx: FeasibilityContext, parsed: ParsedCommand, everyTick: boolean, cmd: number): string | undefined {
  if (parsed.problems.some((p) => p.severity === 'error')) return undefined;
  const { p, asAgent } = asRun(parsed, false);
  const targets = p.args.find((a) => a.kind === 'argument' && a.name === 'targets')?.value;
  if (!selectsAgent(targets, { asAgent, pos: undefined })) return undefined;
  if (p.name === 'kill') return 'it kills the agent';
  if (p.name === 'teleport') {
    const loc = p.args.find((a) => a.kind === 'argument' && a.name === 'location')?.value;
    const y = loc?.type === 'coords' && loc.coords.length === 3 && loc.coords[1].kind === 'absolute' ? loc.coords[1].value : undefined;
    return y !== undefined && y < WORLD_BOTTOM_Y ? `it teleports the agent into the void (y ${y})` : undefined;
  }
  if (p.name === 'effect' && p.args.some((a) => a.kind === 'literal' && a.text === 'give')) {
    const effect = p.args.find((a) => a.kind === 'argument' && a.name === 'effect')?.value;
    const id = effect && 'id' in effect ? EFFECT_BY_NAME[effect.id.replace(/^minecraft:/, '')] : undefined;
    if (id === undefined) return undefined;
    const num = (name: string) => { const v = p.args.find((a) => a.kind === 'argument' && a.name === name)?.value; return v?.type === 'number' ? v.value : undefined; };
    const { model } = replayHealth(ctx.scene, ctx.commands, cmd + 1);
    const ticks = effectTicks(id, num('seconds'));
    // A repeating block gives it again every tick for as long as the agent stands there.
    for (let t = 0; t < (everyTick ? STANDING_TICKS : 1) && !model.dead; t++) {
      model.addEffect(id, num('amplifier') ?? 0, ticks);
      model.tick();
    }
    const left = model.dead ? 0 : ticksToDeath(model, {}, EPISODE_TICKS);
    return left !== undefined ? `the agent does not survive it (${model.lastCause})` : undefined;
  }
  return undefined;
}
