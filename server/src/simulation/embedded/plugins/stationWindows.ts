/**
 * The work stations whose windows MCU's tool-use tasks only need opened
 * ("work with a stonecutter" counts minecraft:custom interact_with_stonecutter):
 * stonecutter, grindstone, loom, cartography table and smithing table. As
 * vanilla 1.16.5's StonecutterBlock / GrindstoneBlock / LoomBlock /
 * CartographyTableBlock / SmithingTableBlock.use: right-clicking one (not
 * while sneaking with something in a hand) opens its window with vanilla's
 * title and awards its statistic. Items put in the station's input slots come
 * back when the window closes, as vanilla's containers return them.
 * Not modelled: what the stations make (stonecutting recipes, repairing and
 * disenchanting, banner patterns, map copies, netherite upgrades): a click on
 * the result slot does nothing.
 */
import type { EmbeddedContext } from './context';
import { openWindow, type WindowKind } from './windows';
import { bypassesBlockUse } from './hands';
import { workstations } from '../../../vanilla/workstations';

export function installStationWindows(ctx: EmbeddedContext): void {
  for (const [block, station] of workstations()) {
    ctx.serv.onBlockInteraction(block, ({ player }: any) => {
      if (bypassesBlockUse(player)) return false;
      if (player.gameMode === 3) return true;
      const s = openWindow(ctx, player, station.kind, station.title);
      s.rules = {
        // The result slot makes nothing here: the click is taken and nothing moves.
        click: (slot) => slot === station.result,
        refresh: () => undefined,
        returnOnClose: [...station.inputs],
        closed: () => undefined,
      };
      ctx.stats.add(player.username, 'custom', station.stat);
      return true;
    });
  }
}
