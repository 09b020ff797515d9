/**
 * Where the scene lets a survival agent earn experience points (vanilla
 * 1.16.5, vanilla/experienceRewards.ts): killing a mob (golems, merchants,
 * bats and armour stands give none; merchants give points by trading), mining an experience ore, smelting,
 * fishing, breeding, a bottle o' enchanting. Only what the init commands
 * provide is counted; the world around is the checks' own judgement.
 */
import type { FeasibilityContext } from './context';
import { livingEntities, placedBlockIds } from './scene';
import { experienceBlocks, givesKillExperience, tradesForExperience } from '../../vanilla/experienceRewards';


/** A source of experience in the scene, named for a message; undefined when there is none. */
export function experienceSource(ctx: FeasibilityContext): string | undefined {
  const { reg, scene, avail } = ctx;
  const has = (id: string) => (avail.pool.get(id) ?? 0) > 0;
  for (const e of livingEntities(scene)) {
    const category = reg.entities.get(e.id)?.category ?? '';
    if (tradesForExperience(e.id) && has('emerald')) return `trading with the ${e.id}`;
    if (givesKillExperience(e.id, category)) return `killing the ${e.id}`;
  }
  const egg = [...avail.pool.keys()].find((id) => id.endsWith('_spawn_egg') && has(id));
  if (egg) return `the mob of ${egg}`;
  const placed = placedBlockIds(scene);
  const ore = experienceBlocks().find((o) => placed.has(o) || has(o));
  if (ore) return `mining ${ore}`;
  if (has('experience_bottle')) return "bottles o' enchanting";
  if (avail.env.smelt && [...reg.smelting.values()].some((inputs) => inputs.some(has))) return 'smelting';
  if (has('fishing_rod') && (placed.has('water') || has('water_bucket'))) return 'fishing';
  return undefined;
}
