/**
 * Blocks a hand toggles, as vanilla 1.16.5's DoorBlock, TrapDoorBlock,
 * FenceGateBlock, LeverBlock and ButtonBlock `use`: a door (both halves), a
 * trapdoor or a fence gate opens or closes, a lever flips `powered`, a
 * button is pressed (`powered` for 30 ticks if wooden, 20 if stone) and a
 * pressed one ignores the click. Iron doors and iron trapdoors open only by
 * redstone: their use passes (the held item is used instead). A fence gate
 * opened from its back swings to face away from the player. None of these
 * counts a statistic in 1.16.5 (Stats has no door, lever or button counter):
 * the block's new state is the only evidence. A sneaking player holding
 * anything does not use the block (ServerPlayerGameMode.useItemOn).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { ownTable } from '../../../util/ownTable';
import { bypassesBlockUse } from './hands';
import { afterTicks } from './serverClock';
import { stateIdFor, stateProperties } from '../blockState';
import { facingOfYaw } from '../../../vanilla/bedRules';
import { FACING_NAMES, oppositeFacing } from '../../../vanilla/facing';
import { STONE_BUTTON_TICKS, WOODEN_BUTTON_TICKS } from '../../../vanilla/buttons';

/** Ticks a pressed button stays powered (ButtonBlock.getPressDuration). */

export type ToggleKind = 'door' | 'trapdoor' | 'fence_gate' | 'lever' | 'button';

export function toggleKind(name: string): ToggleKind | null {
  if (name === 'iron_door' || name === 'iron_trapdoor') return null;
  if (name.endsWith('_door')) return 'door';
  if (name.endsWith('_trapdoor')) return 'trapdoor';
  if (name.endsWith('_fence_gate')) return 'fence_gate';
  if (name === 'lever') return 'lever';
  if (name.endsWith('_button')) return 'button';
  return null;
}

function setProps(ctx: EmbeddedContext, world: any, pos: Vec3, props: Record<string, string>): void {
  const serv = ctx.serv;
  const state = world.sync.getBlockStateId(pos);
  const block = serv.registry.blocksByStateId[state];
  serv.setBlock(world, pos, stateIdFor(block, { ...stateProperties(block, state), ...props }));
}

/** Uses a toggle block at `pos` (its name `name`); returns whether the click was consumed. */
export function useToggle(ctx: EmbeddedContext, player: any, pos: Vec3, name: string): boolean {
  const kind = toggleKind(name);
  if (!kind) return false;
  const serv = ctx.serv;
  const world = player.world;
  const state = world.sync.getBlockStateId(pos);
  const props = stateProperties(serv.registry.blocksByStateId[state], state);
  if (kind === 'door') {
    const open = props.open === 'true' ? 'false' : 'true';
    setProps(ctx, world, pos, { open });
    // The other half follows (DoorBlock.updateShape copies the shared properties).
    const other = pos.offset(0, props.half === 'lower' ? 1 : -1, 0);
    if (serv.registry.blocksByStateId[world.sync.getBlockStateId(other)]?.name === name) setProps(ctx, world, other, { open });
    return true;
  }
  if (kind === 'trapdoor') { setProps(ctx, world, pos, { open: props.open === 'true' ? 'false' : 'true' }); return true; }
  if (kind === 'fence_gate') {
    if (props.open === 'true') { setProps(ctx, world, pos, { open: 'false' }); return true; }
    const facing = FACING_NAMES[facingOfYaw(player.mcuYaw ?? (player.yaw ?? 0) * 360 / 256)];
    setProps(ctx, world, pos, { open: 'true', ...(props.facing === oppositeFacing(facing) ? { facing } : {}) });
    return true;
  }
  if (kind === 'lever') { setProps(ctx, world, pos, { powered: props.powered === 'true' ? 'false' : 'true' }); return true; }
  // A button: pressed now, released after its press duration (if it is still this button).
  if (props.powered === 'true') return true;
  setProps(ctx, world, pos, { powered: 'true' });
  const ticks = /stone/.test(name) ? STONE_BUTTON_TICKS : WOODEN_BUTTON_TICKS;
  afterTicks(ctx, ticks, () => {
    const now = serv.registry.blocksByStateId[world.sync.getBlockStateId(pos)];
    if (now?.name === name) setProps(ctx, world, pos, { powered: 'false' });
  });
  return true;
}

export function installToggles(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const name of Object.keys(serv.registry.blocksByName)) {
    if (!toggleKind(name)) continue;
    serv.onBlockInteraction(name, ({ block, player }: any) => {
      if (bypassesBlockUse(player) || player.gameMode === 3) return false;
      try {
        return useToggle(ctx, player, new Vec3(block.position.x, block.position.y, block.position.z), name);
      } catch (err) {
        ctx.log(`toggles: ${String(err)}`);
        return false;
      }
    });
  }
}
