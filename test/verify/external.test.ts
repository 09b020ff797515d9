/**
 * `--server HOST:PORT` end to end: a second embedded server is started as
 * if it were an external 1.16.5 server, and verifyTask talks to it only over
 * the protocol — commands through chat, replies from chat messages, the
 * reward scored from the statistics packet (request_stats), goals checked by
 * the bot's own view of the world.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { after, before, describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { startEmbeddedServer, EmbeddedServer } from '../../server/src/simulation/embedded/startServer';
import { parseServer, run } from '../../server/src/hosts/cli/verify';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { examplesDir, repoRoot } from '../helpers/paths';
import { assertValidReport, describeReport } from './helpers';

describe('verify --server HOST:PORT against a server started as if it were external', () => {
  let external: EmbeddedServer;
  let target: { host: string; port: number };
  before(async () => {
    external = await startEmbeddedServer();
    const parsed = parseServer(`127.0.0.1:${external.port}`);
    assert.ok(parsed && typeof parsed === 'object', 'the CLI parses HOST:PORT');
    target = parsed as { host: string; port: number };
  });
  after(async () => {
    await external?.close();
  });

  it('a reward task: verified, scored from the statistics packet', async () => {
    const file = path.join(examplesDir, 'simple', 'craft_furnace.yaml');
    const r = await verifyTask(fs.readFileSync(file, 'utf8'), { file, server: target, timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.server, `127.0.0.1:${external.port}`);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.reward, r.maxReward);
    assert.ok(r.commands.every((c) => !c.rejected && c.reply.length > 0), 'every command answered over chat');
    assert.ok(r.timeline.some((t) => t.event === 'craft_item' && t.object === 'furnace' && t.identity), 'the payout came from the statistics the server sent');
    assert.deepEqual(r.settled, [], 'a real server settles the scene itself');
  });

  it('a goal task: the bot checks the goal in what the external server sent it', async () => {
    const file = path.join(repoRoot, 'test', 'verify', 'fixtures', 'goals', 'find_diamond_block.yaml');
    const r = await verifyTask(fs.readFileSync(file, 'utf8'), { file, server: target, timeoutMs: 30000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.goals[0].outcome, 'reached');
    assert.match(r.goals[0].detail ?? '', /diamond_block/);
  });

  it('the CLI: mcu-task verify --server HOST:PORT --format json, exit 0 for true and null', async () => {
    const o = { out: '', err: '', cwd: repoRoot, env: {} as NodeJS.ProcessEnv, stdout(t: string) { o.out += t; }, stderr(t: string) { o.err += t; } };
    const io: CliIO = o;
    const files = [path.join(examplesDir, 'simple', 'craft_furnace.yaml'), path.join(examplesDir, 'judge_only', 'trade_for_iron_helmet.yaml')];
    const code = await run(['--format', 'json', '--server', `127.0.0.1:${external.port}`, ...files], io);
    assert.equal(code, 0, o.err);
    const reports = JSON.parse(o.out);
    for (const r of reports) assertValidReport(r);
    assert.deepEqual(reports.map((r: any) => [r.server, r.verified, r.reward]), [[`127.0.0.1:${external.port}`, true, 1], [`127.0.0.1:${external.port}`, null, 0]]);
  });

  it('a refused command is reported, and one no goal needs leaves the task true (issue 26)', async () => {
    const text = 'custom_init_commands:\n- /give @s minecraft:not_an_item 1\ntext: look at the sky\n';
    const r = await verifyTask(text, { server: target, timeoutMs: 30000 });
    assertValidReport(r);
    assert.equal(r.commands[0].rejected, true, describeReport(r));
    assert.ok(r.failures.some((f) => f.target.kind === 'command'), 'the refused line is still listed');
    assert.equal(r.commands[0].relevance?.neededByGoal, undefined);
    assert.equal(r.verified, true, describeReport(r));
  });
});
