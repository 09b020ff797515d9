/**
 * Which world a verification runs in (issue 29). The generated overworld is
 * what MineStudio gives every task, but it is slower to start and to search;
 * the superflat world is enough when the setup gives everything the goals
 * need. So by default the natural world is used exactly when a goal needs a
 * thing the setup does not give and the generated world has (logs from its
 * trees, ore under it, a cow on its grass), in the first biome that has all
 * of those. The choice reads the task; the generator never does: it gets only
 * the seed and the biome chosen here.
 */
import type { TaskGoal } from '../../../model/goals/goalTypes';
import type { MineStudioKeys } from '../../../model/minestudio/keyTypes';
import { Closure } from '../../../analysis/feasibility/craft';
import { extraMobYields } from '../../../vanilla/naturalWorld';
import { livingEntities, placedBlockIds } from '../../../analysis/feasibility/scene';
import type { Registry } from '../../../vanilla/registry';
import type { NaturalBiome } from '../../embedded/worldGen/generatorTypes';
import type { WorldSpec } from '../../embedded/worldChoice';
import type { ProofContext } from '../../../analysis/proofs/context';
import { requiredGroups } from '../../../analysis/proofs/neverGiven';
import { reachableItems, sealedIn } from '../../../analysis/proofs/reachable';
import type { SealedRoom } from '../../../analysis/proofs/sealed';
import { GENERATED_BIOME_IDS, GENERATED_SUPPLY, generatedBiomeFor } from '../../../vanilla/biomes';
import { SUPERFLAT_BLOCKS } from '../../../vanilla/superflat';

/** The world seed when neither the task (spawn_positions) nor the user gives one. */
export const DEFAULT_WORLD_SEED = 12345;

export type WorldOption = 'auto' | 'natural' | 'flat';

export interface WorldRequest {
  world?: WorldOption;
  biome?: NaturalBiome;
  seed?: number;
}

export interface WorldChoice {
  spec: WorldSpec;
  /** Why this world, one sentence ("the goals need oak_log, which the setup does not give"). */
  why: string;
}

/** What a goal cannot do without, as groups of alternatives, each tagged with what kind of thing it is. */
interface Need { kind: 'item' | 'block' | 'mob' | 'biome'; any: string[] }

const strip = (id: string): string => id.replace(/^minecraft:/, '');

function needsOf(g: TaskGoal, reg: Registry): Need[] {
  const out: Need[] = requiredGroups(g, reg).map((any) => ({ kind: 'item', any }));
  if (g.kind === 'stat' && g.objects.length) {
    const objects = g.objects.map(strip);
    if (g.statistic === 'mined') out.push({ kind: 'block', any: objects });
    else if (g.statistic === 'killed') out.push({ kind: 'mob', any: objects });
    else if (g.statistic === 'crafted' || g.statistic === 'picked_up') out.push({ kind: 'item', any: objects });
  }
  // A fish is caught only in water (FishingBobberEntity fishes only while in water).
  if (g.kind === 'stat' && g.statistic === 'custom' && g.objects.map(strip).includes('fish_caught')) out.push({ kind: 'block', any: ['water'] });
  if (g.kind === 'stat' && g.on && g.on.kind !== 'place' && g.on.ids.length) out.push({ kind: g.on.kind === 'entity' ? 'mob' : 'block', any: g.on.ids.map(strip) });
  if (g.kind === 'reach' && g.target.kind !== 'place' && g.target.ids.length) out.push({ kind: g.target.kind === 'entity' ? 'mob' : 'block', any: g.target.ids.map(strip) });
  // "find a forest": a place that is a biome we generate, which only that generated world is.
  const biome = g.kind === 'reach' && g.target.kind === 'place' ? generatedBiomeFor(g.target.phrase.replace(/\s+/g, '_')) : undefined;
  if (biome) out.push({ kind: 'biome', any: [biome] });
  return out.filter((n) => n.any.length);
}

/** What the setup itself gives: items at hand and made from them, blocks placed, mobs summoned. */
interface Given { items: Closure; blocks: Set<string>; mobs: Set<string>; open?: string }

function givenBySetup(ctx: ProofContext): Given {
  const placed = placedBlockIds(ctx.scene);
  // A "room" holding every placed block; frame -1 matches no place, so every summoned mob counts as in it.
  const everywhere: SealedRoom = { frame: -1, cells: new Map([...placed.keys()].map((id, i) => [String(i), id])), wallCmd: -1, walls: new Set(), natural: false };
  const reach = reachableItems(ctx, everywhere);
  // The superflat world itself: grass on dirt on stone.
  reach.items.add(...SUPERFLAT_BLOCKS.flatMap((b) => ctx.reg.blocks.get(b)?.drops ?? []));
  return { items: reach.items, blocks: new Set([...placed.keys(), ...SUPERFLAT_BLOCKS]), mobs: new Set(livingEntities(ctx.scene).map((e) => e.id)), ...(reach.open ? { open: reach.open } : {}) };
}

