/**
 * The instruction against the scene: things the text names that the scene
 * neither provides nor lets the agent obtain, and a collection target handed
 * over at reset. ("Craft X" where X has no recipe is craftChecks' no-recipe,
 * which reads text goals as it reads reward entries.)
 *
 * Only sure cases warn. A thing a normal world provides (cows for milk,
 * trees for wood, ores underground) makes the task harder, not infeasible:
 * information. Names given as reward objects are left to the reward checks.
 */
import { diag, DiagnosticCode, Severity, TaskDiagnostic } from '../../../model/task/diagnostic';
import { Instruction, instructionOf } from '../../../model/instruction';
import { canMake } from '../availability';
import { makeable, Pool } from '../craft';
import type { Registry } from '../../../vanilla/registry';
import { commandRange, FeasibilityContext } from '../context';
import { extraMobYields, naturalDropItems, naturalWorld, spawnClass } from '../../../vanilla/naturalWorld';
import { livingEntities } from '../scene';
import type { Scene } from '../scene';
import { NamedThing, namedThings } from '../../../model/instruction/names';
import type { TaskGoal } from '../../../model/goals';
import { BRINGS_ABOUT } from '../../../model/goals/vocabulary';
import { STARTS_EMPTY } from '../fromScratchRule';
import { madeInWorldFrom } from '../../../vanilla/inWorldWays';
import { SMELTERS } from '../../../vanilla/furnaces';
import { builtMobParts } from '../../../vanilla/builtMobs';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

const MAX_THINGS = 40;
const MAX_TEXT = 4000;

/** One finding on a named thing: on the phrase in the instruction, or (target given) on a command line. */
interface TextFinding {
  thing: NamedThing;
  cmd?: number;
  severity: Severity;
  code: DiagnosticCode;
  message: string;
}

/**
 * Findings by scene, then by what else they read: the instruction, the reward
 * targets and whether there are commands at all. They carry no offsets, so a
 * version that changed elsewhere (or nothing, as in the lint bench) reuses
 * them and only places them on its own ranges.
 */
const findingsByScene = new WeakMap<Scene, Map<string, TextFinding[]>>();

export function checkTextAgainstScene(ctx: FeasibilityContext): TaskDiagnostic[] {
  const ins = instructionOf(ctx.model);
  if (!ins) return [];
  const key = [ins.lower, ctx.commands.length === 0, ...ctx.targets.map((t) => `${t.event}:${t.objects.map((o) => o.id).join(',')}`).sort()].join('\u0000');
  let perScene = findingsByScene.get(ctx.scene);
  if (!perScene) findingsByScene.set(ctx.scene, (perScene = new Map()));
  let found = perScene.get(key);
  if (!found) {
    // A scene meets few instructions (one per file that has its commands); keep the map small anyway.
    if (perScene.size > 16) perScene.clear();
    perScene.set(key, (found = textFindings(ctx, ins)));
  }
  const src = ctx.model.text.slice(ins.start, ins.end).toLowerCase();
  return found.map((f) => {
    const [start, end] = f.cmd !== undefined ? commandRange(ctx, f.cmd) : phraseRange(src, ins, f.thing);
    return diag(start, end, f.severity, f.code, f.message);
  });
}

