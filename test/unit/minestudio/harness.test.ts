/**
 * Which harness reads what: choosing one adds exactly the "ignored by this
 * harness" findings (information, at the key) and changes nothing else; the
 * setting and the CLI option carry the choice.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { HARNESSES } from '../../../server/src/model/minestudio/harness';
import { readSettings } from '../../../server/src/hosts/lsp/settings';
import { run as lint } from '../../../server/src/hosts/cli/lint';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const FULL = `custom_init_commands:
- /time set day
text: milk the cow with a bucket
summon_mobs:
- {name: cow, number: 1, range_x: [2, 3], range_z: [2, 3]}
init_inventory:
- {slot: 0, type: bucket, quantity: 1}
spawn_positions:
- {seed: 7, position: [0, 80, 0]}
biomes: [plains]
random_tp_range: 100
start_time: 1000
start_weather: clear
time_limit: 600
use_prev_action: false
reference_video: milk_cow
reward_cfg:
- {event: use_item, identity: milk, objects: [bucket], reward: 1, max_reward_times: 1}
thinking: a cow next to the agent
`;

const key = (text: string, d: { start: number; end: number }) => text.slice(d.start, d.end);
const ignored = (text: string, harness?: (typeof HARNESSES)[number]) =>
  validateText(text, { harness }).filter((d) => d.code === 'minestudio/harness-ignores');
const rest = (text: string, harness?: (typeof HARNESSES)[number]) =>
  validateText(text, { harness }).filter((d) => d.code !== 'minestudio/harness-ignores').map((d) => `${d.start} ${d.code} ${d.message}`);

describe('harness findings', () => {
  it('under any (the default) there are none', () => {
    assert.deepEqual(ignored(FULL), []);
    assert.deepEqual(ignored(FULL, 'any'), []);
  });

  it('each harness adds exactly its ignored keys, as information at the key, and changes nothing else', () => {
    const expected: Record<string, string[]> = {
      'minestudio-file': ['summon_mobs', 'init_inventory', 'spawn_positions', 'biomes', 'random_tp_range', 'start_time', 'start_weather', 'time_limit', 'use_prev_action', 'reference_video', 'reward_cfg', 'thinking'],
      'minestudio-callbacks': ['text', 'biomes', 'random_tp_range', 'start_time', 'start_weather', 'time_limit', 'use_prev_action', 'thinking'],
      'minestudio-dict': ['text', 'thinking'],
      agentbeats: ['summon_mobs', 'init_inventory', 'spawn_positions', 'biomes', 'random_tp_range', 'start_time', 'start_weather', 'time_limit', 'use_prev_action', 'reference_video', 'thinking'],
    };
    const base = rest(FULL);
    for (const [h, keys] of Object.entries(expected)) {
      const found = ignored(FULL, h as (typeof HARNESSES)[number]);
      assert.deepEqual(found.map((d) => key(FULL, d)), keys, h);
      assert.ok(found.every((d) => d.severity === 'information'), h);
      assert.deepEqual(rest(FULL, h as (typeof HARNESSES)[number]), base, h);
    }
  });

  it('says why a callback given a path skips a key', () => {
    const d = ignored(FULL, 'minestudio-callbacks').find((x) => key(FULL, x) === 'time_limit')!;
    assert.match(d.message, /judgereset\.py tests `'time_limit' in path` on the path string/);
    const alias = 'commands:\n- /time set day\n';
    assert.deepEqual(ignored(alias, 'minestudio-file').map((x) => x.message), ['`commands` is ignored by minestudio-file: convert_yaml_to_callbacks reads only `custom_init_commands`, not its alias `commands`.']);
  });

  it('given the loaded mapping, start_time alone is ignored: fast_reset.py needs biomes and random_tp_range', () => {
    const text = 'custom_init_commands:\n- /time set day\nstart_time: 1000\n';
    assert.deepEqual(ignored(text, 'minestudio-dict').map((d) => key(text, d)), ['start_time']);
    assert.deepEqual(ignored(text + 'biomes: [plains]\nrandom_tp_range: 10\n', 'minestudio-dict'), []);
  });

  it('an unknown key is an unknown key under every harness, never "ignored by this harness"', () => {
    const text = 'custom_init_commands:\n- /time set day\nsummon_mob: 1\n';
    for (const h of HARNESSES) {
      assert.deepEqual(ignored(text, h), []);
      assert.equal(validateText(text, { harness: h }).filter((d) => d.code === 'schema/unknown-key').length, 1);
    }
  });

  it('the setting mcu.harness is read, and a bad value falls back to any with a warning', () => {
    assert.equal(readSettings({}).harness, 'any');
    assert.equal(readSettings({ harness: 'minestudio-file' }).harness, 'minestudio-file');
    const warnings: string[] = [];
    assert.equal(readSettings({ harness: 'minestudio' }, (m) => warnings.push(m)).harness, 'any');
    assert.equal(warnings.length, 1);
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8'));
    assert.deepEqual(pkg.contributes.configuration.properties['mcu.harness'].enum, [...HARNESSES]);
  });

  it('lint --harness reports the findings, and refuses an unknown harness', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms28keys-harness-'));
    try {
      const file = path.join(dir, 'task.yaml');
      fs.writeFileSync(file, FULL);
      const out: string[] = [];
      const io = { cwd: dir, stdout: (s: string) => out.push(s), stderr: (s: string) => out.push(s) };
      await lint(['--format', 'json', '--harness', 'minestudio-callbacks', file], io as never);
      const report = JSON.parse(out.join(''));
      assert.equal(report[0].diagnostics.filter((d: { code: string }) => d.code === 'minestudio/harness-ignores').length, 8);
      out.length = 0;
      await lint(['--format', 'json', file], io as never);
      assert.equal(JSON.parse(out.join(''))[0].diagnostics.filter((d: { code: string }) => d.code === 'minestudio/harness-ignores').length, 0);
      await assert.rejects(lint(['--harness', 'minestudio', file], io as never), /--harness must be one of any, minestudio-file/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
