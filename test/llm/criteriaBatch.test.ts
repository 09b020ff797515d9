import { after, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { run as criteria } from '../../server/src/hosts/cli/criteria';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { answer, delay, FakeServer, messagesText, startFakeOpenAI, withFakeModelAndFolder } from './fakeOpenAI';
import { CRITERIA_OK, GOOD_FURNACE } from './taskFixtures';

describe('mcu-task criteria DIR (batch)', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-criteria-batch-', (f, t) => { fake = f; tmp = t; });
  const io = (): CliIO & { err: string } => {
    const r = { err: '', stdout: () => undefined, stderr: (t: string) => void (r.err += t), cwd: tmp, env: { OPENAI_BASE_URL: fake.baseUrl } as NodeJS.ProcessEnv };
    return r;
  };
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  };

  it('writes one criteria file per task name, --jobs at a time, skips drafts needing attention, and keeps what exists on a rerun', async () => {
    put('suite/simple/craft_furnace.yaml', GOOD_FURNACE);
    put('suite/hard/craft_furnace.yaml', GOOD_FURNACE.replace('custom_init_commands:', 'custom_init_commands:\n- /time set midnight'));
    put('suite/simple/hunt_cow.yaml', 'text: hunt a cow\ncustom_init_commands:\n- /summon minecraft:cow ~2 ~ ~\n');
    put('suite/simple/mine_iron_ore.yaml', '# NEEDS ATTENTION: drafted by mcu-task generate; 1 problem left after 4 rounds:\n#   - x\ntext: mine iron ore\ncustom_init_commands: []\n');
    put('suite/notes.yaml', 'just: notes\n');
    fake.script([delay(50, answer(CRITERIA_OK))]);
    fake.maxInFlight = 0;
    const start = fake.requests.length;
    const c = io();
    assert.equal(await criteria(['suite', '--jobs', '2'], c), 1, c.err);
    assert.equal(fake.requests.length - start, 2, 'craft_furnace once (simple and hard share it), hunt_cow once');
    assert.equal(fake.maxInFlight, 2);
    assert.ok(fake.requests.slice(start).some((r) => messagesText(r).includes('hunt a cow')));
    for (const name of ['craft_furnace', 'hunt_cow']) assert.match(fs.readFileSync(path.join(tmp, 'suite', 'criteria_files', `${name}.txt`), 'utf8'), /^\*\*Task Progress: /m);
    assert.equal(fs.existsSync(path.join(tmp, 'suite', 'criteria_files', 'mine_iron_ore.txt')), false);
    assert.match(c.err, /3 criteria files: 2 written, 0 kept \(already there\), 1 skipped \(task needs attention\), 0 failed\./);

    const again = io();
    const before2 = fake.requests.length;
    assert.equal(await criteria(['suite', '--jobs', '2'], again), 1);
    assert.equal(fake.requests.length, before2, 'nothing asked twice');
    assert.match(again.err, /0 written, 2 kept/);
  });
});