/** Can the setup alone meet the need? */
function meets(need: Need, given: Given): boolean {
  if (need.kind === 'biome') return false;
  if (need.kind === 'block') return need.any.some((b) => given.blocks.has(b) || given.items.has(b));
  if (need.kind === 'mob') return need.any.some((m) => given.mobs.has(m) || given.items.has(`${m}_spawn_egg`));
  return need.any.some((i) => given.items.has(i));
}

/** What a biome of the generated world adds to the setup's items: its blocks, their drops, its animals' loot. */
function worldItems(biome: NaturalBiome, given: Given, reg: Registry): Closure {
  const s = GENERATED_SUPPLY[biome];
  const start = new Set(given.items.items);
  for (const b of s.blocks) {
    if (reg.items.has(b)) start.add(b);
    for (const d of reg.blocks.get(b)?.drops ?? []) start.add(d);
  }
  for (const m of s.animals) {
    for (const d of reg.entityLoot.get(m) ?? []) start.add(d.item);
    for (const y of extraMobYields(m, reg)) start.add(y);
  }
  return new Closure({ reg, table: true, smelt: true }, start);
}

function meetsIn(need: Need, biome: NaturalBiome, items: Closure): boolean {
  const s = GENERATED_SUPPLY[biome];
  if (need.kind === 'biome') return need.any.includes(biome);
  if (need.kind === 'block') return need.any.some((b) => s.blocks.includes(b) || items.has(b));
  if (need.kind === 'mob') return need.any.some((m) => s.animals.includes(m));
  return need.any.some((i) => items.has(i));
}

function named(needs: Need[]): string {
  const words = needs.slice(0, 3).map((n) => n.any.slice(0, 2).join(' or '));
  return words.join(', ') + (needs.length > 3 ? ' …' : '');
}

/**
 * The world for a verification. `ctx` is the task file's proof context (the
 * scene its commands build; undefined for a file the scene builder cannot
 * read, which then keeps the superflat world); `goals` are all the task's
 * payable goals (from its rewards, else its words).
 */
export function chooseWorld(ctx: ProofContext | undefined, goals: TaskGoal[], keys: MineStudioKeys, reg: Registry, req: WorldRequest = {},
  spawnSeed?: number): WorldChoice {
  const seed = req.seed ?? spawnSeed ?? DEFAULT_WORLD_SEED;
  const keyBiome = (keys.biomes?.value ?? []).map((b) => generatedBiomeFor(strip(b))).find((b): b is NaturalBiome => b !== undefined);
  const natural = (biome: NaturalBiome, why: string): WorldChoice => ({ spec: { kind: 'natural', seed, biome }, why });
  const flat = (why: string): WorldChoice => ({ spec: { kind: 'flat' }, why });
  if (req.world === 'flat') return flat('the superflat world was asked for');
  if (req.world === 'natural') return natural(req.biome ?? keyBiome ?? 'plains', 'the generated world was asked for');
  let given: Given | undefined;
  try {
    // Shut in by bedrock or barriers, the agent gets nothing from the world outside.
    if (ctx && sealedIn(ctx)) return flat('the agent is shut in: no world outside its room could give it anything');
    given = ctx && givenBySetup(ctx);
  } catch {
    given = undefined;
  }
  const g = given;
  const missing = g ? goals.flatMap((goal) => needsOf(goal, reg)).filter((n) => !meets(n, g)) : [];
  if (!g || !missing.length) return flat('the setup gives everything the goals need');
  const order = req.biome ? [req.biome] : keyBiome ? [keyBiome] : GENERATED_BIOME_IDS;
  const items = new Map(order.map((biome) => [biome, worldItems(biome, g, reg)]));
  const all = order.find((biome) => missing.every((n) => meetsIn(n, biome, items.get(biome)!)));
  if (all) return natural(all, `the goals need ${named(missing)}, which the setup does not give and a generated ${all} world has`);
  // No biome we generate has it all: the first with some of it still offers the most a world can.
  const some = order.find((biome) => missing.some((n) => meetsIn(n, biome, items.get(biome)!)));
  if (some) return natural(some, `the goals need ${named(missing)}, which the setup does not give; a generated ${some} world has some of it`);
  return flat(`the goals need ${named(missing)}, which neither the setup nor a generated world gives`);
}
