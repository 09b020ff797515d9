/**
 * Mountains' snow, as vanilla 1.16's FREEZE_TOP_LAYER: where the air above a
 * column's top block is cold enough, one layer of snow lies on it (and a
 * grass_block under it turns snowy). Vanilla's temperature falls with height
 * above y 64: mountains (0.2) drop below snow's 0.15 at about y 94, shifted
 * by up to ±4 by a temperature noise — hence SNOW_LINE and the noise here.
 * Plants keep their column snow-free (vanilla needs air for the snow).
 * Only the chunk's own columns: snow never crosses a chunk's edge.
 */
import { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import type { Noises } from './noise';

const SNOW_LINE = 94;

export function placeSnow(buf: ChunkBuffer, blocks: Blocks, noise: Noises): void {
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const x = buf.x0 + lx;
      const z = buf.z0 + lz;
      const top = buf.topLocal(lx, lz);
      const y = top + 1;
      if (y >= 256 || y <= SNOW_LINE - 4 * noise.temperature(x / 8, z / 8)) continue;
      const below = buf.get(x, top, z);
      if (below === blocks.water || blocks.isOpen(below)) continue;
      buf.set(x, y, z, blocks.snow);
      if (below === blocks.grassBlock) buf.set(x, top, z, blocks.snowyGrassBlock);
    }
  }
}
