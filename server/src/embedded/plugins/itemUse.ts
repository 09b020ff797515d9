/**
 * Using items: eating (32 ticks, then entity_status 9 as vanilla), bows
 * (draw on use_item, shoot on release with vanilla's power curve; arrows
 * fly on the server tick and hurt the first living entity they meet),
 * shears on sheep, and the `used` statistic for placed blocks.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START, OFFHAND } from '../inventory';
import { damageItemInSlot } from './durability';
import { hurtEntity } from './combat';
import { dropItem } from './drops';
import { handSlot, itemInHand } from './hands';
import { entityTypeName } from '../commands/selectors';

const EAT_MS = 1610;
const ALWAYS_EDIBLE = new Set(['golden_apple', 'enchanted_golden_apple', 'chorus_fruit', 'milk_bucket', 'potion', 'honey_bottle', 'suspicious_stew']);

/** Look direction (unit vector) for vanilla yaw/pitch in degrees. */
export function lookVector(yaw: number, pitch: number): Vec3 {
  const r = Math.PI / 180;
  return new Vec3(-Math.sin(yaw * r) * Math.cos(pitch * r), -Math.sin(pitch * r), Math.cos(yaw * r) * Math.cos(pitch * r));
}

function findArrowSlot(player: any): number | null {
  const off = player.inventory.slots[OFFHAND];
  if (off && /arrow$/.test(off.name)) return OFFHAND;
  for (let s = 9; s <= 44; s++) {
    const it = player.inventory.slots[s];
    if (it && (it.name === 'arrow' || it.name === 'spectral_arrow' || it.name === 'tipped_arrow')) return s;
  }
  return null;
}

interface FlyingArrow { entity: any; vel: Vec3; shooter: any; damage: number; age: number; stuck: number }

function livingTargets(ctx: EmbeddedContext, world: any): any[] {
  return Object.values<any>(ctx.serv.entities).filter((e) => e.world === world && !e.dead &&
    (e.type === 'player' || (e.type === 'mob' && e.health !== undefined && e.mcuSize)));
}

export function installArrowTicker(ctx: EmbeddedContext): void {
  const flying = new Set<FlyingArrow>();
  ctx.serv.mcuArrows = flying;
  ctx.serv.on('tick', () => {
    for (const a of flying) {
      a.age++;
      if (a.stuck > 0) {
        if (++a.stuck > 20) { flying.delete(a); a.entity.destroy(); }
        continue;
      }
      const from: Vec3 = a.entity.position.clone();
      const steps = Math.max(1, Math.ceil(a.vel.norm() / 0.25));
      let hit: any = null;
      let pos = from;
      for (let i = 1; i <= steps && !hit; i++) {
        pos = from.plus(a.vel.scaled(i / steps));
        for (const e of livingTargets(ctx, a.entity.world)) {
          if (e === a.shooter && a.age < 5) continue;
          const half = (e.type === 'player' ? 0.6 : e.mcuSize.x) / 2 + 0.25;
          const height = e.type === 'player' ? 1.8 : e.mcuSize.y;
          if (Math.abs(pos.x - e.position.x) <= half && Math.abs(pos.z - e.position.z) <= half &&
            pos.y >= e.position.y - 0.25 && pos.y <= e.position.y + height + 0.25) { hit = e; break; }
        }
        if (!hit) {
          const state = a.entity.world.sync.getBlockStateId(pos.floored());
          const b = ctx.serv.registry.blocksByStateId[state];
          if (b && b.boundingBox === 'block') { a.stuck = 1; break; }
        }
      }
      if (hit) {
        const dmg = Math.ceil(a.vel.norm() * a.damage);
        hurtEntity(ctx, hit, dmg, a.shooter, from);
        flying.delete(a);
        a.entity.destroy();
        continue;
      }
      a.entity.sendPosition(pos, false);
      a.entity.position = pos;
      a.vel = a.vel.scaled(0.99).offset(0, -0.05, 0);
      if (a.age > 200 || pos.y < -64) { flying.delete(a); a.entity.destroy(); }
    }
  });
}

