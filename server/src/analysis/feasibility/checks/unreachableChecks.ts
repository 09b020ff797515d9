/**
 * Targets the scene holds but vanilla 1.16.5 puts out of reach, with the
 * embedded server's own rules (vanilla/targetRules.ts):
 *
 * - `feasibility/target-invulnerable`: every summoned mob a kill entry (or a
 *   "kill …" clause of the text) needs has Invulnerable:1b or Resistance V
 *   lasting the episode (ActiveEffects, or /effect on @e[type=…]);
 * - `feasibility/item-never-picked-up`: the pickup target lies only in items
 *   summoned with PickupDelay:32767 (never counted down) and nothing else
 *   in the scene yields it;
 * - `feasibility/no-tile-drops`: /gamerule doTileDrops false and the pickup
 *   target comes only from mining (mine_block entries still count: the
 *   `mined` statistic does not need a drop);
 * - `feasibility/adventure-mode`: the agent is put in adventure mode and the
 *   task must break (mine_block, "mine …") or place blocks, with no item
 *   whose CanDestroy allows it.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { ObjectRef } from '../../../model/task/taskModel';
import { instructionOf } from '../../../model/instruction';
import type { StatGoal } from '../../../model/goals';
import { availability, canMake } from '../availability';
import { commandRange, FeasibilityContext } from '../context';
import { naturalDropItems, naturalWorld, spawnClass } from '../../../vanilla/naturalWorld';
import { isNight, livingEntities, Scene, SummonedEntity } from '../scene';
import { perObject } from './targets';
import { gameruleOf } from '../agentHealth';
import { RESISTANCE_IMMUNE_AMPLIFIER } from '../../../vanilla/harmRules';
import { adventureMayBreak, ADVENTURE, EPISODE_TICKS, mobProtection, pickupDelayOf, TILE_DROPS_RULE, tileDropsOff } from '../../../vanilla/targetRules';
import { FEASIBILITY } from '../../../model/diagnosticCodes';
import { pushAll } from '../../../util/pushAll';

const LISTS = ['reward_cfg', 'milestone_reward_cfg'];

export function checkUnreachableTargets(ctx: FeasibilityContext): TaskDiagnostic[] {
  return [...invulnerableTargets(ctx), ...neverPickedUp(ctx), ...noTileDrops(ctx), ...adventureMode(ctx)];
}

/** Why this summoned mob cannot be hurt for the whole episode, or undefined. */
function protection(scene: Scene, e: SummonedEntity): string | undefined {
  const p = mobProtection(e.nbt);
  if (p?.kind === 'invulnerable') return 'has Invulnerable:1b';
  if (p?.kind === 'resistance' && p.ticks >= EPISODE_TICKS) return `has Resistance ${p.amplifier + 1} for ${Math.round(p.ticks / 20)} s (ActiveEffects)`;
  // /effect give @e[type=<it>] resistance <seconds> <amplifier ≥ 4> after it was summoned.
  const given = scene.effectCommands.filter((c) => c.cmd > e.cmd && (c.types === undefined || c.types.includes(e.id)) && (c.id === undefined || c.id === 'resistance'));
  const last = given[given.length - 1];
  // A selector with more options than type= (tag, limit …) may or may not pick this one: nothing sure to say.
  if (last?.filtered) return undefined;
  const seconds = last?.seconds ?? 30;
  if (last?.action === 'give' && (last.amplifier ?? 0) >= RESISTANCE_IMMUNE_AMPLIFIER && seconds * 20 >= EPISODE_TICKS) {
    return `is given Resistance ${(last.amplifier ?? 0) + 1} for ${seconds} s by line ${last.cmd + 1}`;
  }
  return undefined;
}

/** The reason every summoned `id` is unhurtable, or undefined when one can be killed (or none is summoned). */
function allProtected(ctx: FeasibilityContext, id: string): string | undefined {
  const mobs = livingEntities(ctx.scene).filter((e) => e.id === id);
  if (!mobs.length) return undefined;
  const reasons = mobs.map((e) => protection(ctx.scene, e));
  if (reasons.some((r) => r === undefined)) return undefined;
  return reasons[0];
}

