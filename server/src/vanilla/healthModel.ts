/**
 * A player's health, tick by tick, as vanilla 1.16.5 computes it from the
 * facts in harmRules.ts: the hurt cooldown, resistance, fire resistance,
 * absorption, burning, lava, the void, suffocation, falls, the periodic
 * effects (poison, wither, regeneration), instant effects and natural
 * regeneration from food. The embedded server runs one per player against
 * the live world; the static checks run one against the scene the init
 * commands build (the agent standing still, as MineStudio's reset frames
 * leave it), so both reach the same verdict on a lethal setup.
 *
 * Also air and drowning, cactus and berry bushes, magma blocks.
 *
 * Not modelled: armour and enchantments (protection, feather falling,
 * respiration), rain putting out fire, hunger beyond the starting food,
 * health boost, mobs and explosions (the embedded server reports primed TNT
 * as a limitation).
 */
import {
  afterResistance, BURN_DAMAGE, BURN_PERIOD_TICKS, bypassesProtection, DamageKind, EFFECT, effectPeriod, FIRE_BLOCK_BURN_TICKS, HURT_COOLDOWN_TICKS,
  instantDamage, instantHealth, INSTANT_EFFECTS, isFireDamage, Landing, LAVA_BURN_TICKS, LAVA_DAMAGE, PLAYER_MAX_HEALTH, SUFFOCATION_DAMAGE, VOID_DAMAGE,
  fallDamage, MAX_AIR, AIR_REFILL, DROWN_DAMAGE,
} from './harmRules';

/** Where the player is this tick. */
export interface Exposure {
  /** Below y −64. */
  void?: boolean;
  /** Touching lava. */
  lava?: boolean;
  /** Touching a fire block: its damage (fire 1, soul fire 2), 0 or absent when none. */
  fire?: number;
  /** Eyes inside a suffocating block. */
  inWall?: boolean;
  /** In water: burning stops. */
  water?: boolean;
  /** Eyes under water: air runs out, then drowning. */
  underwater?: boolean;
  /** Touching a block that hurts (cactus, sweet berry bush): its damage. */
  contact?: number;
  /** Standing on a magma block (not sneaking). */
  hotFloor?: boolean;
}

/** Game settings the model honours. */
export interface HealthRules {
  /** Creative or spectator: only the void and /kill hurt. */
  invulnerable: boolean;
  fallDamage: boolean;
  fireDamage: boolean;
  drowningDamage: boolean;
  naturalRegeneration: boolean;
  /** Peaceful difficulty heals 1 every 20 ticks. */
  peaceful: boolean;
}

export const DEFAULT_RULES: HealthRules = { invulnerable: false, fallDamage: true, fireDamage: true, drowningDamage: true, naturalRegeneration: true, peaceful: false };

interface ActiveEffect { amplifier: number; ticks: number }

export class HealthModel {
  health = PLAYER_MAX_HEALTH;
  absorption = 0;
  food = 20;
  saturation = 5;
  exhaustion = 0;
  fireTicks = 0;
  air = MAX_AIR;
  /** What hurt the player last ("instant damage", "fell out of the world" …): the cause of a death. */
  lastCause?: string;
  rules: HealthRules;
  private age = 0;
  private cooldown = 0;
  private lastHurt = 0;
  private foodTimer = 0;
  private readonly effects = new Map<number, ActiveEffect>();

  constructor(rules: Partial<HealthRules> = {}) {
    this.rules = { ...DEFAULT_RULES, ...rules };
  }

  get dead(): boolean {
    return this.health <= 0;
  }

  amplifierOf(id: number): number | undefined {
    return this.effects.get(id)?.amplifier;
  }

