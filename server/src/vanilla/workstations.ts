/**
 * The work stations of vanilla 1.16.5 whose use only opens a window
 * (StonecutterBlock, GrindstoneBlock, LoomBlock, CartographyTableBlock,
 * SmithingTableBlock .use): the window type each opens (windowTypes.ts), its
 * title (the en_us name of the container title), the custom statistic the use
 * awards (Stats.INTERACT_WITH_*), and the screen handler's input slots and
 * result slot.
 */
import { ownTable } from '../util/ownTable';

export type StationWindow = 'stonecutter' | 'grindstone' | 'loom' | 'cartography' | 'smithing';

export interface Station {
  kind: StationWindow;
  title: string;
  stat: string;
  /** The window's own input slots. */
  inputs: readonly number[];
  result: number;
}

const STATIONS: Record<string, Station> = ownTable<Station>({
  stonecutter: { kind: 'stonecutter', title: 'Stonecutter', stat: 'interact_with_stonecutter', inputs: [0], result: 1 },
  grindstone: { kind: 'grindstone', title: 'Repair & Disenchant', stat: 'interact_with_grindstone', inputs: [0, 1], result: 2 },
  loom: { kind: 'loom', title: 'Loom', stat: 'interact_with_loom', inputs: [0, 1, 2], result: 3 },
  cartography_table: { kind: 'cartography', title: 'Cartography Table', stat: 'interact_with_cartography_table', inputs: [0, 1], result: 2 },
  smithing_table: { kind: 'smithing', title: 'Upgrade Gear', stat: 'interact_with_smithing_table', inputs: [0, 1], result: 2 },
});

/** Every station block with its window. */
export function workstations(): Array<[block: string, station: Station]> {
  return Object.entries(STATIONS);
}