/** Natural spawns may still bring a killable one: then this is only information. */
function severityFor(ctx: FeasibilityContext, id: string): 'warning' | 'information' {
  const cls = spawnClass(id, ctx.reg);
  return cls === 'common-passive' || (cls === 'dark-hostile' && isNight(ctx.scene)) ? 'information' : 'warning';
}

function invulnerableMessage(id: string, why: string): string {
  return `The summoned ${id} ${why}: vanilla lets nothing the agent does hurt it (only the void and /kill do), so it can never be killed. Remove the protection, or summon another ${id} without it.`;
}

function invulnerableTargets(ctx: FeasibilityContext): TaskDiagnostic[] {
  // Most scenes summon no protected mob: then nothing here can apply (and the text is not read at all).
  if (!livingEntities(ctx.scene).some((e) => protection(ctx.scene, e) !== undefined)) return [];
  const out = perObject(ctx, 'kill_entity', (o) => {
    const why = allProtected(ctx, o.id);
    return why ? [diag(o.start, o.end, severityFor(ctx, o.id), FEASIBILITY.targetInvulnerable, invulnerableMessage(o.id, why))] : [];
  }, { lists: LISTS });
  // "kill the zombie" in the text, with no kill entry for it.
  const ins = instructionOf(ctx.model);
  if (!ins) return out;
  const entryTargets = new Set(ctx.targets.filter((t) => t.event === 'kill_entity').flatMap((t) => t.objects.map((o) => o.id)));
  for (const goal of statGoals(ctx, 'killed')) {
    const target = goal.objects[0];
    if (!target || entryTargets.has(target)) continue;
    const why = allProtected(ctx, target);
    if (why) out.push(diag(ins.start, ins.end, severityFor(ctx, target), FEASIBILITY.targetInvulnerable, `The text asks to ${goal.text.toLowerCase().trim()}, but ${invulnerableMessage(target, why).replace(/^The/, 'the')}`));
  }
  return out;
}

/**
 * Can the agent pick `id` up in `scene`: an item lying there, one it has
 * (it can drop it and pick it up again), or one it can get by mining placed
 * blocks, killing summoned mobs or crafting (sourceChecks' sources)?
 */
function pickableIn(ctx: FeasibilityContext, scene: Scene, id: string): boolean {
  if (scene.ground.some((s) => s.id === id) || scene.inventory.stacks().some((s) => s.id === id)) return true;
  const a = availability(scene, ctx.reg, ctx.intendedItems);
  return (a.pool.get(id) ?? 0) > 0 || canMake(id, a);
}

/** Does a natural surface block (not an ore the agent must dig for) drop `id`? */
function surfaceDrop(ctx: FeasibilityContext, id: string): boolean {
  return [...naturalWorld(ctx.reg).blocks].some((b) => !/_ore$|^(bedrock|obsidian|lava|water)$/.test(b) && (ctx.reg.blocks.get(b)?.drops ?? []).includes(id));
}