function textFindings(ctx: FeasibilityContext, ins: Instruction): TextFinding[] {
  const { scene, reg } = ctx;
  // Instructions are a sentence or two; a pasted essay is read up to its first few thousand characters.
  const things = namedThings(ins.lower.slice(0, MAX_TEXT), reg);
  if (!things.length) return [];
  // Reward objects, and what they drop (the text says "mine a diamond", the reward watches diamond_ore).
  const rewardIds = new Set(ctx.targets.flatMap((t) => t.objects.map((o) => o.id)));
  for (const id of [...rewardIds]) {
    for (const d of reg.blocks.get(id)?.drops ?? []) rewardIds.add(d);
    for (const d of reg.entityLoot.get(id) ?? []) rewardIds.add(d.item);
  }
  const present = sceneIds(ctx);
  const trader = livingEntities(scene).some((e) => e.id === 'villager' || e.id === 'wandering_trader');
  const out: TextFinding[] = [];
  const seen = new Set<string>();
  // What each named thing is to the task, from the one goal reader: made, collected, or only named.
  const goals = ctx.goals.textReading?.goals ?? [];
  const goalAt = (t: NamedThing): TaskGoal | undefined => goals.find((g) => g.from.source === 'text' && g.from.start <= t.start && t.end <= g.from.end);
  // A from-scratch task gives nothing on purpose: whatever the world's materials can be turned into is
  // obtainable (slowly), so it is information at most.
  const scratch = ctx.commands.length === 0 || STARTS_EMPTY.test(ins.lower);
  for (const t of things) {
    // One report per thing, and a bounded number of things: instructions are a sentence or two.
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    if (seen.size > MAX_THINGS) break;
    const goal = goalAt(t);
    // A collection target given at reset: checks/givenChecks.ts, from the goal model.
    // The furnace of a reward-less smelting goal is craftChecks' no-furnace (which also weighs fuel): one finding, not two.
    if (ctx.goals.source === 'text' && !scratch && goal?.kind === 'stat' && goal.statistic === 'crafted' && goal.verb === 'smelt' && SMELTERS.has(t.id)) continue;
    // A kill goal's mob is entity-absent's, which knows where each mob spawns.
    if (ctx.goals.source === 'text' && goal?.kind === 'stat' && goal.statistic === 'killed' && t.ids.some((id) => goal.objects.includes(id))) continue;
    // Any reading of the phrase will do ("carrots" is the crop block and the item), and so will a variant
    // of it in the scene ("a bucket" when the agent holds a water_bucket).
    if (trader || t.ids.some((id) => rewardIds.has(id) || present.has(id) || hasVariant(present, id))) continue;
    // "build a nether portal", "craft a ladder", "decorate with flowers": the agent is asked to produce or bring it.
    if (goal && (goal.kind === 'structure' || goal.kind === 'judged' || (goal.kind === 'stat' && goal.statistic === 'crafted' && t.ids.some((id) => goal.objects.includes(id))) || (goal.kind === 'have' && goal.potion !== undefined && goal.items.some((i) => t.ids.includes(i))))) continue;
    if (BRINGS_ABOUT.test(ins.lower.slice(Math.max(0, t.start - 60), t.start))) continue;
    // A carved pumpkin is a pumpkin the scene has, carved with shears it has; obsidian is its lava and water (vanilla/inWorldWays.ts).
    if (t.ids.some((id) => madeInWorldFrom(id, (x) => present.has(x)))) continue;
    // makeable() is a cached fixed point: ask the counting planner only about ids it can reach.
    if (t.kind !== 'entity' && t.ids.some((id) => makeable(ctx.avail.pool, ctx.avail.env).has(id) && canMake(id, ctx.avail))) continue;
    if (t.kind === 'entity' && canBring(t.id, ctx)) continue;
    if (t.ids.some((id) => naturallyThere({ ...t, id }, ctx) || (scratch && fromWorld(reg).has(id)))) {
      out.push(finding(t, 'information', FEASIBILITY.textNotInScene,
        `The instruction names ${t.phrase} (${t.id}); no command provides it, so the agent must find it in the world (assumed to have some near the spawn). Provide it to be sure.`));
      continue;
    }
    const similar = [...present].filter((id) => id !== t.id && shareWord(id, t.id));
    out.push(finding(t, 'warning', FEASIBILITY.textNotInScene,
      `The instruction names ${t.phrase} (${t.id}), but no command gives, places or summons it, the agent cannot make it from its items, and a normal world does not have it near the spawn` +
      (similar.length ? `; the scene has ${similar.slice(0, 3).join(', ')} instead.` : '.') + ' Provide it, or reword the instruction.'));
  }
  return out;
}

function finding(thing: NamedThing, severity: Severity, code: DiagnosticCode, message: string, cmd?: number): TextFinding {
  return { thing, cmd, severity, code, message };
}

/** Mobs the agent can build from blocks it has (golems, the wither) or hatch from a spawn egg it has. */
function canBring(entity: string, ctx: FeasibilityContext): boolean {
  const have = (id: string) => ctx.scene.inventory.count(id);
  if (have(`${entity}_spawn_egg`) > 0) return true;
  const parts = builtMobParts(entity);
  return !!parts && parts.every((p) => p.options.reduce((n, id) => n + have(id), 0) >= p.count);
}

