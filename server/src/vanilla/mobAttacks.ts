/**
 * How the overworld's common hostile mobs attack a player in vanilla 1.16.5:
 * the zombie family hits in melee for its attack damage attribute (3 on
 * normal difficulty: ZombieEntity and its husk, drowned and zombie villager
 * kinds), skeletons and strays shoot arrows from a bow.
 */
import { ownTable } from '../util/ownTable';

/** Melee attack damage on normal difficulty, by entity. */
export const MELEE_DAMAGE: Readonly<Record<string, number>> = ownTable({ zombie: 3, husk: 3, drowned: 3, zombie_villager: 3 });

/** Mobs that melee a player: the keys of MELEE_DAMAGE. */
export const MELEE_ATTACKERS: readonly string[] = Object.keys(MELEE_DAMAGE);

/** Mobs that shoot a player with a bow. */
export const ARCHERS: ReadonlySet<string> = new Set(['skeleton', 'stray']);

/** MeleeAttackGoal: ticks between two hits. */
export const MELEE_ATTACK_COOLDOWN_TICKS = 20;
/** RangedBowAttackGoal (skeletons): ticks a bow is drawn before the shot, and the distance it shoots from. */
export const BOW_DRAW_TICKS = 20;
export const BOW_ATTACK_RANGE = 15;
