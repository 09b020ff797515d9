/**
 * Projectiles of vanilla 1.16.5: the gravity of each projectile entity
 * (blocks/tick² subtracted from its vertical motion each tick: 0.05 for
 * arrows and tridents, AbstractArrowEntity; 0.03 for thrown items,
 * ThrowableEntity.getGravityVelocity), the items thrown by hand, and how
 * fast each ranged item launches what it shoots (SnowballItem, EggItem,
 * EnderPearlItem 1.5; TridentItem 2.5; CrossbowItem 3.15 for an arrow).
 * Arrow items come from the registry's `arrows` item tag: what BowItem
 * shoots; CrossbowItem takes those or a firework rocket.
 */
import type { Registry } from './registry';
import { ownTable } from '../util/ownTable';

export type ProjectileKind = 'arrow' | 'trident' | 'snowball' | 'egg' | 'ender_pearl';

export const PROJECTILE_GRAVITY: Readonly<Record<ProjectileKind, number>> = Object.freeze({
  arrow: 0.05, trident: 0.05, snowball: 0.03, egg: 0.03, ender_pearl: 0.03,
});

/** Items a right click throws as an entity of the same name. */
export const THROWN_ITEMS: readonly ProjectileKind[] = ['snowball', 'egg', 'ender_pearl'];

/** Launch speed (blocks per tick) of thrown items. */
export const THROWN_SPEED = 1.5;
/** Launch speed of a thrown trident. */
export const TRIDENT_SPEED = 2.5;
/** Launch speed of an arrow shot from a crossbow. */
export const CROSSBOW_ARROW_SPEED = 3.15;

/** What each ranged item sends flying, and how fast. */
export const LAUNCHES: Readonly<Record<string, { projectile: ProjectileKind; speed: number }>> = ownTable({
  ...Object.fromEntries(THROWN_ITEMS.map((i) => [i, { projectile: i, speed: THROWN_SPEED }])),
  trident: { projectile: 'trident', speed: TRIDENT_SPEED },
  crossbow: { projectile: 'arrow', speed: CROSSBOW_ARROW_SPEED },
});

/** Items a bow or crossbow shoots (the `arrows` item tag). */
export function arrowItems(reg: Registry): readonly string[] {
  return reg.itemTags.get('arrows') ?? [];
}

/** The ammunition a ranged weapon fires; undefined for anything else. */
export function ammoFor(weapon: string, reg: Registry): readonly string[] | undefined {
  if (weapon === 'bow') return arrowItems(reg);
  if (weapon === 'crossbow') return [...arrowItems(reg), 'firework_rocket'];
  return undefined;
}

/** AbstractArrowEntity's base damage, and a thrown trident's (TridentEntity). */
export const ARROW_BASE_DAMAGE = 2;
export const TRIDENT_DAMAGE = 8;
/** CrossbowItem.performShooting: Multishot's three arrows leave at these yaw offsets. */
export const MULTISHOT_OFFSETS: readonly number[] = [0, -10, 10];
/** TridentItem.releaseUsing: a trident is thrown only after 10 ticks of charging. */
export const TRIDENT_MIN_CHARGE_TICKS = 10;
/** EnderPearlItem: the cooldown after a throw. */
export const ENDER_PEARL_COOLDOWN_TICKS = 20;
/** TridentEntity.tick: a Loyalty trident turns back after 4 ticks in the ground. */
export const LOYALTY_GROUND_TICKS = 4;
/** AbstractArrowEntity.shakeTime after sticking: no pickup before. */
export const ARROW_SHAKE_TICKS = 7;
