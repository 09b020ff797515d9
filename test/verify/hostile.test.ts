/**
 * Issue 13, the server side: each defect reproduced with the input that
 * showed it, through the real embedded server, bot and verifier.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { verifyIsolated } from '../../server/src/simulation/verify/isolated';
import { LIMITS } from '../../server/src/simulation/embedded/limits';
import { assertValidReport, describeReport } from './helpers';
import { exitWhenDone } from '../embedded/helpers';

// A session still opening when the setup budget ran out used to keep this file alive after its
// last test (fixed: verifyInner now waits for it and closes it). mineflayer's own client-side
// promise timers can still delay the exit by up to 20 s, as in the embedded tests: exit once done.
exitWhenDone();

function task(commands: string[], reward?: string): string {
  const cmds = commands.map((c) => `  - ${JSON.stringify(c)}`).join('\n');
  const rw = reward ?? '  - {event: mine_block, objects: [dirt], reward: 1, identity: mine_dirt, max_reward_times: 1}';
  return `custom_init_commands:\n${cmds}\ntext: mine dirt\nreward_cfg:\n${rw}\n`;
}

describe('verify: hostile scenes', () => {
  it('/stop is refused with a clear reply and the run goes on (it used to end the process with exit 0)', async () => {
    const r = await verifyTask(task(['/stop', '/execute as @s run stop', '/op @s', '/give @s minecraft:dirt 1']), { timeoutMs: 20000 });
    assertValidReport(r);
    const [stop, nested, op, give] = r.commands;
    assert.ok(stop.rejected && /administration command/.test(stop.reply), describeReport(r));
    assert.ok(nested.rejected && /administration command/.test(nested.reply));
    assert.ok(op.rejected && /administration command/.test(op.reply));
    assert.equal(give.rejected, false);
    assert.equal(r.verified, true, 'the reward is still earned after the refused commands');
  });

  it("flying-squid's own commands are not reachable: modpe, changeworld, summonMany, pile, day, night", async () => {
    const names = ['modpe', 'changeworld nether', 'summonMany 100 zombie', 'pile 5', 'day', 'night', 'selector @e', 'version'];
    const r = await verifyTask(task(names.map((n) => `/${n}`)), { timeoutMs: 20000 });
    assertValidReport(r);
    // Refused by the checker before the server sees them (lint's "Unknown command"), or by the server's own tree.
    for (const c of r.commands) assert.match(c.reply, /^Unknown or incomplete command|\[command\/(unknown|newer-syntax)\]$/, c.text);
    assert.ok(r.commands.every((c) => c.rejected));
  });

  it('an execute fan-out over 20 armour stands six deep stops at the fan-out limit, as a limitation, within seconds', async () => {
    const stands = Array.from({ length: 20 }, (_, i) => `/summon minecraft:armor_stand ~${(i % 5) + 2} ~ ~${Math.floor(i / 5) + 2}`);
    const t0 = Date.now();
    const r = await verifyTask(task([...stands, '/execute as @e as @e as @e as @e as @e as @e run say boom']), { timeoutMs: 15000 });
    assertValidReport(r);
    const boom = r.commands[20];
    assert.match(boom.limitation ?? '', new RegExp(`more than ${LIMITS.executionsPerCommand} executions`), describeReport(r));
    assert.equal(boom.rejected, false, 'a limit of ours is not a mistake in the task');
    assert.ok(r.limitations.length >= 1);
    assert.ok(Date.now() - t0 < 60000, `took ${Date.now() - t0} ms`);
  });

  it('ten maximum-size fills: far ones are "not loaded" (vanilla), near ones stop at the block budget as a limitation', async () => {
    const far = Array.from({ length: 5 }, (_, i) => `/fill ~ 1 ~${i + 3} ~32767 1 ~${i + 3} stone`);
    const near = Array.from({ length: 5 }, (_, i) => `/fill ~-15 ${70 + i * 32} ~-15 ~16 ${70 + i * 32 + 31 > 255 ? 255 : 70 + i * 32 + 31} ~16 glass`);
    const t0 = Date.now();
    const r = await verifyTask(task([...far, ...near]), { timeoutMs: 15000 });
    assertValidReport(r);
    for (const c of r.commands.slice(0, 5)) assert.equal(c.reply, 'That position is not loaded', c.text);
    assert.ok(r.commands.slice(5).some((c) => /changed blocks per task/.test(c.limitation ?? '')) || r.commands.slice(5).every((c) => !c.rejected), describeReport(r));
    const changed = r.commands.reduce((n, c) => n + (c.effects?.blocksChanged ?? 0), 0);
    assert.ok(changed <= LIMITS.blocksChanged, `changed ${changed}`);
    assert.ok(changed >= 4 * 32768 - 32768, `the first fills ran: ${changed}`);
    assert.ok(Date.now() - t0 < 60000, `took ${Date.now() - t0} ms`);
  });

  it('/give … 2147483647 gives what fits and reports the capped drop as a limitation (it used to say "Too many mobs !")', async () => {
    const r = await verifyTask(task(['/give @s minecraft:diamond 2147483647', '/summon minecraft:bee ~3 ~ ~3']), { timeoutMs: 10000 });
    assertValidReport(r);
    const [give, bee] = r.commands;
    assert.match(give.reply, /^Gave 2147483647 \[Diamond\]/);
    assert.match(give.limitation ?? '', /dropped only \d+ stacks/);
    assert.equal(bee.rejected, false, bee.reply);
    assert.match(bee.reply, /Summoned new Bee/);
    assert.deepEqual(bee.effects?.entities.map((e) => e.type), ['bee']);
  });

  it('/execute 1,000 deep is stopped at the depth limit, not by a stack overflow', async () => {
    const deep = `/${'execute as @s run '.repeat(1000)}say hi`;
    const r = await verifyTask(task([deep]), { timeoutMs: 10000 });
    assertValidReport(r);
    assert.match(r.commands[0].limitation ?? '', /nested more than \d+ deep/);
  });

  it('a command that kills the agent: the reason says so first, not "no dirt within 32 blocks"', async () => {
    const r = await verifyTask(task(['/kill @s', '/fill ~-3 ~-1 ~-3 ~3 ~-1 ~3 minecraft:stone']), { timeoutMs: 8000 });
    assertValidReport(r);
    assert.equal(r.verified, false);
    assert.equal(r.incidents[0]?.kind, 'died', describeReport(r));
    assert.match(r.entries[0].reason ?? '', /^the agent died during init command 1 \(\/kill @s\)/);
  });

  it('the setup budget: init commands that cannot run in time leave the run undecided, not false (a slow server start is overload.test.ts)', async () => {
    // Ten fills of 32,768 blocks each: the budget of 1 ms has surely run out before the last one (two /give
    // lines could both run within the same millisecond on a fast machine).
    const fills = Array.from({ length: 10 }, (_, i) => `/fill ~-15 ~${1 + (i % 2) * 40} ~-15 ~16 ~${32 + (i % 2) * 40} ~16 minecraft:glass`);
    const r = await verifyTask(task(fills), { timeoutMs: 5000, setupMs: 1 });
    assertValidReport(r);
    assert.deepEqual(r.phases.map((p) => [p.name, p.outcome]), [['setup', 'budget-exhausted'], ['agent', 'skipped']], describeReport(r));
    assert.equal(r.verified, null);
    assert.match(r.verdictReason ?? '', /setup budget ran out (before|during) init command \d+/);
  });

  it('the hard cap stops a worker that does not finish, and the caller still gets a report', async () => {
    const t0 = Date.now();
    const r = await verifyIsolated(task(['/give @s minecraft:dirt 1']), { timeoutMs: 60000, setupMs: 30000, capMs: 300 });
    assertValidReport(r);
    assert.equal(r.verified, null);
    assert.match(r.verdictReason ?? '', /hard cap/);
    assert.ok(Date.now() - t0 < 5000);
  });

  it('an isolated run returns the same verdict as an in-process one', async () => {
    const r = await verifyIsolated(task(['/give @s minecraft:wooden_shovel 1']), { timeoutMs: 20000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.deepEqual(r.phases.map((p) => [p.name, p.outcome]), [['setup', 'done'], ['agent', 'done']]);
  });
});
