import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { getRegistry } from '../../server/src/vanilla/registry';
import { LegacyNames, MINEDOJO_BIOME_IDS } from '../../server/src/evaluation/import/minedojo/legacyNames';

const reg = getRegistry('1.16.5');
const names = new LegacyNames(reg);

test('every 1.11 item name that maps, maps only to ids of the 1.16.5 registry', () => {
  let mapped = 0;
  const unmapped: string[] = [];
  for (const n of names.itemNames()) {
    const r = names.item(n);
    if (!r) {
      unmapped.push(n);
      continue;
    }
    mapped++;
    for (const id of r.ids) assert.ok(reg.items.has(id) || reg.blocks.has(id), `${n} → ${id} is not in 1.16.5`);
  }
  // 1.11 items with no 1.16.5 counterpart at all would show here; the data maps all of them.
  assert.deepEqual(unmapped, []);
  assert.ok(mapped > 350, `only ${mapped} names mapped`);
});

test('every 1.11 entity and every MineDojo biome maps into the 1.16.5 registry', () => {
  for (const e of names.entityNames()) {
    const id = names.entity(e);
    assert.ok(id && reg.entities.has(id), `${e} → ${id}`);
  }
  const unmapped: string[] = [];
  for (const b of Object.keys(MINEDOJO_BIOME_IDS)) {
    const m = names.biome(b);
    if (!m) unmapped.push(b);
    else assert.ok(reg.biomes.has(m.id), `${b} → ${m.id}`);
  }
  // MineDojo's table lists plains_m (128), a biome id 1.11 never generated: minecraft-data has no biome 128, so it is an error.
  assert.deepEqual(unmapped, ['plains_m']);
});

test('the traps: nether_brick / netherbrick, grass, monster_egg, reeds, web, renamed mobs and biomes', () => {
  assert.deepEqual(names.item('nether_brick')?.ids, ['nether_bricks']);
  assert.deepEqual(names.item('netherbrick')?.ids, ['nether_brick']);
  assert.deepEqual(names.item('grass')?.ids, ['grass_block']);
  assert.deepEqual(names.item('tallgrass')?.ids, ['grass', 'fern']);
  assert.deepEqual(names.item('monster_egg')?.ids, ['infested_stone', 'infested_cobblestone', 'infested_stone_bricks', 'infested_mossy_stone_bricks', 'infested_cracked_stone_bricks', 'infested_chiseled_stone_bricks']);
  assert.deepEqual(names.item('reeds')?.ids, ['sugar_cane']);
  assert.deepEqual(names.item('web')?.ids, ['cobweb']);
  assert.deepEqual(names.item('speckled_melon')?.ids, ['glistering_melon_slice']);
  assert.equal(names.entity('zombie_pigman'), 'zombified_piglin');
  assert.equal(names.entity('evocation_illager'), 'evoker');
  assert.equal(names.entity('snowman'), 'snow_golem');
  assert.equal(names.entity('villager_golem'), 'iron_golem');
  assert.equal(names.biome('swampland')?.id, 'swamp');
  assert.equal(names.biome('extreme_hills')?.id, 'mountains');
  assert.equal(names.biome('mushroom_island')?.id, 'mushroom_fields');
  assert.equal(names.biome('roofed_forest')?.id, 'dark_forest');
  assert.deepEqual(names.biome('nether'), { id: 'nether_wastes', dimension: 'nether' });
  assert.deepEqual(names.biome('the_end'), { id: 'the_end', dimension: 'end' });
  assert.equal(names.biome('atlantis'), undefined);
  assert.equal(names.item('unknownium'), undefined);
});

test('a name without a variant means any variant; a variant picks one (data value → flattened name, renamed after 1.13)', () => {
  const log = names.item('log');
  assert.deepEqual(log, { ids: ['oak_log', 'spruce_log', 'birch_log', 'jungle_log'], anyVariant: true });
  assert.equal(names.item('wool')?.ids.length, 16);
  assert.equal(names.item('planks')?.ids.length, 6);
  assert.equal(names.item('sapling')?.ids.length, 6);
  assert.equal(names.item('banner')?.ids.length, 16);
  assert.deepEqual(names.item('fish')?.ids, ['cod', 'salmon', 'tropical_fish', 'pufferfish']);
  const dyes = names.item('dye')!.ids;
  assert.equal(dyes.length, 16);
  assert.ok(dyes.includes('red_dye') && dyes.includes('green_dye') && dyes.includes('yellow_dye') && dyes.includes('ink_sac') && dyes.includes('bone_meal'));
  assert.deepEqual(names.item('log', 2), { ids: ['birch_log'], anyVariant: false });
  assert.deepEqual(names.item('dye', 1)?.ids, ['red_dye']);
  assert.deepEqual(names.item('sign')?.ids, ['oak_sign']);
  assert.deepEqual(names.item('boat')?.ids, ['oak_boat']);
  assert.equal(names.item('log', 9), undefined);
  assert.ok(names.item('spawn_egg')!.ids.every((id) => id.endsWith('_spawn_egg')));
  assert.deepEqual(names.block('reeds')?.ids, ['sugar_cane']);
});