function shootArrow(ctx: EmbeddedContext, player: any, bow: any, drawTicks: number): boolean {
  let f = drawTicks / 20;
  f = (f * f + f * 2) / 3;
  if (f > 1) f = 1;
  if (f < 0.1) return false;
  const infinity = (bow.enchants ?? []).some((e: any) => e.name === 'infinity');
  const arrowSlot = findArrowSlot(player);
  if (arrowSlot === null && player.gameMode !== 1) return false;
  if (arrowSlot !== null && !(infinity || player.gameMode === 1)) {
    const it = player.inventory.slots[arrowSlot];
    it.count -= 1;
    player.inventory.updateSlot(arrowSlot, it.count > 0 ? it : null);
  }
  const dir = lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const start = player.position.offset(0, 1.52, 0).plus(dir.scaled(0.5));
  const vel = dir.scaled(f * 3);
  const arrowType = ctx.serv.registry.entitiesByName.arrow.id;
  const entity = ctx.serv.spawnObject(arrowType, player.world, start, { velocity: vel.scaled(20), data: player.id + 1 });
  // The arrow is moved by our ticker, not by flying-squid's physics.
  entity.size = undefined;
  const power = (bow.enchants ?? []).find((e: any) => e.name === 'power')?.lvl ?? 0;
  const damage = 2 + (power > 0 ? power * 0.5 + 0.5 : 0);
  ctx.serv.mcuArrows.add({ entity, vel, shooter: player, damage, age: 0, stuck: 0 });
  ctx.stats.add(player.username, 'used', bow.name);
  damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  return true;
}

export function installItemUse(ctx: EmbeddedContext, player: any): void {
  let using: { item: string; since: number; timer?: NodeJS.Timeout } | null = null;
  const stopUsing = () => {
    if (using?.timer) { clearTimeout(using.timer); ctx.timers.delete(using.timer); }
    using = null;
  };

  player._client.on('use_item', ({ hand }: any) => {
    // Food is eaten from either hand (the client tries the off-hand when the main hand has no use); the rest from the main hand.
    const item = itemInHand(player, hand);
    if (!item || (hand !== 0 && !ctx.serv.registry.foodsByName[item.name])) return;
    stopUsing();
    const food = ctx.serv.registry.foodsByName[item.name];
    if (food && (player.food < 20 || ALWAYS_EDIBLE.has(item.name) || player.gameMode === 1)) {
      const slot = handSlot(player, hand);
      const timer = setTimeout(() => {
        ctx.timers.delete(timer);
        using = null;
        const cur = player.inventory.slots[slot];
        if (!cur || cur.name !== item.name || player._client.ended) return;
        player.updateFood(Math.min(20, player.food + food.foodPoints));
        player.updateFoodSaturation(Math.min(player.food, (player.foodSaturation ?? 0) + food.saturation));
        cur.count -= 1;
        player.inventory.updateSlot(slot, cur.count > 0 ? cur : null);
        ctx.stats.add(player.username, 'used', item.name);
        player._client.write('entity_status', { entityId: player.id, entityStatus: 9 });
      }, EAT_MS);
      ctx.timers.add(timer);
      using = { item: item.name, since: Date.now(), timer };
    } else if (item.name === 'bow') {
      using = { item: 'bow', since: Date.now() };
    }
  });

  player._client.on('block_dig', ({ status }: any) => {
    if (status !== 5) return;
    const u = using;
    stopUsing();
    if (!u) return;
    const bow = heldItem(player);
    if (u.item === 'bow' && bow?.name === 'bow') shootArrow(ctx, player, bow, Math.floor((Date.now() - u.since) / 50));
  });
  player._client.on('held_item_slot', () => stopUsing());

  // Shears on a sheep: wool drops (vanilla 1-3; 1 here, deterministic), the sheep is sheared.
  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    if (mouse !== 0 || (hand ?? 0) !== 0) return;
    const e = ctx.serv.entities[target];
    const item = heldItem(player);
    if (!e || e.dead || item?.name !== 'shears' || entityTypeName(ctx.serv, e) !== 'sheep') return;
    e.nbt = e.nbt ?? {};
    if (e.nbt.Sheared) return;
    e.nbt.Sheared = 1;
    const color = Number(e.nbt.Color ?? 0) & 15;
    e._writeOthersNearby('entity_metadata', { entityId: e.id, metadata: [{ key: 16, type: 0, value: color | 0x10 }] });
    const colors = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple', 'blue', 'brown', 'green', 'red', 'black'];
    const Item = require('prismarine-item')(ctx.serv.registry);
    dropItem(ctx, e.world, e.position.offset(0, 1, 0), new Item(ctx.serv.registry.itemsByName[`${colors[color]}_wool`].id, 1));
    ctx.stats.add(player.username, 'used', 'shears');
    damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  });

  // Placing a block counts as using its item: flag the placement and count the block set that follows.
  player._client.on('block_place', () => {
    const item = heldItem(player);
    player.mcuPlacing = item && ctx.serv.registry.blocksByName[item.name] ? item.name : null;
    player.mcuPlacingAt = Date.now();
  });
  const origSetBlock = player.setBlock;
  player.setBlock = (position: any, stateId: number) => {
    // flying-squid places the block a few microtasks after the packet; a stale flag (an interaction) is ignored.
    if (player.mcuPlacing && stateId !== 0 && Date.now() - (player.mcuPlacingAt ?? 0) < 500) {
      ctx.stats.add(player.username, 'used', player.mcuPlacing);
      player.mcuPlacing = null;
    }
    return origSetBlock(position, stateId);
  };
}
