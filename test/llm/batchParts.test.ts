import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { parse } from 'yaml';
import { planBatch } from '../../server/src/evaluation/llm/batchPlan';
import { reasonOf, summarise } from '../../server/src/evaluation/llm/batchSummary';
import { readMarker, withCategory, withMarker } from '../../server/src/evaluation/llm/draftMarker';
import { getRegistry } from '../../server/src/vanilla/registry';

describe('batch parts', () => {
  it('withCategory puts the key first, replaces the model\'s own, keeps a --- marker, leaves flow mappings alone', () => {
    assert.equal(withCategory('text: x\ncategory: wrong\n', 'crafting'), 'category: crafting\ntext: x\n');
    assert.equal(withCategory('---\ntext: x\n', 'find'), '---\ncategory: find\ntext: x\n');
    assert.equal(withCategory('{text: x}\n', 'find'), '{text: x}\n');
    assert.equal(withCategory('text: x\n', undefined), 'text: x\n');
    assert.deepEqual(parse(withCategory('text: x\nreward_cfg:\n- event: jump\n  category: inner\n', 'motion')), { category: 'motion', text: 'x', reward_cfg: [{ event: 'jump', category: 'inner' }] });
  });

  it('withMarker: problems become one comment line each, whatever they contain', () => {
    const text = withMarker('text: x\n', ['line 2: bad\nreward_cfg: injected', 'second\u2028one'], 4);
    assert.deepEqual(parse(text), { text: 'x' }, 'nothing from a problem text becomes YAML');
    assert.equal(text.split('\n').filter((l) => l.startsWith('#   - ')).length, 2);
    assert.deepEqual(readMarker(text), { ours: true, needsAttention: true });
    assert.deepEqual(readMarker(withMarker('text: x', [], 1)), { ours: true, needsAttention: false });
    assert.deepEqual(readMarker('# my own notes\ntext: x\n'), { ours: false, needsAttention: false });
  });

  it('planBatch lays files out by mode and variant and keeps lines with the same file name apart', () => {
    const jobs = planBatch(['Craft Furnace', 'craft a furnace!', 'jump'], 'both', 2, getRegistry('1.16.5'));
    assert.deepEqual(jobs.map((j) => j.relPath.replace(/\\/g, '/')), [
      'simple/craft_furnace.yaml', 'simple/craft_furnace_v2.yaml', 'hard/craft_furnace.yaml', 'hard/craft_furnace_v2.yaml',
      'simple/craft_furnace_2.yaml', 'simple/craft_furnace_2_v2.yaml', 'hard/craft_furnace_2.yaml', 'hard/craft_furnace_2_v2.yaml',
      'simple/jump.yaml', 'simple/jump_v2.yaml', 'hard/jump.yaml', 'hard/jump_v2.yaml',
    ]);
    assert.equal(jobs[0].entry?.category, 'crafting', 'case aside, "Craft Furnace" is the catalogue entry');
    assert.equal(jobs[4].entry, undefined);
  });

  it('reasons group by diagnostic code or by the kind of problem, not by task', () => {
    assert.equal(reasonOf("line 3, error: Unknown item 'x' [id/unknown] (in: /give)"), 'id/unknown');
    assert.equal(reasonOf('`reward_cfg` does not measure the goal "craft a": add an entry'), reasonOf('`reward_cfg` does not measure the goal "mine b": add an entry'));
    const job = planBatch(['jump'], 'simple', 1, getRegistry('1.16.5'))[0];
    const s = summarise([
      { job, outcome: 'needs-attention', file: 'a', problems: ['x [id/unknown]', 'y [id/unknown]'] },
      { job, outcome: 'failed', file: 'b', problems: ['timeout: no answer in 60 s'] },
      { job, outcome: 'validated', file: 'c', problems: [] },
    ]);
    assert.deepEqual(s.reasons, [{ reason: 'id/unknown', files: 1 }, { reason: 'timeout', files: 1 }]);
    assert.equal(s.counts.validated, 1);
  });
});
