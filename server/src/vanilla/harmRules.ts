/**
 * Vanilla 1.16.5 damage facts. The embedded server's health ticker
 * (embedded/plugins/harm.ts, through vanilla/healthModel.ts) applies them and the
 * static checks (feasibility/checks/harmChecks.ts) warn with them, so the
 * editor's "this kills the agent" and the verification report agree.
 *
 * Sources, by 1.16.5 class (Mojang names): LivingEntity#hurt (the hurt
 * cooldown), #getDamageAfterMagicAbsorb (resistance), #calculateFallDamage,
 * Entity#baseTick (void below y −64, burning, lava), InstantenousMobEffect
 * and MobEffect#applyEffectTick / #isDurationEffectTick (instant damage,
 * poison, wither, regeneration), Block#fallOn and its overrides (slime, hay,
 * honey, beds), FoodData#tick (natural regeneration).
 */

export const PLAYER_MAX_HEALTH = 20;
/** After a hit, a living entity ignores hits no stronger than it for 10 ticks (invulnerableTime 20, compared with 10). */
export const HURT_COOLDOWN_TICKS = 10;

/** 1.16 effect ids (the numeric ids /effect and ActiveEffects use). */
export const EFFECT = {
  jumpBoost: 8, instantHealth: 6, instantDamage: 7, regeneration: 10, resistance: 11, fireResistance: 12, waterBreathing: 13,
  poison: 19, wither: 20, absorption: 22, slowFalling: 28, conduitPower: 29,
} as const;

/** The same ids by registry name (`minecraft:` stripped), for checks that read /effect lines. */
export const EFFECT_BY_NAME: Readonly<Record<string, number>> = Object.freeze(Object.assign(Object.create(null), {
  jump_boost: EFFECT.jumpBoost, instant_health: EFFECT.instantHealth, instant_damage: EFFECT.instantDamage,
  regeneration: EFFECT.regeneration, resistance: EFFECT.resistance, fire_resistance: EFFECT.fireResistance,
  poison: EFFECT.poison, wither: EFFECT.wither, absorption: EFFECT.absorption, slow_falling: EFFECT.slowFalling,
}));

/** Instant effects last `seconds` ticks when /effect gives them (not seconds × 20), 1 tick by default. */
export const INSTANT_EFFECTS: ReadonlySet<number> = new Set([EFFECT.instantHealth, EFFECT.instantDamage]);

/** What dealt damage; decides which protections apply. */
export type DamageKind = 'void' | 'kill' | 'lava' | 'fire' | 'burning' | 'suffocation' | 'drowning' | 'contact' | 'fall' | 'magic' | 'wither' | 'attack';

/** Void and /kill ignore creative and spectator invulnerability, `Invulnerable`, and resistance. */
export function bypassesProtection(kind: DamageKind): boolean {
  return kind === 'void' || kind === 'kill';
}

/** Fire resistance cancels these (a magma block's hot floor is fire damage too). */
export function isFireDamage(kind: DamageKind): boolean {
  return kind === 'lava' || kind === 'fire' || kind === 'burning';
}

/**
 * Damage left after Resistance of `amplifier` (level amplifier + 1): each
 * level takes 20 %, so amplifier 4 (Resistance V) and above take everything.
 */
export function afterResistance(amount: number, amplifier: number | undefined, kind: DamageKind): number {
  if (amplifier === undefined || bypassesProtection(kind)) return amount;
  return Math.max((amount * (25 - (amplifier + 1) * 5)) / 25, 0);
}

/** The amplifier from which Resistance makes an entity immune to all but void and /kill. */
export const RESISTANCE_IMMUNE_AMPLIFIER = 4;

/** Instant damage of `amplifier`: 6 << amplifier, Java int arithmetic (amplifier 1 → 12, 2 → 24; ≥ 29 overflows to nothing). */
export function instantDamage(amplifier: number): number {
  return Math.max(6 << amplifier, 0);
}

/** Instant health of `amplifier`: 4 << amplifier. */
export function instantHealth(amplifier: number): number {
  return Math.max(4 << amplifier, 0);
}

/**
 * Ticks between the hits (or heals) of a periodic effect, 0 meaning every
 * tick: poison 25 >> a, wither 40 >> a, regeneration 50 >> a. Undefined
 * for effects that do nothing periodically.
 */
export function effectPeriod(id: number, amplifier: number): number | undefined {
  if (id === EFFECT.poison) return 25 >> amplifier;
  if (id === EFFECT.wither) return 40 >> amplifier;
  if (id === EFFECT.regeneration) return 50 >> amplifier;
  return undefined;
}

