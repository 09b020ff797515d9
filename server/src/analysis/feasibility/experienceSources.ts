/**
 * Where the scene lets a survival agent earn experience points (vanilla
 * 1.16.5): killing a mob (golems, villagers and armour stands give none;
 * villagers give points by trading), mining an experience ore, smelting,
 * fishing, breeding, a bottle o' enchanting. Only what the init commands
 * provide is counted; the world around is the checks' own judgement.
 */
import type { FeasibilityContext } from './context';
import { livingEntities, placedBlockIds } from './scene';

const XP_ORES = ['coal_ore', 'diamond_ore', 'emerald_ore', 'lapis_ore', 'redstone_ore', 'nether_quartz_ore', 'nether_gold_ore', 'spawner'];
/** Killed, these give no experience (a villager gives some by trading, counted apart). */
const NO_XP_KILLS = new Set(['iron_golem', 'snow_golem', 'armor_stand', 'villager', 'wandering_trader']);

/** A source of experience in the scene, named for a message; undefined when there is none. */
export function experienceSource(ctx: FeasibilityContext): string | undefined {
  const { reg, scene, avail } = ctx;
  const has = (id: string) => (avail.pool.get(id) ?? 0) > 0;
  for (const e of livingEntities(scene)) {
    const category = reg.entities.get(e.id)?.category ?? '';
    if ((e.id === 'villager' || e.id === 'wandering_trader') && has('emerald')) return `trading with the ${e.id}`;
    if (/mobs/i.test(category) && !NO_XP_KILLS.has(e.id)) return `killing the ${e.id}`;
  }
  const egg = [...avail.pool.keys()].find((id) => id.endsWith('_spawn_egg') && has(id));
  if (egg) return `the mob of ${egg}`;
  const placed = placedBlockIds(scene);
  const ore = XP_ORES.find((o) => placed.has(o) || has(o));
  if (ore) return `mining ${ore}`;
  if (has('experience_bottle')) return "bottles o' enchanting";
  if (avail.env.smelt && [...reg.smelting.values()].some((inputs) => inputs.some(has))) return 'smelting';
  if (has('fishing_rod') && (placed.has('water') || has('water_bucket'))) return 'fishing';
  return undefined;
}
