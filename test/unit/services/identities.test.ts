import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { identityDefinitions, identityOccurrences, identityReferences, prepareIdentityRename, renameIdentity } from '../../../server/src/api/services/identities';

const TEXT = [
  'reward_cfg:',
  '- {event: craft_item, identity: plank, objects: [oak_planks]}',
  '- event: mine_block',
  "  identity: 'log'",
  'milestone_reward_cfg:',
  '- {event: craft_item, identity: plank, objects: [oak_planks]}',
  'task_tree:',
  '  and:',
  '  - task: get a log',
  '    rewards:',
  '    - log',
  '  - or:',
  '    - {task: craft planks, rewards: [plank]}',
  '    - {task: mine a log, rewards: [log, plank]}',
  '',
].join('\n');
const model = new TaskModel(TEXT);
const words = (spans: { start: number; end: number }[]) => spans.map((s) => TEXT.slice(s.start, s.end));
const lineOf = (offset: number) => TEXT.slice(0, offset).split('\n').length - 1;

describe('reward identities service', () => {
  it('finds every identity and leaf name, nested trees and block lists included', () => {
    const all = identityOccurrences(model);
    assert.deepEqual(all.map((o) => [o.kind, o.name, lineOf(o.start)]), [
      ['identity', 'plank', 1], ['identity', 'log', 3], ['identity', 'plank', 5],
      ['leaf', 'log', 10], ['leaf', 'plank', 12], ['leaf', 'log', 13], ['leaf', 'plank', 13],
    ]);
    assert.equal(TEXT.slice(all[1].start, all[1].end), 'log', 'inside the single quotes');
  });

  it('definition from a leaf gives every entry with that identity (both lists)', () => {
    const defs = identityDefinitions(model, TEXT.indexOf('[plank]') + 2);
    assert.deepEqual(defs.map((d) => lineOf(d.start)), [1, 5]);
    assert.deepEqual(identityDefinitions(model, TEXT.indexOf('craft planks')), []);
  });

  it('references with and without the definitions', () => {
    const at = TEXT.indexOf("'log'") + 1;
    assert.deepEqual(identityReferences(model, at).map((s) => lineOf(s.start)), [3, 10, 13]);
    assert.deepEqual(identityReferences(model, at, false).map((s) => lineOf(s.start)), [10, 13]);
    assert.deepEqual(words(identityReferences(model, at)), ['log', 'log', 'log']);
  });

  it('prepares and renames; refuses clashes, empty and invalid names; same name is no edit', () => {
    assert.equal(prepareIdentityRename(model, TEXT.indexOf('event')), undefined);
    const at = TEXT.indexOf('- log') + 3;
    assert.deepEqual(prepareIdentityRename(model, at), { start: at - 1, end: at + 2, placeholder: 'log' });
    const r = renameIdentity(model, at, 'oak_log');
    assert.ok('edits' in r);
    let out = TEXT;
    for (const e of [...r.edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
    assert.equal(out, TEXT.replace("'log'", "'oak_log'").replace('    - log', '    - oak_log').replace('[log, plank]', '[oak_log, plank]'));
    assert.match((renameIdentity(model, at, 'plank') as { error: string }).error, /already has the identity "plank"/);
    assert.match((renameIdentity(model, at, '  ') as { error: string }).error, /cannot be empty/);
    assert.match((renameIdentity(model, at, 'a,b') as { error: string }).error, /not a valid identity/);
    assert.deepEqual(renameIdentity(model, at, 'log'), { edits: [] });
    assert.match((renameIdentity(model, 0, 'x') as { error: string }).error, /Only a reward identity/);
  });
});
