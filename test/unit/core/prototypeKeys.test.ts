/**
 * Names of Object.prototype's members (`constructor`, `toString`, `__proto__` …) written where a task
 * file or a judge's answer has an id, an NBT key, a command name or a word: lookups in our tables must
 * find nothing, not Object's functions (which once showed up as "drops function Object() { [native code] }"
 * and as an internal error of the NBT check).
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { parseScoreValue } from '../../../server/src/evaluation/judge/scoreValue';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const LEAK = /function |\[native code\]|\[object /;

function taskFor(p: string): string {
  const commands = [
    `/${p} @s`, `/give @s minecraft:${p} 1`, `/summon ${p} ~3 ~ ~`, `/gamerule ${p} true`, `/time set ${p}`,
    `/kill @e[type=${p}]`, `/effect give @s ${p}`, `/setblock ~1 ~ ~ minecraft:chest{${p}:1b}`,
    `/summon minecraft:zombie ~2 ~ ~ {${p}:1b}`, `/give @s minecraft:stone{${p}:1}`, `/replaceitem entity @s ${p} minecraft:stone`,
    `/summon minecraft:villager ~2 ~ ~ {VillagerData:{profession:"minecraft:${p}"}}`, `/function ${p}`,
  ];
  const events = ['mine_block', 'craft_item', 'kill_entity', 'use_item', 'pickup', 'custom', p];
  return `text: ${p} the ${p} with ${p}\ncustom_init_commands:\n${commands.map((c) => `- '${c}'`).join('\n')}\nreward_cfg:\n` +
    events.map((e, i) => `- {event: ${e}, identity: ${p}${i}, objects: [${p}, minecraft:${p}], reward: 1, max_reward_times: 1}`).join('\n') + `\n${p}: 1\n`;
}

describe('prototype member names as input', () => {
  for (const p of NAMES) {
    it(`the linter treats '${p}' as an unknown name`, () => {
      const diags = validateText(taskFor(p));
      assert.ok(diags.length > 10, 'the file is full of unknown names');
      assert.deepEqual(diags.filter((d) => d.code === 'mcu/internal-error').map((d) => d.message), []);
      for (const d of diags) {
        assert.doesNotMatch(d.message, LEAK, d.code);
        for (const f of d.fixes ?? []) for (const e of f.edits) assert.doesNotMatch(e.newText, LEAK, d.code);
      }
      // An unknown event is an error, whatever its name.
      assert.ok(diags.some((d) => d.code === 'reward/unknown-event'));
    });
  }
  it('a judge answering with such a word gives no score', () => {
    for (const p of NAMES) {
      assert.equal(parseScoreValue(p).kind, 'invalid', p);
      assert.equal(parseScoreValue(p, { progress: true }).kind, 'invalid', p);
    }
  });
});
