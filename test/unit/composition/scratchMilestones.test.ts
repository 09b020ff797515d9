/** From-scratch milestones come from our dependency graph, whatever a model would say. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { scratchMilestones } from '../../../server/src/analysis/feasibility/scratchMilestones';
import { applyScratch } from '../../../server/src/evaluation/llm/fromScratchDraft';
import { parse } from 'yaml';

const reg = getRegistry('1.16.5');

describe('from-scratch milestones', () => {
  it('stone pickaxe: logs → planks → sticks → crafting table → wooden pickaxe → stone → stone pickaxe', () => {
    const ms = scratchMilestones({ event: 'craft_item', objects: ['stone_pickaxe'] }, reg);
    assert.deepEqual(ms.map((m) => m.identity), ['mine_log', 'craft_planks', 'craft_stick', 'craft_crafting_table', 'craft_wooden_pickaxe', 'mine_stone', 'craft_stone_pickaxe']);
    assert.ok(ms[0].objects.includes('birch_log') && ms[0].objects.includes('oak_log'), 'any overworld log counts');
    assert.deepEqual(ms[ms.length - 1], { event: 'craft_item', identity: 'craft_stone_pickaxe', objects: ['stone_pickaxe'], reward: 1.0, max_reward_times: 1 });
  });
  it('an iron pickaxe goes through smelting; a mob needs nothing', () => {
    const ids = scratchMilestones({ event: 'craft_item', objects: ['iron_pickaxe'] }, reg).map((m) => m.identity);
    assert.deepEqual(ids.slice(-4), ['mine_iron_ore', 'craft_furnace', 'smelt_iron_ingot', 'craft_iron_pickaxe']);
    assert.deepEqual(scratchMilestones({ event: 'kill_entity', objects: ['zombie'] }, reg).map((m) => m.identity), ['kill_zombie']);
  });
  it('the draft rewrite replaces the model\'s milestones and rewards, and strips item commands on the last round', () => {
    const ms = scratchMilestones({ event: 'craft_item', objects: ['stone_pickaxe'] }, reg);
    const draft = 'text: craft a stone pickaxe\ncustom_init_commands:\n- /give @s minecraft:stone_pickaxe 1\n- /time set day\nreward_cfg:\n- {event: craft_item, identity: x, objects: [stone_pickaxe], reward: 1, max_reward_times: 1}\nmilestone_reward_cfg:\n- {event: pickup, identity: y, objects: [dirt], reward: 1, max_reward_times: 1}\n';
    const kept = parse(applyScratch(draft, 'craft a stone pickaxe from scratch', ms, false, reg));
    assert.equal(kept.reward_cfg, undefined);
    assert.equal(kept.from_scratch, true);
    assert.deepEqual(kept.milestone_reward_cfg.map((m: { identity: string }) => m.identity), ms.map((m) => m.identity));
    assert.equal(kept.custom_init_commands.length, 2, 'before the last round the model is asked to fix it');
    const stripped = parse(applyScratch(draft, 'craft a stone pickaxe from scratch', ms, true, reg));
    assert.deepEqual(stripped.custom_init_commands, ['/time set day']);
  });
});
