/**
 * The MineDojo mapping, field by field, on fixtures written in MineDojo's
 * shapes (test/import/fixtures/): a templated checkout (tasks_specs.yaml +
 * tasks/__init__.py's _ALL_VARS + programmatic/creative yaml) and a JSON
 * file of filled specs carrying every field.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parse } from 'yaml';
import { getRegistry } from '../../server/src/vanilla/registry';
import { validateText } from '../../server/src/analysis/lint/validate';
import { checkCriteria } from '../../server/src/evaluation/llm/criteriaFormat';
import { readSource } from '../../server/src/evaluation/import/minedojo/readSource';
import { LegacyNames } from '../../server/src/evaluation/import/minedojo/legacyNames';
import { ImportedTask, mapCreative, mapSpec } from '../../server/src/evaluation/import/minedojo/mapSpec';
import { replaceItemSlot } from '../../server/src/evaluation/import/minedojo/slots';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'import', 'fixtures');
const reg = getRegistry('1.16.5');
const ctx = { reg, names: new LegacyNames(reg) };

/** The source with its specs filled into a map (readSource fills a templated source as it is iterated). */
type ReadSource = Omit<ReturnType<typeof readSource>, 'specs'> & { specs: Map<string, Record<string, unknown>> };

function importAll(source: string): { src: ReadSource; tasks: Map<string, ImportedTask> } {
  const read = readSource(source);
  const src: ReadSource = { ...read, specs: new Map(read.specs) };
  const tasks = new Map<string, ImportedTask>();
  for (const [id, spec] of src.specs) tasks.set(id, mapSpec(id, spec, src.programmatic.get(id), ctx));
  for (const [id, instr] of src.creative) tasks.set(id, mapCreative(id, instr));
  return { src, tasks };
}

const templated = importAll(path.join(FIXTURES, 'minedojo-checkout'));
const filled = importAll(path.join(FIXTURES, 'filled-specs.json'));
const body = (t: ImportedTask) => parse(t.yaml) as Record<string, any>;
const comments = (t: ImportedTask) => t.yaml.split('\n').filter((l) => l.trimStart().startsWith('#')).join('\n');

test('templates are filled as MineDojo fills them: the Cartesian product of _ALL_VARS, prompts post-processed', () => {
  const ids = [...templated.src.specs.keys()];
  assert.equal(ids.length, 41);
  for (const id of ['combat_zombie_pigman_nether_iron_armors_wooden_sword_shield', 'combat_zombie_pigman_nether_iron_armors_diamond_sword_shield',
    'combat_spider_forest_barehand', 'combat_spider_extreme_hills_barehand', 'harvest_1_log', 'harvest_8_monster_egg', 'harvest_8_netherbrick_with_furnace_and_fuel',
    'harvest_1_log_swampland', 'techtree_from_wood_to_stone_sword', 'techtree_from_barehand_to_redstone_clock', 'survival_sword_food', 'playthrough']) {
    assert.ok(templated.src.specs.has(id), id);
  }
  const s = templated.src.specs;
  assert.equal(s.get('harvest_8_log')!.target_quantities, 8);
  assert.equal(s.get('harvest_1_log')!.prompt, 'obtain log', '" 1" removed, as MineDojo does');
  assert.equal(s.get('harvest_1_milk_bucket')!.prompt, 'obtain milk bucket', '"_" becomes a space');
  // A template variable only the prompt uses: the last combination wins, as MineDojo's dict assignment does.
  assert.equal(s.get('techtree_from_barehand_to_leather_boots')!.prompt, 'find material and craft a leather leggings');
  // A template without variables is kept as written.
  assert.equal(s.get('harvest_milk_with_empty_bucket_and_cow')!.prompt, 'obtain milk from a cow with an empty bucket and a cow nearby');
  assert.equal(templated.src.creative.size, 2);
});

test('prompt → text: the run-time prompt of programmatic_tasks.yaml wins over the spec\'s', () => {
  assert.equal(body(templated.tasks.get('harvest_8_log')!).text, 'obtain 8 logs');
  assert.equal(body(templated.tasks.get('harvest_1_log')!).text, 'obtain log');
  assert.equal(body(filled.tasks.get('harvest_wool_and_fish_swampland')!).text, 'obtain wool and fish in a swamp');
});