  /**
   * Gives an effect for `ticks` ticks. An instant effect applies once now
   * (vanilla applies it on the next tick) and once more on each later tick
   * of its duration, which the hurt cooldown mostly absorbs.
   */
  addEffect(id: number, amplifier: number, ticks: number): void {
    if (id === EFFECT.absorption) this.absorption += 4 * (amplifier + 1);
    if (INSTANT_EFFECTS.has(id)) {
      if (ticks < 1) return;
      this.applyInstant(id, amplifier);
      if (ticks > 1) this.effects.set(id, { amplifier, ticks: ticks - 1 });
      return;
    }
    if (ticks > 0) this.effects.set(id, { amplifier, ticks });
  }

  /** Whether anything on the player can still kill it where nothing hurts: burning, wither or a lasting instant damage (poison never kills). */
  canStillKill(): boolean {
    if (this.fireTicks > 0) return true;
    for (const id of this.effects.keys()) if (id === EFFECT.wither || (INSTANT_EFFECTS.has(id) && id !== EFFECT.instantHealth)) return true;
    return false;
  }

  removeEffect(id: number): void {
    this.effects.delete(id);
  }

  clearEffects(): void {
    this.effects.clear();
  }

  /** Damage after every protection and the hurt cooldown; returns what was dealt. */
  hurt(amount: number, kind: DamageKind, cause: string): number {
    if (this.dead || amount <= 0) return 0;
    if (this.rules.invulnerable && !bypassesProtection(kind)) return 0;
    if (isFireDamage(kind) && (!this.rules.fireDamage || this.effects.has(EFFECT.fireResistance))) return 0;
    if (kind === 'fall' && !this.rules.fallDamage) return 0;
    if (kind === 'drowning' && !this.rules.drowningDamage) return 0;
    let raw = amount;
    if (this.cooldown > 0) {
      if (amount <= this.lastHurt) return 0;
      raw = amount - this.lastHurt;
      this.lastHurt = amount;
    } else {
      this.lastHurt = amount;
      this.cooldown = HURT_COOLDOWN_TICKS;
    }
    let dealt = afterResistance(raw, this.amplifierOf(EFFECT.resistance), kind);
    const absorbed = Math.min(this.absorption, dealt);
    this.absorption -= absorbed;
    dealt -= absorbed;
    if (dealt <= 0) return 0;
    this.health = Math.max(0, this.health - dealt);
    this.lastCause = cause;
    return dealt;
  }

  heal(amount: number): void {
    if (!this.dead && amount > 0) this.health = Math.min(PLAYER_MAX_HEALTH, this.health + amount);
  }

  /** Landing after a fall of `distance` blocks on a block with `landing`'s effect (slow falling: no fall at all). */
  land(distance: number, landing: Landing): number {
    if (this.effects.has(EFFECT.slowFalling)) return 0;
    const dmg = fallDamage(distance, landing, this.amplifierOf(EFFECT.jumpBoost));
    return this.hurt(dmg, 'fall', `fell ${Math.round(distance)} blocks (fall damage ${dmg})`);
  }

  /** One game tick (1/20 s) at `where`. */
  tick(where: Exposure = {}): void {
    if (this.dead) return;
    this.age++;
    if (this.cooldown > 0) this.cooldown--;
    if (where.water) this.fireTicks = 0;
    if (this.fireTicks > 0) {
      if (this.fireTicks % BURN_PERIOD_TICKS === 0) this.hurt(BURN_DAMAGE, 'burning', 'burnt to death');
      this.fireTicks--;
    }
    if (where.lava) {
      this.fireTicks = Math.max(this.fireTicks, LAVA_BURN_TICKS);
      this.hurt(LAVA_DAMAGE, 'lava', 'burnt in lava');
    }
    if (where.fire) {
      if (this.fireTicks === 0) this.fireTicks = FIRE_BLOCK_BURN_TICKS;
      this.hurt(where.fire, 'fire', 'burnt in fire');
    }
    if (where.void) this.hurt(VOID_DAMAGE, 'void', 'fell out of the world (below y −64)');
    if (where.hotFloor) this.hurt(1, 'fire', 'burnt standing on a magma block');
    if (where.contact) this.hurt(where.contact, 'contact', 'pricked to death (cactus or berry bush)');
    if (where.inWall) this.hurt(SUFFOCATION_DAMAGE, 'suffocation', 'suffocated inside a block');
    this.breathe(!!where.underwater);
    this.tickEffects();
    this.tickFood();
  }

