import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../server/src/analysis/lint/validate';
import { getRegistry } from '../../server/src/vanilla/registry';
import { measuredGoal, taskFileName } from '../../server/src/evaluation/llm/atomicTask';
import { BUILTIN_EXAMPLES } from '../../server/src/evaluation/llm/builtinExamples';
import { buildCatalogue } from '../../server/src/evaluation/llm/catalogue';

describe('atomic task catalogue', () => {
  const cat = buildCatalogue(getRegistry('1.16.5'));
  const byFile = new Map(cat.map((t) => [t.fileName, t]));

  it('has craft/mine/combat/hunt/use tasks from the registry, with file names', () => {
    assert.equal(byFile.get('craft_furnace')?.name, 'craft furnace');
    assert.deepEqual(byFile.get('craft_furnace')?.objects, ['furnace']);
    assert.equal(byFile.get('mine_diamond_ore')?.event, 'mine_block');
    assert.equal(byFile.get('combat_zombie')?.event, 'kill_entity');
    assert.equal(byFile.get('hunt_sheep')?.category, 'combat');
    assert.equal(byFile.get('hunt_sheep')?.subcategory, 'hunting');
    assert.equal(byFile.get('use_bow')?.event, 'use_item');
    assert.equal(byFile.get('eat_bread')?.event, 'use_item', 'food is eaten');
  });

  it('follows the registry: every recipe output once, no undiggable blocks, no passive mob as "kill"', () => {
    const reg = getRegistry('1.16.5');
    const crafts = cat.filter((t) => t.name.startsWith('craft '));
    assert.equal(crafts.length, [...reg.recipes.keys()].filter((k) => reg.items.has(k)).length);
    assert.ok(!byFile.has('mine_bedrock'));
    assert.ok(!byFile.has('mine_air'));
    assert.ok(!byFile.has('combat_cow') && byFile.has('hunt_cow'));
    assert.ok(!byFile.has('craft_deepslate'), '1.16.5 only');
    assert.equal(new Set(cat.map((t) => t.fileName)).size, cat.length, 'file names are unique');
  });

  it('reads goals from free task names', () => {
    const reg = getRegistry('1.16.5');
    assert.deepEqual(measuredGoal('Craft a Furnace', reg)?.objects, ['furnace']);
    assert.deepEqual(measuredGoal('mine iron ore with a stone pickaxe', reg)?.objects, ['iron_ore']);
    assert.deepEqual(measuredGoal('mine diamond', reg)?.objects, ['diamond_ore']);
    assert.deepEqual(measuredGoal('kill 2 zombies', reg)?.objects, ['zombie']);
    assert.equal(measuredGoal('build a pillar', reg), undefined);
    assert.equal(taskFileName('craft a furnace'), 'craft_furnace');
    assert.equal(taskFileName('craft a ladder', ['kill a spider'], ['mine iron ore']), 'craft_ladder_and_kill_spider_or_mine_iron_ore');
  });

  it('built-in few-shot examples validate cleanly', () => {
    for (const ex of BUILTIN_EXAMPLES) {
      const problems = validateText(ex.yaml).filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(problems, [], ex.task);
    }
  });
});
