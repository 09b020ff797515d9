/** Reward entries: unknown events with their suggestions, and identities unique per list. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

const entry = (event: string, identity: string) => `- {event: ${event}, identity: ${identity}, objects: [stone], reward: 1, max_reward_times: 1}\n`;
const found = (text: string, code: string) => validateText(text).filter((d) => d.code === code);

describe('reward entries', () => {
  it('an unknown event suggests an alias or the nearest event names, and nothing else', () => {
    const diags = found('reward_cfg:\n' + entry('kill_mob', 'a') + entry('mine_blok', 'b') + entry('constructor', 'c') + entry('__proto__', 'd') + entry('toString', 'e'), 'reward/unknown-event');
    assert.equal(diags.length, 5);
    assert.match(diags[0].message, /Did you mean `kill_entity`\?$/);
    assert.equal(diags[0].fixes?.[0].edits[0].newText, 'kill_entity');
    assert.match(diags[1].message, /Did you mean `mine_block`\?$/);
    // Names of Object.prototype are no aliases: a hostile or unlucky name gets no function text as a fix.
    for (const d of diags.slice(2)) {
      assert.doesNotMatch(d.message, /function|\[native code\]|\[object/);
      for (const f of d.fixes ?? []) assert.match(f.edits[0].newText, /^[a-z_]+$/);
    }
  });
  it('an identity is unique within its list, not across reward_cfg and milestone_reward_cfg', () => {
    const twice = found('reward_cfg:\n' + entry('mine_block', 'dig') + entry('mine_block', 'dig'), 'reward/duplicate-identity');
    assert.equal(twice.length, 1);
    assert.match(twice[0].message, /already used by reward_cfg entry 1/);
    assert.deepEqual(found('reward_cfg:\n' + entry('mine_block', 'dig') + 'milestone_reward_cfg:\n' + entry('mine_block', 'dig'), 'reward/duplicate-identity'), []);
  });
});