/** Below this y the void hurts every tick (the hurt cooldown makes it 4 per half second). */
export const VOID_DAMAGE_Y = -64;
export const VOID_DAMAGE = 4;
/** The lowest y a block can be; a player below it falls into the void. */
export const WORLD_BOTTOM_Y = 0;
/** The highest block y (a fall from above it lands at best on a block at 255). */
export const WORLD_TOP_Y = 255;
export const LAVA_DAMAGE = 4;
/** Lava sets the player on fire for 15 s, a fire block for 8 s; burning hurts 1 every 20 ticks. */
export const LAVA_BURN_TICKS = 300;
export const FIRE_BLOCK_BURN_TICKS = 160;
export const FIRE_BLOCK_DAMAGE = 1;
export const BURN_DAMAGE = 1;
export const BURN_PERIOD_TICKS = 20;
export const SUFFOCATION_DAMAGE = 1;

/** Air a player holds (ticks) with its eyes under water; at −20 it takes 2 damage and starts again from 0 (LivingEntity#baseTick). */
export const MAX_AIR = 300;
export const DROWN_DAMAGE = 2;
/** Out of water, air comes back 4 a tick. */
export const AIR_REFILL = 4;

/** Blocks that hurt whoever is inside them: a cactus, 1 a hit (a sweet berry bush hurts only a moving player: not modelled). */
export function contactDamage(block: string): number {
  return block === 'cactus' ? 1 : 0;
}

/**
 * Summoned entities whose harm the embedded server does not model: each is
 * reported as a limitation, so a verdict never claims `true` beside it.
 */
export const UNMODELLED_HAZARDS: Readonly<Record<string, string>> = Object.freeze(Object.assign(Object.create(null), {
  tnt: 'primed TNT explodes after its Fuse (80 ticks unless set)',
  tnt_minecart: 'a TNT minecart explodes when it is hit, burns or rolls over a powered activator rail',
  lightning_bolt: 'a lightning bolt deals 5 damage and sets the agent and the blocks around it on fire',
}));

/** A magma block under the feet burns 1 a hit unless the player sneaks or resists fire (MagmaBlock#stepOn). */
export function isHotFloor(block: string): boolean {
  return block === 'magma_block';
}

/** Fall distance without damage. */
export const SAFE_FALL = 3;

/** How landing on a block changes a fall (Block#fallOn): its distance or its damage is scaled. */
export interface Landing {
  distanceFactor: number;
  damageFactor: number;
}

/** Water, climbable blocks, cobwebs and slime blocks (not sneaking) end a fall without damage; hay and honey take 80 % of it; a bed halves the distance. */
export function landingOn(block: string): Landing {
  if (/^(water|bubble_column|cobweb|ladder|vine|scaffolding|twisting_vines(_plant)?|weeping_vines(_plant)?|slime_block)$/.test(block)) return { distanceFactor: 1, damageFactor: 0 };
  if (block === 'hay_block' || block === 'honey_block') return { distanceFactor: 1, damageFactor: 0.2 };
  if (/_bed$/.test(block)) return { distanceFactor: 0.5, damageFactor: 1 };
  return { distanceFactor: 1, damageFactor: 1 };
}

/** Fall damage: ceil((distance − 3 − jump boost level) × factor), never negative. */
export function fallDamage(distance: number, landing: Landing = landingOn('stone'), jumpBoostAmplifier?: number): number {
  const boost = jumpBoostAmplifier === undefined ? 0 : jumpBoostAmplifier + 1;
  return Math.max(0, Math.ceil((distance * landing.distanceFactor - SAFE_FALL - boost) * landing.damageFactor));
}

/** Blocks whose touch burns (the fire blocks; lava is its own rule). */
export function isFireBlock(block: string): boolean {
  return block === 'fire' || block === 'soul_fire';
}

/** Lava, still or flowing (1.16 has one block with levels). */
export function isLava(block: string): boolean {
  return block === 'lava';
}

/**
 * Blocks that hurt a player standing in them or on them: lava, fire, a magma
 * block, a cactus, and the two the health model leaves out, the sweet berry
 * bush (SweetBerryBushBlock.onEntityCollision, while moving) and the wither
 * rose (WitherRoseBlock.onEntityCollision: the wither effect).
 */
export function hurtsToStandIn(block: string): boolean {
  return isLava(block) || isFireBlock(block) || isHotFloor(block) || contactDamage(block) > 0 ||
    block === 'sweet_berry_bush' || block === 'wither_rose';
}

/**
 * Ticks a fall of `distance` blocks takes from rest (vanilla's gravity:
 * v ← (v − 0.08) × 0.98 a tick, about 3.9 blocks a tick at most).
 */
export function fallTicks(distance: number): number {
  let v = 0;
  let fallen = 0;
  let t = 0;
  while (fallen < distance && t < 1_000_000) {
    v = (v - 0.08) * 0.98;
    fallen -= v;
    t++;
  }
  return t;
}