/** Scenes are shared across versions whose commands did not change (sceneCache.ts): so are their ids. */
const idsByScene = new WeakMap<Scene, Set<string>>();

/** Ids the scene provides: items at hand, placed blocks (and their items), living entities and what they drop. */
function sceneIds(ctx: FeasibilityContext): Set<string> {
  let ids = idsByScene.get(ctx.scene);
  if (!ids) idsByScene.set(ctx.scene, (ids = computeSceneIds(ctx)));
  return ids;
}

function computeSceneIds(ctx: FeasibilityContext): Set<string> {
  const { scene, reg } = ctx;
  const ids = new Set<string>();
  for (const s of [...scene.inventory.stacks(), ...scene.ground, ...scene.containers]) ids.add(s.id);
  for (const b of scene.blocks) {
    ids.add(b.id);
    for (const d of reg.blocks.get(b.id)?.drops ?? []) ids.add(d);
  }
  for (const e of livingEntities(scene)) {
    ids.add(e.id);
    // What it holds or shows: an item frame's Item, an item entity, a mob's hand and armour items.
    const held = [e.nbt?.Item, ...(Array.isArray(e.nbt?.HandItems) ? e.nbt!.HandItems : []), ...(Array.isArray(e.nbt?.ArmorItems) ? e.nbt!.ArmorItems : [])];
    for (const h of held) if (h && typeof h === 'object' && !Array.isArray(h) && typeof h.id === 'string') ids.add(h.id.replace(/^minecraft:/, ''));
    for (const d of reg.entityLoot.get(e.id) ?? []) ids.add(d.item);
    for (const d of extraMobYields(e.id, reg)) ids.add(d);
  }
  return ids;
}

function naturallyThere(t: NamedThing, ctx: FeasibilityContext): boolean {
  const { reg } = ctx;
  if (t.kind === 'entity') return spawnClass(t.id, reg) !== 'never';
  const world = naturalWorld(reg);
  if (world.blocks.has(t.id) || naturalDropItems(reg).has(t.id)) return true;
  // Items natural mobs yield (leather, wool, milk). Crafted things are not "found": a "diamond block" to
  // find is not there because diamonds are.
  for (const mob of [...world.commonPassives, ...world.darkHostiles]) {
    if ((reg.entityLoot.get(mob) ?? []).some((d) => d.item === t.id) || extraMobYields(mob, reg).includes(t.id)) return true;
  }
  return false;
}

const worldCache = new WeakMap<Registry, Set<string>>();

/** Everything the natural world's blocks and mobs can be crafted or smelted into. */
export function fromWorld(reg: Registry): Set<string> {
  let out = worldCache.get(reg);
  if (out) return out;
  const pool: Pool = new Map();
  for (const id of naturalDropItems(reg)) pool.set(id, 1);
  const world = naturalWorld(reg);
  for (const mob of [...world.commonPassives, ...world.darkHostiles]) {
    for (const d of reg.entityLoot.get(mob) ?? []) pool.set(d.item, 1);
    for (const d of extraMobYields(mob, reg)) pool.set(d, 1);
  }
  out = new Set([...pool.keys(), ...makeable(pool, { reg, table: true, smelt: true })]);
  worldCache.set(reg, out);
  return out;
}

/** A variant of `id` in the set: water_bucket for bucket, oak_log for oak (no array copy: this runs per named thing). */
function hasVariant(ids: Set<string>, id: string): boolean {
  const suffix = `_${id}`;
  const prefix = `${id}_`;
  for (const p of ids) if (p.endsWith(suffix) || p.startsWith(prefix)) return true;
  return false;
}

function shareWord(a: string, b: string): boolean {
  const wa = new Set(a.split('_'));
  return b.split('_').some((w) => w.length > 2 && wa.has(w));
}

/** The phrase's document range when the source shows it where the value has it (a plain one-line scalar); else the whole text. */
function phraseRange(src: string, ins: Instruction, t: NamedThing): [number, number] {
  const want = ins.lower.slice(t.start, t.end);
  const at = src.startsWith(want, t.start) ? t.start : src.indexOf(want);
  if (at < 0) return [ins.start, ins.end];
  return [ins.start + at, ins.start + at + want.length];
}
