/**
 * Placing an armour stand, as vanilla 1.16.5's ArmorStandItem.useOn: never on
 * the underside of a block (FAIL); the stand goes into the clicked cell when
 * that block is replaceable, else into the cell in front of the face; its box
 * (0.5 wide, 1.975 high, on the cell's bottom centre) must be free of blocks
 * and of every entity (a player, a dropped item), else FAIL and nothing
 * counts. Placed, it faces the player (yaw rounded to 45°), one item is taken
 * (not in creative) and used:armor_stand counts. It is a living entity in
 * 1.16.5's protocol (spawn_entity_living, type armor_stand).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { bypassesBlockUse, blockUseConsumes, itemInHand, shrinkInHand } from './hands';
import { checkEntityRoom } from '../limits';
import { DIRECTION_STEPS } from '../../../vanilla/hangingRules';
import { REPLACEABLE } from '../../../vanilla/bedRules';
import { ENTITY_BOXES } from '../../../vanilla/entityBoxes';

const HALF_WIDTH = ENTITY_BOXES.armor_stand.width / 2;
const HEIGHT = ENTITY_BOXES.armor_stand.height;

/** Half width and height of an entity's box, as far as the server knows it. */
function boxOf(e: any): { half: number; height: number } {
  if (e.type === 'player') return { half: ENTITY_BOXES.player.width / 2, height: ENTITY_BOXES.player.height };
  if (e.mcuSize) return { half: e.mcuSize.x / 2, height: e.mcuSize.y };
  return { half: ENTITY_BOXES.item.width / 2, height: ENTITY_BOXES.item.height };
}

export function installArmorStand(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', ({ location, direction, hand }: any) => {
    const item = itemInHand(player, hand);
    if (item?.name !== 'armor_stand' || player.gameMode >= 2 || !DIRECTION_STEPS[direction]) return;
    const world = player.world;
    const clicked = new Vec3(location.x, location.y, location.z);
    const clickedName = serv.registry.blocksByStateId[world.sync.getBlockStateId(clicked)]?.name ?? 'air';
    if (!bypassesBlockUse(player) && blockUseConsumes(clickedName)) return;
    if (direction === 0) return;
    const d = DIRECTION_STEPS[direction];
    const pos = REPLACEABLE.has(clickedName) ? clicked : clicked.offset(d.x, d.y, d.z);
    for (const c of [pos, pos.offset(0, 1, 0)]) {
      if ((serv.registry.blocksByStateId[world.sync.getBlockStateId(c)]?.boundingBox ?? 'empty') !== 'empty') return;
    }
    const at = pos.offset(0.5, 0, 0.5);
    const blocked = Object.values<any>(serv.entities).some((e) => {
      if (e.world !== world || e.dead) return false;
      const b = boxOf(e);
      return Math.abs(e.position.x - at.x) < HALF_WIDTH + b.half && Math.abs(e.position.z - at.z) < HALF_WIDTH + b.half &&
        e.position.y < at.y + HEIGHT && e.position.y + b.height > at.y;
    });
    if (blocked) return;
    const rot = ((((player.mcuYaw ?? 0) - 180) % 360) + 540) % 360 - 180;
    const yaw = Math.floor((rot + 22.5) / 45) * 45;
    try {
      checkEntityRoom(serv);
      const byte = ((Math.round(yaw * 256 / 360) % 256) + 256 + 128) % 256 - 128;
      const ent = serv.spawnMob(serv.registry.entitiesByName.armor_stand.id, world, at, { yaw: byte, velocity: new Vec3(0, 0, 0) });
      // Not moved by flying-squid's physics, not a target of attacks (no health kept here).
      ent.size = undefined;
      ent.health = undefined;
      ent.nbt = {};
    } catch (err) {
      ctx.log(`armor stand: ${String(err)}`);
      return;
    }
    shrinkInHand(player, hand);
    ctx.stats.add(player.username, 'used', 'armor_stand');
  });
}
