/**
 * Which mobs a lead can take in vanilla 1.16.5, and the distances a leash
 * keeps. MobEntity.canBeLeashedBy is `!isLeashed() && !(this instanceof
 * Monster)`; MerchantEntity (villager, wandering trader), AmbientEntity
 * (bat), WaterCreatureEntity (squid and the fish) and TurtleEntity return
 * false; hoglins and zoglins are monsters that allow it (their own override);
 * dolphins allow it. Shared by the lint check (feasibility/not-leashable) and
 * the embedded server's leads plugin.
 */
import { ownTable } from '../util/ownTable';

const MONSTER = 'monsters refuse leads; only hoglins and zoglins among them take one';
const MERCHANT = 'villagers and wandering traders refuse leads';
const WATER = 'squids and fish refuse leads (dolphins take one)';

/** Mob → why a lead cannot be attached to it. */
export const NOT_LEASHABLE: Readonly<Record<string, string>> = ownTable({
  villager: MERCHANT, wandering_trader: MERCHANT,
  bat: 'bats refuse leads', turtle: 'turtles refuse leads',
  squid: WATER, cod: WATER, salmon: WATER, pufferfish: WATER, tropical_fish: WATER,
  ...Object.fromEntries(['zombie', 'zombie_villager', 'husk', 'drowned', 'skeleton', 'stray', 'wither_skeleton', 'creeper', 'spider',
    'cave_spider', 'enderman', 'witch', 'slime', 'magma_cube', 'blaze', 'ghast', 'phantom', 'silverfish', 'endermite', 'guardian',
    'elder_guardian', 'shulker', 'vindicator', 'evoker', 'pillager', 'ravager', 'vex', 'illusioner', 'piglin', 'piglin_brute',
    'zombified_piglin', 'wither', 'giant', 'ender_dragon'].map((m) => [m, MONSTER])),
});

export function leashable(mob: string): boolean {
  return mob !== 'player' && NOT_LEASHABLE[mob] === undefined;
}

/** A leashed mob is pulled towards its holder beyond this distance (PathAwareEntity.updateLeash: 6 blocks). */
export const LEASH_PULL_DISTANCE = 6;
/** The leash breaks (and drops a lead) beyond this distance (MobEntity.updateLeash: 10 blocks). */
export const LEASH_BREAK_DISTANCE = 10;
/** LeadItem.attachHeldMobsToBlock ties the player's mobs within this box half-size around the fence (7 blocks). */
export const LEASH_TIE_RANGE = 7;

/** Blocks of the `minecraft:fences` tag in 1.16.5 (the wooden fences and the nether brick fence; not the gates). */
export function isFence(block: string): boolean {
  return block.endsWith('_fence');
}