  /** Air under water; water breathing and conduit power keep it (respiration is not modelled). */
  private breathe(underwater: boolean): void {
    if (!underwater || this.rules.invulnerable) { this.air = Math.min(MAX_AIR, this.air + AIR_REFILL); return; }
    if (this.effects.has(EFFECT.waterBreathing) || this.effects.has(EFFECT.conduitPower)) return;
    if (--this.air <= -20) {
      this.air = 0;
      this.hurt(DROWN_DAMAGE, 'drowning', 'drowned');
    }
  }

  private applyInstant(id: number, amplifier: number): void {
    if (id === EFFECT.instantHealth) this.heal(instantHealth(amplifier));
    else this.hurt(instantDamage(amplifier), 'magic', `instant damage (${instantDamage(amplifier)} HP)`);
  }

  private tickEffects(): void {
    // Deleting the entry being visited is safe in a Map's iteration (no copy needed: nothing here adds an effect).
    for (const [id, e] of this.effects) {
      if (this.dead) return;
      if (INSTANT_EFFECTS.has(id)) this.applyInstant(id, e.amplifier);
      const period = effectPeriod(id, e.amplifier);
      if (period !== undefined && (period === 0 || e.ticks % period === 0)) {
        if (id === EFFECT.regeneration) this.heal(1);
        // Poison never takes the last point of health.
        else if (id === EFFECT.poison) { if (this.health > 1) this.hurt(1, 'magic', 'poisoned'); }
        else this.hurt(1, 'wither', 'withered away');
      }
      if (--e.ticks <= 0) this.effects.delete(id);
    }
  }

  /** FoodData#tick with the starting food (20) and saturation (5); peaceful heals on its own. */
  private tickFood(): void {
    if (!this.rules.naturalRegeneration) return;
    if (this.rules.peaceful && this.age % 20 === 0) this.heal(1);
    if (this.exhaustion > 4) {
      this.exhaustion -= 4;
      if (this.saturation > 0) this.saturation = Math.max(this.saturation - 1, 0);
      else if (!this.rules.peaceful) this.food = Math.max(this.food - 1, 0);
    }
    const hurt = this.health < PLAYER_MAX_HEALTH;
    if (this.saturation > 0 && hurt && this.food >= 20) {
      if (++this.foodTimer >= 10) {
        const f = Math.min(this.saturation, 6);
        this.heal(f / 6);
        this.exhaustion = Math.min(this.exhaustion + f, 40);
        this.foodTimer = 0;
      }
    } else if (this.food >= 18 && hurt) {
      if (++this.foodTimer >= 80) {
        this.heal(1);
        this.exhaustion = Math.min(this.exhaustion + 6, 40);
        this.foodTimer = 0;
      }
    } else this.foodTimer = 0;
  }
}

/** Whether standing at `where` can hurt at all: any exposure but plain water does. */
function exposed(where: Exposure): boolean {
  return !!(where.void || where.lava || where.fire || where.inWall || where.underwater || where.contact || where.hotFloor);
}

/**
 * Ticks the model stays alive at `where` (standing still) within `maxTicks`;
 * undefined when it survives them. Stops early once nothing left can kill
 * (no exposure, no burning, no wither or instant damage): lint asks this of
 * every task, and most have nothing harmful at all.
 */
export function ticksToDeath(model: HealthModel, where: Exposure, maxTicks: number): number | undefined {
  if (model.dead) return 0;
  const hurts = exposed(where);
  for (let t = 1; t <= maxTicks; t++) {
    if (!hurts && (t - 1) % 20 === 0 && !model.canStillKill()) return undefined;
    model.tick(where);
    if (model.dead) return t;
  }
  return undefined;
}
