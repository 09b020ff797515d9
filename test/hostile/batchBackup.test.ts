/**
 * Issue 25 item 5: a planted link must not make `generate --tasks` write
 * anywhere. The output folder holds a foreign `craft_furnace.yaml` (an SSH
 * public key, which fails validation, so the batch redoes it and first backs
 * it up) and a dangling `craft_furnace.yaml.orig` pointing at an
 * `authorized_keys` outside the folder. The backup must not be written
 * through the link. Real batch code (server/src/evaluation/llm/batchFiles.ts), real
 * CLI in-process, the local OpenAI-compatible stand-in as the model.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { captureIO } from '../helpers/captureIO';
import { dynamic, FakeServer, withFakeModelAndFolder } from '../llm/fakeOpenAI';
import { realisticReply } from '../llm/realisticModel';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostileKeyPlantedInTheOutputFolder attacker@example\n';

describe('generate --tasks with a planted .orig link', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-hostile-batch-', (f, t) => { fake = f; tmp = t; });

  it('never writes the backup through a dangling .orig link', async () => {
    fake.script([dynamic(realisticReply)]);
    const home = path.join(tmp, 'home', '.ssh');
    fs.mkdirSync(home, { recursive: true });
    const victim = path.join(home, 'authorized_keys');
    const out = path.join(tmp, 'out', 'simple');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'craft_furnace.yaml'), KEY);
    fs.symlinkSync(victim, path.join(out, 'craft_furnace.yaml.orig'));
    fs.writeFileSync(path.join(tmp, 'list.txt'), 'craft furnace\n');

    const c = captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'k' });
    await generate(['--tasks', 'list.txt', '--out', 'out', '--mode', 'simple'], c);

    assert.equal(fs.existsSync(victim), false, `the key was written through the link:\n${c.err}`);
    assert.ok(fs.lstatSync(path.join(out, 'craft_furnace.yaml.orig')).isSymbolicLink(), 'the planted link is left as it was');
    // Without a backup it can trust, the batch leaves the foreign file alone and says why.
    assert.equal(fs.readFileSync(path.join(out, 'craft_furnace.yaml'), 'utf8'), KEY);
    assert.match(c.err, /craft_furnace\.yaml: failed.*\.orig/s);
  });
});