test('harvest targets → reward entries with the event that measures them, max_reward_times from the quantity', () => {
  const entry = (id: string) => body(templated.tasks.get(id)!).reward_cfg?.[0];
  assert.deepEqual(entry('harvest_8_log'), { event: 'mine_block', identity: 'mine_log', objects: ['oak_log', 'spruce_log', 'birch_log', 'jungle_log'], reward: 1, max_reward_times: 8 });
  assert.equal(entry('harvest_1_reeds').event, 'mine_block');
  assert.deepEqual(entry('harvest_1_reeds').objects, ['sugar_cane']);
  assert.deepEqual(entry('harvest_1_web').objects, ['cobweb']);
  assert.equal(entry('harvest_1_wool').event, 'pickup');
  assert.equal(entry('harvest_1_wool').objects.length, 16);
  // grass (1.11) is the grass block, which drops dirt without Silk Touch: the break is counted, with a comment.
  assert.deepEqual([entry('harvest_8_grass').event, entry('harvest_8_grass').objects], ['mine_block', ['grass_block']]);
  assert.match(templated.tasks.get('harvest_8_grass')!.yaml, /# mining grass_block without Silk Touch drops dirt/);
  assert.equal(entry('harvest_1_monster_egg').event, 'mine_block');
  assert.match(templated.tasks.get('harvest_1_monster_egg')!.yaml, /without Silk Touch drops nothing, not the block: mine_block counts the break/);
  // Crafted and smelted targets: craft_item on what a recipe or furnace makes; the trap nether_brick/netherbrick.
  assert.deepEqual([entry('harvest_8_nether_brick').event, entry('harvest_8_nether_brick').objects], ['craft_item', ['nether_bricks']]);
  assert.deepEqual([entry('harvest_8_netherbrick_with_furnace_and_fuel').event, entry('harvest_8_netherbrick_with_furnace_and_fuel').objects], ['craft_item', ['nether_brick']]);
  // 1.11's stone has data values (granite, diorite, andesite and their polished forms): without a variant, any of them.
  assert.deepEqual(entry('harvest_1_stone_with_furnace_and_fuel').objects, ['stone', 'granite', 'polished_granite', 'diorite', 'polished_diorite', 'andesite', 'polished_andesite']);
  assert.equal(entry('harvest_1_planks').objects.length, 6);
  const dyes = entry('harvest_1_dye').objects as string[];
  assert.ok(dyes.includes('red_dye') && !dyes.includes('ink_sac'), 'dyes no recipe makes are left out');
  assert.match(templated.tasks.get('harvest_1_dye')!.yaml, /no 1\.16\.5 recipe or furnace makes .*ink_sac/);
  // Milk: no statistic sees it obtained; drinking it is counted (use_item), the nearest honest measure, with a comment.
  const milk = templated.tasks.get('harvest_milk_with_empty_bucket_and_cow')!;
  assert.deepEqual(body(milk).reward_cfg, [{ event: 'use_item', identity: 'use_milk_bucket', objects: ['milk_bucket'], reward: 1, max_reward_times: 1 }]);
  assert.match(milk.yaml, /# milking a cow turns the bucket in the hand into milk and no statistic counts it .*: use_item counts the milk only once the agent drinks it/);
  // Several targets with per-target quantities and weights.
  const wf = body(filled.tasks.get('harvest_wool_and_fish_swampland')!).reward_cfg;
  assert.deepEqual(wf.map((e: any) => [e.event, e.identity, e.reward, e.max_reward_times]), [['pickup', 'obtain_wool', 1, 3], ['pickup', 'obtain_fish', 2, 2]]);
  assert.deepEqual(wf[1].objects, ['cod', 'salmon', 'tropical_fish', 'pufferfish']);
});

test('combat targets → kill_entity of the 1.16.5 mob; night, always_night and mob spawning → commands', () => {
  const t = filled.tasks.get('combat_zombie_pigman_extreme_hills')!;
  const b = body(t);
  assert.deepEqual(b.reward_cfg, [{ event: 'kill_entity', identity: 'kill_zombified_piglin', objects: ['zombified_piglin'], reward: 1, max_reward_times: 2 }]);
  assert.deepEqual(b.custom_init_commands.slice(0, 3), ['/gamerule doMobSpawning false', '/gamerule doDaylightCycle false', '/time set 18000']);
  const summons = (b.custom_init_commands as string[]).filter((c) => c.startsWith('/summon'));
  assert.deepEqual(summons.map((c) => c.split(' ')[1]), ['minecraft:zombified_piglin', 'minecraft:zombified_piglin', 'minecraft:evoker']);
  assert.deepEqual(b.biomes, ['mountains']);
  assert.equal(b.category, 'combat');
  // A combat spec without start_at_night starts at night (CombatMeta's default 13000).
  const nether = body(templated.tasks.get('combat_zombie_pigman_nether_iron_armors_wooden_sword_shield')!);
  assert.ok(nether.custom_init_commands.includes('/time set 13000'));
  assert.equal(nether.biomes, undefined, 'the nether is a dimension, not a biome key');
  assert.match(comments(templated.tasks.get('combat_zombie_pigman_nether_iron_armors_wooden_sword_shield')!), /specified_biome: nether \(1\.11\.2\) is the nether dimension/);
  assert.deepEqual(nether.custom_init_commands.filter((c: string) => c.startsWith('/replaceitem')), [
    '/replaceitem entity @s weapon.mainhand minecraft:wooden_sword 1', '/replaceitem entity @s armor.feet minecraft:iron_boots 1',
    '/replaceitem entity @s armor.legs minecraft:iron_leggings 1', '/replaceitem entity @s armor.chest minecraft:iron_chestplate 1',
    '/replaceitem entity @s armor.head minecraft:iron_helmet 1', '/replaceitem entity @s weapon.offhand minecraft:shield 1',
  ]);
});

test('initial_mobs with a spawn range → /summon inside the range, the same on every import', () => {
  for (const t of [...templated.tasks.values(), ...filled.tasks.values()]) {
    const spec = (templated.src.specs.get(t.id) ?? filled.src.specs.get(t.id));
    if (!spec?.initial_mobs) continue;
    const low = spec.initial_mob_spawn_range_low as number[];
    const high = spec.initial_mob_spawn_range_high as number[];
    for (const c of (body(t).custom_init_commands as string[]).filter((x) => x.startsWith('/summon'))) {
      const offs = c.split(' ').slice(2).map((p) => Number(p.slice(1) || '0'));
      offs.forEach((o, i) => assert.ok(o >= low[i] && o <= high[i], `${t.id}: ${c} outside [${low}]..[${high}]`));
    }
  }
  const again = mapSpec('combat_zombie_pigman_extreme_hills', filled.src.specs.get('combat_zombie_pigman_extreme_hills')!, undefined, ctx);
  assert.equal(again.yaml, filled.tasks.get('combat_zombie_pigman_extreme_hills')!.yaml);
});

test('initial_inventory → /replaceitem in the right slot, variants mapped, over-stack counts given', () => {
  const cmds = body(filled.tasks.get('harvest_wool_and_fish_swampland')!).custom_init_commands as string[];
  const replace = cmds.filter((c) => c.startsWith('/replaceitem'));
  assert.deepEqual(replace, [
    '/replaceitem entity @s weapon.mainhand minecraft:shears 1',
    '/replaceitem entity @s hotbar.1 minecraft:birch_log 5',
    '/replaceitem entity @s inventory.0 minecraft:red_dye 1',
    '/replaceitem entity @s inventory.26 minecraft:dark_oak_planks 64',
    '/replaceitem entity @s armor.feet minecraft:leather_boots 1',
    '/replaceitem entity @s armor.legs minecraft:leather_leggings 1',
    '/replaceitem entity @s armor.chest minecraft:leather_chestplate 1',
    '/replaceitem entity @s armor.head minecraft:leather_helmet 1',
    '/replaceitem entity @s weapon.offhand minecraft:torch 16',
  ]);
  assert.ok(cmds.includes('/give @s minecraft:dark_oak_planks 6'), '70 planks: a stack of 64 in the slot, 6 given');
  // Time, weather, the clock, the start position.
  assert.deepEqual(cmds.slice(0, 4), ['/tp @s 10 80 -4 90 0', '/weather rain', '/gamerule doDaylightCycle false', '/time set 18000']);
});

test('specified_biome → biomes + random_tp_range, with the fast-reset caveat written in the file', () => {
  const t = filled.tasks.get('harvest_wool_and_fish_swampland')!;
  const b = body(t);
  assert.deepEqual(b.biomes, ['swamp']);
  assert.equal(b.random_tp_range, 1000);
  assert.equal(b.start_time, 18000, 'the fast reset sets the time again: start_time keeps it night');
  assert.equal(b.start_weather, 'rain');
  assert.match(comments(t), /MineStudio reads biomes only together with random_tp_range, and only on a fast reset/);
  assert.deepEqual(body(templated.tasks.get('harvest_8_log_mushroom_island')!).biomes, ['mushroom_fields']);
});

test('tech_item → craft_item and use_item, plus milestones from the dependency graph starting from the inventory', () => {
  const b = body(filled.tasks.get('techtree_from_barehand_to_golden_pickaxe')!);
  assert.deepEqual(b.reward_cfg.map((e: any) => [e.event, e.objects, e.reward]), [['craft_item', ['golden_pickaxe'], 1], ['use_item', ['golden_pickaxe'], 10]]);
  const ms = b.milestone_reward_cfg as any[];
  assert.ok(ms.length >= 4);
  // The chain leads up to the item; crafting it is reward_cfg's entry, not repeated as a milestone.
  assert.ok(!ms.some((m) => m.objects.includes('golden_pickaxe')));
  assert.deepEqual(ms[ms.length - 1].identity, 'smelt_gold_ingot');
  assert.ok(ms.some((m) => m.event === 'mine_block' && m.objects.includes('oak_log')), 'the chain starts from wood');
  // From wood tools: the wooden pickaxe is given, so crafting one is no milestone.
  const wood = body(templated.tasks.get('techtree_from_wood_to_stone_pickaxe')!);
  assert.ok(!(wood.milestone_reward_cfg as any[]).some((m) => m.objects.includes('wooden_pickaxe')));
  // A clock: using it changes no statistic, so only crafting it is rewarded, and the file says why.
  const clock = templated.tasks.get('techtree_from_barehand_to_redstone_clock')!;
  assert.deepEqual(body(clock).reward_cfg.map((e: any) => e.event), ['craft_item']);
  assert.match(comments(clock), /using it changes no 1\.16\.5 statistic/);
  assert.deepEqual(body(templated.tasks.get('techtree_from_barehand_to_redstone_repeater')!).reward_cfg.map((e: any) => e.event), ['craft_item', 'use_item']);
});

test('survival and playthrough: no statistic counts days (dropped, said), the dragon is a kill and a pickup', () => {
  const s = filled.tasks.get('survival')!;
  assert.equal(body(s).reward_cfg, undefined);
  assert.match(comments(s), /dropped target_days: surviving N days/);
  const p = body(templated.tasks.get('playthrough')!);
  assert.deepEqual(p.reward_cfg.map((e: any) => [e.event, e.objects]), [['kill_entity', ['ender_dragon']], ['pickup', ['dragon_egg']]]);
});

test('creative tasks → text and criteria, no reward, named creative_<N>', () => {
  const c = filled.tasks.get('creative:7')!;
  assert.equal(c.fileName, 'creative_7.yaml');
  assert.deepEqual(body(c), { custom_init_commands: [], text: 'Build a bridge over a river.' });
  assert.match(c.criteria!, /Progress step: Find a river\./);
  assert.equal(templated.tasks.get('creative:0')!.fileName, 'creative_0.yaml');
});

test('names that cannot be mapped are errors naming them, and the file is still written with them as comments', () => {
  const t = filled.tasks.get('harvest_1_unknownium')!;
  assert.deepEqual(t.problems, [
    "initial_mobs: 'dragonborn' is no 1.11 entity that maps to a 1.16.5 entity",
    "specified_biome: 'atlantis' is no MineDojo biome that maps to a 1.16.5 biome",
    "target_names: 'unknownium' is no 1.11 item that maps to a 1.16.5 item",
  ]);
  for (const p of t.problems) assert.ok(t.yaml.includes(`# ERROR: ${p}`), p);
  assert.equal(body(t).text, 'obtain unknownium');
});

test('every field is mapped or dropped with a comment; every item, mob and biome became a command, key or named comment', () => {
  for (const { src, tasks } of [templated, filled]) {
    for (const [id, spec] of src.specs) {
      const t = tasks.get(id)!;
      const text = t.yaml;
      const keys = Object.keys(spec);
      assert.deepEqual([...new Set([...t.mapped, ...t.dropped])].filter((k) => keys.includes(k)).sort(), keys.sort(), `${id}: a field neither mapped nor dropped`);
      for (const d of t.dropped) assert.ok(text.includes(`# dropped ${d}:`), `${id}: dropped ${d} without a comment`);
      const inv = spec.initial_inventory as Record<string, { name: string }> | undefined;
      for (const [slot, item] of Object.entries(inv ?? {})) {
        const s = replaceItemSlot(/^\d+$/.test(slot) ? Number(slot) : slot)!;
        assert.ok(text.includes(`/replaceitem entity @s ${s} minecraft:`) || text.includes(`'${item.name}'`), `${id}: inventory ${slot}`);
      }
      const mobs = ([] as unknown[]).concat(spec.initial_mobs ?? []);
      const summons = text.split('\n').filter((l) => l.includes('- /summon ')).length;
      const unmappedMobs = t.problems.filter((p) => p.startsWith('initial_mobs')).length;
      assert.equal(summons + unmappedMobs, mobs.length, `${id}: mobs`);
      if (spec.specified_biome !== undefined) assert.ok(/^biomes: \[/m.test(text) || text.includes(`specified_biome: ${String(spec.specified_biome)}`) || text.includes(`'${String(spec.specified_biome)}'`), `${id}: biome`);
    }
  }
});

test('every imported file lints without an error and every criteria file has the six sections', () => {
  for (const t of [...templated.tasks.values(), ...filled.tasks.values()]) {
    const errors = validateText(t.yaml, { version: '1.16.5' }).filter((d) => d.severity === 'error');
    assert.deepEqual(errors.map((e) => `${e.code}: ${e.message}`), [], t.id);
    assert.ok(checkCriteria(t.criteria!).ok, `${t.id}: ${checkCriteria(t.criteria!).problems.join('; ')}`);
    if (['harvest', 'combat', 'techtree'].includes(t.kind) && !t.problems.length) assert.ok(body(t).reward_cfg?.length, `${t.id}: no reward entry`);
  }
  assert.ok(fs.existsSync(FIXTURES));
});

test('variants that are never picked up as themselves are left out, with a comment; a one-step chain gives no milestones', () => {
  const dirt = mapSpec('harvest_8_dirt', { __cls__: 'harvest', prompt: 'obtain 8 dirt', target_names: 'dirt', target_quantities: 8 }, undefined, ctx);
  assert.deepEqual(body(dirt).reward_cfg[0].objects, ['dirt', 'coarse_dirt']);
  assert.match(dirt.yaml, /# left out podzol \(drops dirt without Silk Touch\)/);
  const tnt = mapSpec('techtree_from_barehand_to_explosives', { __cls__: 'techtree', prompt: 'find material and craft a tnt', tech_item: 'tnt' }, undefined, ctx);
  const b = body(tnt);
  assert.deepEqual(b.reward_cfg.map((e: any) => e.event), ['craft_item', 'use_item']);
  if (!b.milestone_reward_cfg) assert.match(tnt.yaml, /# tech_item tnt: our dependency graph gives no step before crafting it/);
  else assert.ok(b.milestone_reward_cfg.length > 1);
  assert.deepEqual(validateText(dirt.yaml).filter((d) => d.severity !== 'hint' && d.code.startsWith('reward/')), []);
});

test('a source that is no literal, or would fill too many specs, is a clear error', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-md-'));
  try {
    const desc = path.join(tmp, 'minedojo', 'tasks', 'description_files');
    fs.mkdirSync(desc, { recursive: true });
    fs.writeFileSync(path.join(desc, 'tasks_specs.yaml'), 'harvest_{a}_{b}_{c}:\n  __cls__: harvest\n  prompt: "{a} {b} {c}"\n');
    fs.writeFileSync(path.join(tmp, 'minedojo', 'tasks', '__init__.py'), '_ALL_VARS = {"a": list(range(100))}\n');
    assert.throws(() => readSource(tmp), /_ALL_VARS is not a literal this reader takes: 'list' is not a literal/);
    const many = JSON.stringify(Array.from({ length: 100 }, (_, i) => i));
    fs.writeFileSync(path.join(tmp, 'minedojo', 'tasks', '__init__.py'), `_ALL_VARS = {"a": ${many}, "b": ${many}, "c": ${many}}\n`);
    assert.throws(() => readSource(tmp), /would fill more than 100000 specs/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
