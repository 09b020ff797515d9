import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { CATEGORIES, CatalogueEntry, findCatalogueEntry, taskCatalogue } from '../../server/src/model/catalogue';
import { STRUCTURES_1_16 } from '../../server/src/model/catalogue/finding';
import { main } from '../../server/src/hosts/cli/main';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { validateText } from '../../server/src/analysis/lint/validate';
import { taskFileName } from '../../server/src/evaluation/llm/atomicTask';
import { goalFor } from '../../server/src/evaluation/llm/catalogue';
import { shapeProblems } from '../../server/src/evaluation/llm/taskShape';
import { getRegistry } from '../../server/src/vanilla/registry';
import { realisticYaml } from '../llm/realisticModel';

const reg = getRegistry('1.16.5');

function io(): CliIO & { out: string; err: string } {
  const r = { out: '', err: '', stdout: (t: string) => void (r.out += t), stderr: (t: string) => void (r.err += t), cwd: process.cwd(), env: {} as NodeJS.ProcessEnv };
  return r;
}

describe('mcu-task catalogue', () => {
  const cat = taskCatalogue(reg);
  const byTask = new Map(cat.map((e) => [e.task, e]));
  const has = (task: string, category: string, subcategory?: string) => {
    const e = byTask.get(task);
    assert.ok(e, `missing: ${task}`);
    assert.equal(e.category, category, task);
    if (subcategory) assert.equal(e.subcategory, subcategory, task);
    return e;
  };

  it('--format json lists at least 3,000 distinct tasks in at least 10 categories, each {task, category, subcategory} with its goal or why it is judge-only', async () => {
    const c = io();
    assert.equal(await main(['catalogue', '--format', 'json'], c), 0, c.err);
    const list = JSON.parse(c.out) as Record<string, any>[];
    assert.ok(list.length >= 3000, `only ${list.length}`);
    assert.equal(new Set(list.map((e) => e.task)).size, list.length, 'no two entries share a task text');
    assert.ok(new Set(list.map((e) => e.category)).size >= 10);
    for (const e of list) {
      const keys = Object.keys(e).sort();
      assert.ok(['category,goals,subcategory,task', 'category,judgeOnly,subcategory,task'].includes(keys.join()), `${e.task}: ${keys.join()}`);
    }
    const byTask = new Map(list.map((e) => [e.task, e]));
    assert.equal(byTask.get('lead a cow')!.goals[0].kind, 'carry');
    assert.equal(byTask.get('combat a spider')!.goals[0].statistic, 'killed');
    assert.match(byTask.get('build a house')!.judgeOnly, /open-ended build/);
    assert.match(c.err, /tasks \(mining_and_collecting \d+, crafting \d+/);
  });

  it('has every one of the 11 categories, each with several subcategories or many tasks', () => {
    for (const c of CATEGORIES) {
      const n = cat.filter((e) => e.category === c).length;
      assert.ok(n >= 20, `${c}: ${n}`);
    }
    assert.ok(new Set(cat.map((e) => `${e.category}/${e.subcategory}`)).size >= 41);
  });

  it('no two entries share a task text, nor a file name', () => {
    assert.equal(new Set(cat.map((e) => e.task)).size, cat.length);
    assert.equal(new Set(cat.map((e) => taskFileName(e.task))).size, cat.length);
  });

  it('mining and collecting: blocks by kind, reliable mob drops', () => {
    assert.deepEqual(has('mine diamond ore', 'mining_and_collecting', 'ore').reward, { event: 'mine_block', objects: ['diamond_ore'] });
    has('mine oak log', 'mining_and_collecting', 'wood');
    has('mine gravel', 'mining_and_collecting', 'soil, sand and ice');
    assert.deepEqual(has('collect string from spider', 'mining_and_collecting', 'mob drops').reward, { event: 'pickup', objects: ['string'] });
    assert.ok(!byTask.has('collect iron ingot from husk'), 'a 2.5 % drop is no task');
  });

  it('crafting: every recipe, smelting per input, and the six banner patterns apart', () => {
    has('craft furnace', 'crafting', 'work and storage blocks');
    has('craft diamond pickaxe', 'crafting', 'tools');
    assert.deepEqual(has('smelt iron ore into iron ingot', 'crafting', 'smelting').reward, { event: 'craft_item', objects: ['iron_ingot'] });
    has('smelt raw beef into steak', 'crafting', 'cooking');
    const patterns = cat.filter((e) => /^craft .*banner pattern$/.test(e.task)).map((e) => e.task).sort();
    assert.deepEqual(patterns, ['craft creeper banner pattern', 'craft flower banner pattern', 'craft mojang banner pattern', 'craft skull banner pattern']);
    const recipes = [...reg.recipes.keys()].filter((k) => reg.items.has(k)).length;
    assert.equal(cat.filter((e) => e.task.startsWith('craft ')).length, recipes);
  });

  it('combat: hostile mobs are fought, passive ones hunted, villagers neither', () => {
    assert.deepEqual(has('combat a zombie', 'combat', 'hostile mobs').reward, { event: 'kill_entity', objects: ['zombie'] });
    has('combat an ender dragon', 'combat', 'bosses');
    has('hunt a sheep', 'combat', 'hunting');
    assert.ok(!byTask.has('combat a sheep') && !byTask.has('hunt a zombie'));
    assert.ok(!cat.some((e) => e.category === 'combat' && /villager|wandering trader|giant|illusioner/.test(e.task) && !/zombie villager/.test(e.task)));
  });

  it('tool use: use, eat, brew and enchant (table enchantments only)', () => {
    has('use bow', 'tool_use', 'use items');
    has('eat bread', 'tool_use', 'eat and drink');
    assert.deepEqual(has('brew a splash potion of healing II', 'tool_use', 'brewing').reward, { event: 'custom', objects: ['interact_with_brewingstand'] });
    assert.deepEqual(has('enchant diamond sword with sharpness', 'tool_use', 'enchanting').reward, { event: 'custom', objects: ['enchant_item'] });
    has('enchant diamond chestplate with thorns', 'tool_use', 'enchanting');
    assert.ok(!cat.some((e) => e.subcategory === 'enchanting' && /with (mending|frost walker|soul speed|curse)/i.test(e.task)), 'treasure enchantments come from loot, not the table');
    assert.ok(!byTask.has('enchant diamond boots with thorns'));
  });

  it('trading: each of the 13 professions that trade, and their wares', () => {
    const professions = cat.filter((e) => e.subcategory === 'professions').map((e) => e.task);
    assert.equal(professions.length, 13);
    assert.ok(!professions.some((t) => /nitwit|none/.test(t)));
    assert.deepEqual(has('trade with an armorer for iron helmet', 'trading', 'buying').reward, { event: 'custom', objects: ['traded_with_villager'] });
    has('sell wheat to a farmer', 'trading', 'selling');
  });

  it('trapping: taming only where the game allows it, breeding with the right item', () => {
    const tamed = cat.filter((e) => e.subcategory === 'taming').map((e) => e.target).sort();
    assert.deepEqual(tamed, ['cat', 'donkey', 'fox', 'horse', 'llama', 'mule', 'parrot', 'wolf']);
    assert.deepEqual(has('breed two cows with wheat', 'trapping', 'breeding').reward, { event: 'custom', objects: ['animals_bred'] });
    has('breed two sheep with wheat', 'trapping', 'breeding');
    assert.ok(!cat.some((e) => e.subcategory === 'breeding' && /mule|zombie|villager/.test(e.task)), 'mules cannot breed');
    has('lead a horse', 'trapping', 'leading');
    has('tie a horse to a fence post with a lead', 'trapping', 'leading');
    has('hook a witch with a fishing rod', 'trapping', 'hooking');
  });

  it('find: natural blocks, every 1.16.5 biome (not the void) and structure, mobs; no reward', () => {
    has('find diamond ore', 'find', 'blocks');
    has('find the mushroom fields biome', 'find', 'biomes');
    assert.equal(cat.filter((e) => e.subcategory === 'biomes').length, [...reg.biomes.keys()].filter((b) => b !== 'the_void').length);
    assert.equal(cat.filter((e) => e.category === 'find' && e.subcategory === 'structures').length, STRUCTURES_1_16.length);
    has('find a woodland mansion', 'find', 'structures');
    has('find a panda', 'find', 'mobs');
    assert.ok(cat.filter((e) => e.category === 'find').every((e) => !e.reward));
  });

  it('explore, building, decoration and motion: MCU\'s own kinds, with the statistic where one measures progress', () => {
    assert.deepEqual(has('sail a boat across a lake', 'explore').reward, { event: 'custom', objects: ['boat_one_cm'] });
    assert.deepEqual(has('place oak planks', 'building', 'place blocks').reward, { event: 'use_item', objects: ['oak_planks'] });
    has('build a nether portal', 'building', 'structures');
    has('build a pillar of cobblestone', 'building', 'shapes');
    assert.deepEqual(has('put poppy in a flower pot', 'decoration', 'plants').reward, { event: 'custom', objects: ['pot_flower'] });
    has('lay red carpet on the floor', 'decoration', 'furnishing');
    assert.deepEqual(has('jump', 'motion').reward, { event: 'custom', objects: ['jump'] });
  });

  it('every task text finds its own entry again (what batch drafting relies on for category and goal)', () => {
    for (const e of cat) assert.equal(findCatalogueEntry(reg, e.task), e, e.task);
    assert.equal(findCatalogueEntry(reg, '  Brew a   potion of leaping ii '), byTask.get('brew a potion of leaping II'));
  });

  it('holds nothing survival cannot obtain', () => {
    const banned = /spawn egg|command block|barrier|structure block|structure void|jigsaw|debug stick|knowledge book|bedrock|end portal frame|petrified|player head|\bspawner\b/;
    const bad = cat.filter((e) => banned.test(e.task));
    assert.deepEqual(bad.map((e) => e.task), []);
    for (const e of cat) for (const o of e.reward?.objects ?? []) if (e.reward!.event !== 'custom') assert.ok(!o.endsWith('_spawn_egg'), e.task);
  });

  it('--category filters; text output is one task per line; an unknown category is a usage error', async () => {
    const c = io();
    assert.equal(await main(['catalogue', '--category', 'trading'], c), 0);
    const lines = c.out.trimEnd().split('\n');
    assert.equal(lines.length, cat.filter((e) => e.category === 'trading').length);
    assert.ok(lines.includes('trade with a librarian villager'));
    const sub = io();
    assert.equal(await main(['catalogue', '--category', 'tool_use', '--subcategory', 'brewing', '--format', 'json'], sub), 0);
    const brewing = JSON.parse(sub.out) as { subcategory: string }[];
    assert.ok(brewing.length > 50 && brewing.every((e) => e.subcategory === 'brewing'));
    const later = io();
    assert.equal(await main(['catalogue', '--mc-version', '1.20.4'], later), 0, 'derived from the configured version');
    assert.ok(later.out.split('\n').includes('mine deepslate diamond ore'));
    assert.ok(!cat.some((e) => e.task.includes('deepslate')), '1.16.5 has none');
    assert.equal(await main(['catalogue', '--mc-version', '9.9'], io()), 2);
    const bad = io();
    assert.equal(await main(['catalogue', '--category', 'smelting'], bad), 2);
    assert.match(bad.err, /unknown category smelting; the categories are mining_and_collecting/);
  });

  it('every entry, drafted the way a careful model would, lints clean and is measured by its own reward', () => {
    const failures: string[] = [];
    for (const e of cat as CatalogueEntry[]) {
      const goal = goalFor(e.task, reg, e);
      const yaml = realisticYaml({ task: e.task, mode: 'simple', event: goal?.event, objects: goal?.objects ?? [] });
      const problems = [
        ...validateText(yaml).filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.code}: ${d.message}`),
        ...shapeProblems(yaml, [e.task], [goal]),
      ];
      if (problems.length) failures.push(`${e.task}: ${problems[0]}`);
    }
    assert.deepEqual(failures.slice(0, 10), []);
  });
});
