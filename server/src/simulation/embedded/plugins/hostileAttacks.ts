/**
 * Hostile mobs attacking players. Mobs do not walk in the embedded server,
 * so this is only the attack half of vanilla 1.16.5's goals, for the mobs
 * that attack any player on sight:
 * - zombies, husks, drowned and zombie villagers (ZombieAttackGoal, a
 *   MeleeAttackGoal): a survival/adventure player within reach — distance²
 *   ≤ (2 × mob width)² + player width — is hit every 20 ticks for the mob's
 *   attack damage (3, plus a held weapon's bonus), scaled by difficulty as
 *   PlayerEntity.hurt does (easy min(d/2 + 1, d), hard d × 1.5).
 * - skeletons and strays (RangedBowAttackGoal): a player within 15 blocks
 *   in sight is shot after 20 ticks of drawing, then again after the attack
 *   interval (40 ticks, 20 on hard) and another draw: an arrow of speed 1.6
 *   aimed at a third of the player's height, lifted by 0.2 × the horizontal
 *   distance, base damage 2 + 0.11 × difficulty (vanilla's random spread and
 *   Gaussian are left out).
 * Nothing attacks on peaceful, and a mob with NoAI does nothing (vanilla).
 * The damage goes through combat.hurtEntity, so a raised shield blocks it.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { hurtEntity } from './combat';
import { WEAPON_DAMAGE } from '../../../vanilla/weapons';
import { ARCHERS, BOW_ATTACK_RANGE, BOW_DRAW_TICKS, MELEE_ATTACK_COOLDOWN_TICKS, MELEE_DAMAGE } from '../../../vanilla/mobAttacks';
import { launchProjectile } from './projectiles';
import { entityTypeName } from '../commandHandlers/selectors';
import { PLAYER_WIDTH } from '../../../vanilla/playerBody';
import { WORLD_MAX_Y, WORLD_MIN_Y } from '../../../vanilla/commandLimits';


interface AttackState { cooldown: number; drawing: number }

function noAI(mob: any): boolean {
  const v = mob.nbt?.NoAI;
  return v !== undefined && v !== 0 && v !== false && v !== '0b' && v !== 'false';
}

function targets(ctx: EmbeddedContext, mob: any): any[] {
  return (ctx.serv.players ?? []).filter((p: any) => p.world === mob.world && p.mcuSpawned && !p._client?.ended &&
    (p.health ?? 20) > 0 && p.gameMode !== 1 && p.gameMode !== 3);
}

function nearest(players: any[], from: Vec3): any | undefined {
  let best: any; let bestD = Infinity;
  for (const p of players) { const d = p.position.distanceSquared(from); if (d < bestD) { best = p; bestD = d; } }
  return best;
}

/** PlayerEntity.hurt for damage that scales with difficulty. */
export function scaleByDifficulty(amount: number, difficulty: number): number {
  if (difficulty === 0) return 0;
  if (difficulty === 1) return Math.min(amount / 2 + 1, amount);
  if (difficulty === 3) return amount * 1.5;
  return amount;
}

function inSight(ctx: EmbeddedContext, world: any, from: Vec3, to: Vec3): boolean {
  const d = to.minus(from);
  const steps = Math.ceil(d.norm() / 0.25);
  for (let i = 1; i < steps; i++) {
    const p = from.plus(d.scaled(i / steps)).floored();
    if (p.y < WORLD_MIN_Y || p.y > WORLD_MAX_Y) continue;
    if (ctx.serv.registry.blocksByStateId[world.sync.getBlockStateId(p)]?.boundingBox === 'block') return false;
  }
  return true;
}

function melee(ctx: EmbeddedContext, mob: any, base: number, st: AttackState): void {
  if (st.cooldown > 0) { st.cooldown--; return; }
  const reachSq = (2 * mob.mcuSize.x) ** 2 + PLAYER_WIDTH;
  const target = nearest(targets(ctx, mob).filter((p) => p.position.distanceSquared(mob.position) <= reachSq), mob.position);
  if (!target) return;
  st.cooldown = MELEE_ATTACK_COOLDOWN_TICKS;
  const weapon = mob.equipment?.[0]?.name;
  const bonus = weapon && WEAPON_DAMAGE[weapon] !== undefined ? WEAPON_DAMAGE[weapon] - 1 : 0;
  mob._writeOthersNearby?.('animation', { entityId: mob.id, animation: 0 });
  hurtEntity(ctx, target, scaleByDifficulty(base + bonus, ctx.serv.difficulty ?? 2), mob, mob.position);
}

function archer(ctx: EmbeddedContext, mob: any, st: AttackState): void {
  const eyes: Vec3 = mob.position.offset(0, mob.mcuSize.y * 0.85, 0);
  const target = nearest(targets(ctx, mob).filter((p) => p.position.distanceTo(mob.position) <= BOW_ATTACK_RANGE &&
    inSight(ctx, mob.world, eyes, p.position.offset(0, 1.62, 0))), mob.position);
  if (!target) { st.drawing = 0; return; }
  if (st.drawing > 0) {
    if (++st.drawing < BOW_DRAW_TICKS) return;
    st.drawing = 0;
    st.cooldown = (ctx.serv.difficulty ?? 2) === 3 ? 20 : 40;
    const start = eyes.offset(0, -0.1, 0);
    const aim = target.position.offset(0, 1.8 / 3, 0);
    const dx = aim.x - start.x; const dz = aim.z - start.z;
    const horiz = Math.sqrt(dx * dx + dz * dz);
    const dir = new Vec3(dx, aim.y - start.y + horiz * 0.2, dz);
    const vel = dir.scaled(1.6 / (dir.norm() || 1));
    launchProjectile(ctx, 'arrow', mob, start, vel, { damage: 2 + 0.11 * (ctx.serv.difficulty ?? 2) });
    return;
  }
  if (--st.cooldown <= 0) st.drawing = 1;
}

export function installHostileAttacks(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    if ((ctx.serv.difficulty ?? 2) === 0) return;
    for (const mob of Object.values<any>(ctx.serv.entities)) {
      if (mob.type !== 'mob' || mob.dead || !mob.mcuSize || !((mob.health ?? 0) > 0) || noAI(mob)) continue;
      const name = entityTypeName(ctx.serv, mob);
      const base = MELEE_DAMAGE[name];
      if (base === undefined && !ARCHERS.has(name)) continue;
      try {
        const st: AttackState = (mob.mcuAttack ??= { cooldown: 0, drawing: 0 });
        if (base !== undefined) melee(ctx, mob, base, st); else archer(ctx, mob, st);
      } catch (e) {
        ctx.log(`a ${name}'s attack failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  });
}
