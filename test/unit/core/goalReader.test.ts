/** The one goal reader (core/goals): what an instruction asks, as statistics, items, states, shapes and judged parts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readTaskGoals, readTextGoals } from '../../../server/src/model/goals';
import type { StatGoal, TaskGoal } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');
const read = (t: string) => readTextGoals(t, reg);
const stats = (t: string) => read(t).goals.filter((g): g is StatGoal => g.kind === 'stat');
const kinds = (t: string) => read(t).goals.map((g: TaskGoal) => g.kind);

describe('goal reader: statistics', () => {
  it('craft, smelt, mine, kill, collect, use, drop map to vanilla statistics with their objects', () => {
    assert.deepEqual(stats('craft oak planks from oak logs').map((g) => [g.statistic, g.objects]), [['crafted', ['oak_planks']]]);
    assert.deepEqual(stats('smelt beef in the furnace').map((g) => [g.statistic, g.objects]), [['crafted', ['cooked_beef']]]);
    assert.deepEqual(stats('smelt iron ore into iron ingots')[0].objects, ['iron_ingot']);
    assert.deepEqual(stats('mine iron ore from the environment')[0].objects, ['iron_ore']);
    assert.deepEqual(stats('hunt pigs with an iron sword').map((g) => [g.statistic, g.objects, g.tool]), [['killed', ['pig'], ['iron_sword']]]);
    assert.deepEqual(stats('collect dirt blocks from the ground').map((g) => [g.statistic, g.objects]), [['picked_up', ['dirt']]]);
    assert.deepEqual(stats('drop an item from your inventory').map((g) => [g.statistic, g.objects]), [['dropped', []]]);
    assert.equal(stats('throw a snowball')[0].statistic, 'used');
    assert.deepEqual(stats('craft a furnace for smelting items')[0].objects, ['furnace']);
  });
  it('"pick" a plant is collecting it; "till the grass" is the grass block (issue 29 corpus)', () => {
    assert.deepEqual(stats('Pick two dandelions from the meadow').map((g) => [g.statistic, g.objects, g.count]), [['picked_up', ['dandelion'], 2]]);
    assert.deepEqual(stats('pick up a poppy').map((g) => [g.statistic, g.objects]), [['picked_up', ['poppy']]]);
    assert.deepEqual(stats('use the hoe to till the grass')[0].on?.ids, ['grass_block']);
    assert.deepEqual(stats('till the dirt with a hoe')[0].on?.ids, ['dirt']);
  });
  it('a generic word after a verb is the registry entry ("craft a bell")', () => {
    assert.deepEqual(stats('craft a bell')[0].objects, ['bell']);
  });
  it('custom statistics an instruction can name', () => {
    const custom = (t: string) => stats(t).map((g) => g.objects[0]);
    assert.deepEqual(custom('sleep in the bed'), ['sleep_in_bed']);
    assert.deepEqual(custom('enchant a book using the enchanting table'), ['enchant_item']);
    assert.deepEqual(custom('trade with the librarian for a name tag'), ['traded_with_villager']);
    assert.deepEqual(custom('catch a fish with the fishing rod'), ['fish_caught']);
    assert.deepEqual(custom('jump 5 times'), ['jump']);
    assert.equal(stats('jump 5 times')[0].count, 5);
    assert.deepEqual(custom('open the chest'), ['open_chest']);
  });
  it('quantities, tools and bare hands are kept', () => {
    assert.equal(stats('mine 5 stone blocks with a pickaxe')[0].count, 5);
    assert.deepEqual(stats('mine the diamond ore using your wooden pickaxe')[0].tool, ['wooden_pickaxe']);
    assert.deepEqual(stats('Using only your bare hands, mine the stone')[0].tool, []);
    assert.deepEqual(stats('Mine obsidian with the iron pickaxe in your hand')[0].tool, ['iron_pickaxe']);
  });
  it('trades keep the trader, what is bought and what is paid', () => {
    const g = stats('sell wheat to the farmer villager for an emerald')[0];
    assert.deepEqual([g.on?.ids, g.on?.variant, g.payment, g.product], [['villager'], 'farmer', ['wheat'], ['emerald']]);
  });
  it('the purpose of "use X to …" is the goal, with X as the tool', () => {
    const g = stats('use a hoe to till the grass into farmland')[0];
    assert.equal(g.statistic, 'used');
    assert.ok(g.objects.includes('iron_hoe'));
  });
});

describe('goal reader: states, shapes, judged parts, unread clauses', () => {
  it('find / look at the sky / climb / travel / stay', () => {
    assert.deepEqual(kinds('go up 10 blocks then look at the sky'), ['climb', 'sky']);
    const g = read('find the pigs').goals[0];
    assert.ok(g.kind === 'reach' && g.target.ids[0] === 'pig' && g.target.natural, 'pigs spawn in a generated world');
    const d = read('find the diamond block').goals[0];
    assert.ok(d.kind === 'reach' && !d.target.natural);
  });
  it('checkable shapes and judged building', () => {
    const p = read('build a pillar of cobblestone at least five blocks high').goals[0];
    assert.ok(p.kind === 'structure' && p.shape === 'pillar' && p.size === 5 && p.materials.includes('cobblestone'));
    assert.deepEqual(kinds('build a snow golem'), ['structure']);
    assert.deepEqual(kinds('Build a castle with towers at its corners and a gate.').slice(0, 1), ['judged']);
    assert.deepEqual(kinds('decorate the room to make it cozy'), ['judged']);
  });
  it('advice is skipped; a clause nothing understands is listed and is not fatal', () => {
    const r = read('Combat a skeleton. Watch out for its arrows; the cows are not your target.');
    assert.deepEqual(r.goals.map((g) => g.kind), ['stat']);
    assert.deepEqual(r.unread, []);
    const o = read('kill a zombie and do a little dance');
    assert.equal(o.goals.length, 1);
    assert.deepEqual(o.unread.map((u) => u.text), ['do a little dance']);
  });
  it('each goal keeps the span of the words it came from', () => {
    const text = 'Find a pig, then kill a zombie.';
    for (const g of read(text).goals) {
      assert.ok(g.from.source === 'text');
      assert.equal(text.slice(g.from.start, g.from.end), g.text);
    }
    assert.deepEqual(read(text).goals.map((g) => g.text), ['Find a pig', 'kill a zombie']);
  });
  it('AND and OR', () => {
    const r = read('find a pig or a cow');
    assert.equal(r.anyOf, true);
    assert.deepEqual(r.goals.map((g) => (g.kind === 'reach' ? g.target.ids[0] : '')), ['pig', 'cow']);
    assert.equal(read('find a pig and a cow').anyOf, false);
  });
  it('with reward entries, the entries are the statistics and the text adds only places and states', () => {
    const r = readTaskGoals({ text: 'craft a furnace and find a pig', rewards: [{ list: 'reward_cfg', index: 0, event: 'craft_item', identity: 'f', objects: ['minecraft:furnace'], maxRewardTimes: 1 }] }, reg);
    assert.equal(r.source, 'rewards');
    assert.deepEqual(r.goals.map((g) => g.kind), ['stat', 'reach']);
    assert.deepEqual((r.goals[0] as StatGoal).objects, ['furnace']);
  });
});

describe('goal reader: stations', () => {
  it('brewing is the potion in the inventory, with what the stand needs for it', () => {
    const [g] = read('brew a potion of swiftness').goals;
    assert.ok(g.kind === 'have');
    assert.deepEqual([g.items, g.potion, g.needs], [['potion'], 'swiftness', ['brewing_stand', 'blaze_powder', 'nether_wart', 'sugar']]);
    const [splash] = read('make two splash potions of healing').goals;
    assert.ok(splash.kind === 'have');
    assert.deepEqual([splash.items, splash.count, splash.potion], [['splash_potion'], 2, 'healing']);
    assert.ok(splash.needs?.includes('gunpowder'));
    // Weakness starts from a water bottle: no nether wart.
    const [weak] = read('brew a potion of weakness').goals;
    assert.ok(weak.kind === 'have' && !weak.needs?.includes('nether_wart'));
    // "craft a glass bottle to make potions" crafts the bottle.
    assert.deepEqual(stats('craft a glass bottle to make potions').map((x) => x.objects), [['glass_bottle']]);
  });
  it('"enchant … on the anvil" is anvil work, not the enchanting table\'s counter', () => {
    const [g] = stats('enchant the sword with a book on the anvil');
    assert.deepEqual([g.objects, g.needs], [['interact_with_anvil'], ['anvil']]);
    assert.deepEqual(stats('enchant a diamond sword')[0].needs, ['enchanting_table', 'diamond_sword']);
  });
});

it('after "and", a bare noun phrase shares the verb before it; a clause with a verb of its own does not', () => {
  const objects = (t: string) => readTextGoals(t, reg).goals.map((g) => (g.kind === 'stat' ? `${g.statistic}:${g.objects[0]}` : g.kind));
  assert.deepEqual(objects('craft a stone pickaxe and a furnace'), ['crafted:stone_pickaxe', 'crafted:furnace']);
  assert.deepEqual(objects('hunt pigs and chickens for food'), ['killed:pig', 'killed:chicken']);
  // "punch a tree" is not "craft a tree", nor is the apple after "using the gold blocks and" a second thing to craft.
  assert.ok(!objects('craft a stone pickaxe, then punch a tree and dig cobblestone').some((o) => /crafted:\w+_log/.test(o)));
  assert.deepEqual(objects('craft an enchanted golden apple using the gold blocks and the apple'), ['crafted:enchanted_golden_apple']);
});

describe('goal reader: a shaft filled back up', () => {
  const dig = (t: string) => read(t).goals.find((g) => g.kind === 'dig');
  it('"dig three down and fill one up" is one shaft goal, three deep, one block filled back, spanning both clauses', () => {
    const text = 'dig three down and fill one up';
    const g = dig(text);
    assert.ok(g && g.kind === 'dig');
    assert.deepEqual([g.direction, g.blocks, g.refill], ['down', 3, 1]);
    assert.equal(g.text, text);
    assert.equal(read(text).goals.length, 1);
    assert.deepEqual(read(text).unread, []);
  });
  it('"fill it back up" after a shaft is one block; a fill with nothing dug before is not a refill', () => {
    const g = dig('dig 4 blocks down, then fill it back up');
    assert.ok(g && g.kind === 'dig');
    assert.deepEqual([g.blocks, g.refill], [4, 1]);
    assert.ok(!read('fill one up').goals.some((x) => x.kind === 'dig'));
    assert.equal(dig('dig three blocks down')?.kind === 'dig' && dig('dig three blocks down')?.refill, undefined);
  });
});