function neverPickedUp(ctx: FeasibilityContext): TaskDiagnostic[] {
  const never = ctx.scene.entities.filter((e) => e.id === 'item' && pickupDelayOf(e.nbt) === 'never');
  if (!never.length) return [];
  return perObject(ctx, 'pickup', (o: ObjectRef) => {
    const mine = never.filter((e) => itemOf(e) === o.id);
    if (!mine.length) return [];
    const cmds = new Set(mine.map((e) => e.cmd));
    const rest: Scene = { ...ctx.scene, ground: ctx.scene.ground.filter((s) => !(s.id === o.id && cmds.has(s.cmd))) };
    if (pickableIn(ctx, rest, o.id)) return [];
    // The world's surface may still give one (dirt, logs): then the task is only not as designed.
    const natural = surfaceDrop(ctx, o.id);
    return [diag(o.start, o.end, natural ? 'information' : 'warning', FEASIBILITY.itemNeverPickedUp,
      `The ${o.id} on the ground (line ${mine[0].cmd + 1}) has PickupDelay:${String(mine[0].nbt?.PickupDelay)}: vanilla never counts that delay down, so it can never be picked up, and nothing else in the scene yields ${o.id}` +
      `${natural ? ` (only the ${o.id} the world's surface may have)` : ''}. Leave out PickupDelay (or use a small one, in ticks).`)];
  }, { lists: LISTS });
}

function itemOf(e: SummonedEntity): string | undefined {
  const it = e.nbt?.Item;
  return it && typeof it === 'object' && !Array.isArray(it) && typeof it.id === 'string' ? it.id.replace(/^minecraft:/, '') : undefined;
}

function noTileDrops(ctx: FeasibilityContext): TaskDiagnostic[] {
  const rule = gameruleOf(ctx.commands, TILE_DROPS_RULE);
  if (!rule || !tileDropsOff(rule.value)) return [];
  // Without mined drops: no placed block and no natural block yields anything.
  const unmined: Scene = { ...ctx.scene, blocks: [] };
  return perObject(ctx, 'pickup', (o: ObjectRef) => {
    if (!ctx.reg.items.has(o.id) || pickableIn(ctx, unmined, o.id)) return [];
    // Only when mining was the way (else feasibility/no-source already says there is none).
    if (!pickableIn(ctx, ctx.scene, o.id) && !naturalDropItems(ctx.reg).has(o.id)) return [];
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noTileDrops,
      `Line ${rule.cmd + 1} sets doTileDrops to false: mined blocks drop nothing, so ${o.id} can only come from mining here and is never picked up (a mine_block entry would still count). Leave the gamerule out, or give the item another source.`)];
  }, { lists: LISTS });
}

/** Blocks the task must break or place: mine_block objects, "mine …" clauses, use_item of blocks, "place …"/"build …" clauses. */
function blockWork(ctx: FeasibilityContext): { breaks: string[]; places: boolean } {
  const breaks = ctx.targets.filter((t) => t.event === 'mine_block').flatMap((t) => t.objects.map((o) => o.id));
  let places = ctx.targets.some((t) => t.event === 'use_item' && t.objects.some((o) => ctx.reg.blocks.has(o.id) && ctx.reg.items.has(o.id)));
  const ins = instructionOf(ctx.model);
  if (ins) {
    for (const goal of statGoals(ctx, 'mined')) pushAll(breaks, goal.objects);
    // "place a torch", "build a pillar", "decorate the room": the reader's goals that put blocks down.
    if ((ctx.goals.textReading?.goals ?? []).some((g) => (g.kind === 'stat' && g.verb === 'place') || g.kind === 'structure' || (g.kind === 'judged' && (g.activity === 'build' || g.activity === 'decorate')))) places = true;
  }
  return { breaks: [...new Set(breaks)], places };
}

/** The instruction's statistic goals of one category (the one goal reader, core/goals). */
function statGoals(ctx: FeasibilityContext, statistic: StatGoal['statistic']): StatGoal[] {
  return (ctx.goals.textReading?.goals ?? []).filter((g): g is StatGoal => g.kind === 'stat' && g.statistic === statistic);
}

function adventureMode(ctx: FeasibilityContext): TaskDiagnostic[] {
  const mode = ctx.scene.gamemode;
  if (mode?.value !== ADVENTURE) return [];
  const { breaks, places } = blockWork(ctx);
  const tags = ctx.scene.inventory.stacks().map((s) => parseTag(s.nbt));
  const tagged = (tag: string, block: string) => (ctx.reg.blockTags.get(tag) ?? []).some((n) => n.replace(/^minecraft:/, '') === block);
  const stuck = breaks.filter((b) => !tags.some((t) => adventureMayBreak(t, b, tagged)));
  const placeBlocked = places && !tags.some((t) => Array.isArray(t?.CanPlaceOn) && t!.CanPlaceOn.length > 0);
  if (!stuck.length && !placeBlocked) return [];
  const what = stuck.length ? `break ${stuck.slice(0, 3).join(', ')}${stuck.length > 3 ? ' …' : ''}` : 'place blocks';
  const [start, end] = commandRange(ctx, mode.cmd);
  return [diag(start, end, 'warning', FEASIBILITY.adventureMode,
    `This puts the agent in adventure mode, where vanilla lets it break only blocks a held item's CanDestroy lists and place only on blocks its CanPlaceOn lists; the task needs it to ${what}. Use survival mode (or give a tool with CanDestroy).`)];
}

function parseTag(nbt: string | undefined): Record<string, unknown> | undefined {
  if (!nbt) return undefined;
  try { return JSON.parse(nbt) as Record<string, unknown>; } catch { return undefined; }
}
