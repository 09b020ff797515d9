/**
 * The other blocks whose use opens a window, and the note block, as vanilla
 * 1.16.5 counts them (Stats.java): a shulker box opens when its lid has room
 * (the cell it faces has no collision) and counts open_shulker_box; a
 * dispenser, dropper or hopper counts inspect_dispenser / inspect_dropper /
 * inspect_hopper; a blast furnace or smoker counts interact_with_blast_furnace
 * / interact_with_smoker (their windows open; their smelting is not modelled);
 * using a note block raises its note and counts tune_noteblock, hitting it
 * (the start of a dig, not in adventure mode) plays it and counts play_noteblock. A player sneaking
 * with anything in a hand does not use the block.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { getContainer } from './containers';
import { openWindow, type WindowKind } from './windows';
import { bypassesBlockUse } from './hands';
import { stateIdFor, stateProperties } from '../blockState';
import { DIRECTION_STEPS } from '../../../vanilla/hangingRules';
import { facingIndex } from '../../../vanilla/facing';
import { ownTable } from '../../../util/ownTable';
import { NOTE_BLOCK_NOTES } from '../../../vanilla/noteBlocks';

/** Block → [window kind, title, statistic]. */
const OPENED: Record<string, [Exclude<WindowKind, 'inventory'>, string, string]> = ownTable({
  dispenser: ['generic_3x3', 'Dispenser', 'inspect_dispenser'],
  dropper: ['generic_3x3', 'Dropper', 'inspect_dropper'],
  hopper: ['hopper', 'Item Hopper', 'inspect_hopper'],
  blast_furnace: ['blast_furnace', 'Blast Furnace', 'interact_with_blast_furnace'],
  smoker: ['smoker', 'Smoker', 'interact_with_smoker'],
});

/** ShulkerBoxBlock.use: a closed box opens only if the cell its lid moves into has no collision. */
function shulkerBlocked(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  const reg = ctx.serv.registry;
  const state = world.sync.getBlockStateId(pos);
  const d = DIRECTION_STEPS[facingIndex(stateProperties(reg.blocksByStateId[state], state).facing ?? 'up') ?? 1];
  return (reg.blocksByStateId[world.sync.getBlockStateId(pos.offset(d.x, d.y, d.z))]?.boundingBox ?? 'empty') !== 'empty';
}

export function installInteractStats(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const [block, [kind, title, stat]] of Object.entries(OPENED)) {
    serv.onBlockInteraction(block, ({ block: b, player }: any) => {
      if (bypassesBlockUse(player)) return false;
      openWindow(ctx, player, kind, title, getContainer(ctx, player.world, b.position) ?? undefined);
      ctx.stats.add(player.username, 'custom', stat);
      return true;
    });
  }
  for (const name of Object.keys(serv.registry.blocksByName).filter((n) => n.endsWith('shulker_box'))) {
    serv.onBlockInteraction(name, ({ block: b, player }: any) => {
      if (bypassesBlockUse(player)) return false;
      const pos = new Vec3(b.position.x, b.position.y, b.position.z);
      if (player.gameMode === 3 || shulkerBlocked(ctx, player.world, pos)) return true;
      openWindow(ctx, player, 'shulker_box', 'Shulker Box', getContainer(ctx, player.world, pos) ?? undefined);
      ctx.stats.add(player.username, 'custom', 'open_shulker_box');
      return true;
    });
  }
  serv.onBlockInteraction('note_block', ({ block: b, player }: any) => {
    if (bypassesBlockUse(player)) return false;
    if (player.gameMode === 3) return true;
    const pos = new Vec3(b.position.x, b.position.y, b.position.z);
    const world = player.world;
    const state = world.sync.getBlockStateId(pos);
    const block = serv.registry.blocksByStateId[state];
    const props = stateProperties(block, state);
    serv.setBlock(world, pos, stateIdFor(block, { ...props, note: String((Number(props.note ?? 0) + 1) % NOTE_BLOCK_NOTES) }));
    ctx.stats.add(player.username, 'custom', 'tune_noteblock');
    return true;
  });
}

/** NoteBlock.attack: starting to break a note block plays it (play_noteblock), in survival and creative. */
export function installNoteBlockPlay(ctx: EmbeddedContext, player: any): void {
  player._client.on('block_dig', ({ location, status }: any) => {
    if (status !== 0 || player.gameMode >= 2 || !location) return;
    const state = player.world.sync.getBlockStateId(new Vec3(location.x, location.y, location.z));
    if (ctx.serv.registry.blocksByStateId[state]?.name === 'note_block') ctx.stats.add(player.username, 'custom', 'play_noteblock');
  });
}
