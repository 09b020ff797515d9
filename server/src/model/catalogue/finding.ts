import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';
import { worldGeneratedBlocks } from '../../vanilla/naturalWorld';

/** Structures that generate in 1.16.5 worlds (the game's structure list; the registry has none). */
export const STRUCTURES_1_16 = [
  'village', 'desert pyramid', 'jungle pyramid', 'swamp hut', 'igloo', 'pillager outpost', 'ocean monument', 'woodland mansion',
  'stronghold', 'mineshaft', 'buried treasure', 'shipwreck', 'ocean ruin', 'ruined portal', 'nether fortress', 'bastion remnant',
  'end city', 'nether fossil',
];

/** find: naturally generated blocks, every biome and every structure. */
export function findTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const ids = worldGeneratedBlocks(reg).filter((b) => reg.blocks.has(b) && (obtainable(b) || b === 'lava' || b === 'water')).sort();
  const names = uniqueNames(reg, ids, 'block');
  for (const b of ids) out.push(entry(`find ${names.get(b)}`, 'find', 'blocks', undefined, b));
  for (const b of [...reg.biomes.values()].filter((x) => x.name !== 'the_void').sort((a, b) => a.name.localeCompare(b.name))) {
    // "Gravelly Mountains+" would lose its "+" in a file name: such biomes go by their id.
    const name = /^[A-Za-z ]+$/.test(b.displayName) ? b.displayName.toLowerCase() : b.name.replace(/_/g, ' ');
    out.push(entry(`find the ${name} biome`, 'find', 'biomes', undefined, b.name));
  }
  for (const s of STRUCTURES_1_16) out.push(entry(`find ${/^[aeiou]/.test(s) ? 'an' : 'a'} ${s}`, 'find', 'structures'));
  return out;
}
