/** Cancelling a verification leaves no server, bot, socket or timer behind. */
import assert from 'node:assert/strict';
import * as net from 'node:net';
import { describe, it } from 'node:test';
import { verifyTask, VerifyAborted } from '../../server/src/simulation/verify';

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

function counts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of process.getActiveResourcesInfo()) if (/Timeout|TCP|Immediate/.test(r)) out[r] = (out[r] ?? 0) + 1;
  return out;
}

async function settledCounts(before: Record<string, number>): Promise<Record<string, number>> {
  const same = (a: Record<string, number>) => [...new Set([...Object.keys(a), ...Object.keys(before)])].every((k) => (a[k] ?? 0) === (before[k] ?? 0));
  for (let i = 0; i < 60; i++) {
    if (same(counts())) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return counts();
}

const FAR_ZOMBIE = `custom_init_commands:
- /give @s minecraft:iron_sword 1
- /summon minecraft:zombie ~20 ~ ~
text: kill a zombie
reward_cfg:
- event: kill_entity
  identity: kill_zombie
  objects: [zombie]
  reward: 1
  max_reward_times: 1
`;

describe('verify: cancellation', () => {
  it('an abort after the bot joined rejects with VerifyAborted and frees the port, the bot and every timer', async () => {
    const before = counts();
    const ac = new AbortController();
    let port = 0;
    let joined = false;
    const job = verifyTask(FAR_ZOMBIE, {
      timeoutMs: 60000,
      signal: ac.signal,
      log: (line) => {
        const m = /listening on port (\d+)/.exec(line);
        if (m) port = Number(m[1]);
        // The agent starts after the bot joined and the commands ran: cancel mid-task.
        if (/^agent: killing zombie/.test(line) && !joined) {
          joined = true;
          setTimeout(() => ac.abort(), 300);
        }
      },
    });
    await assert.rejects(job, (e) => e instanceof VerifyAborted);
    assert.ok(joined, 'the abort came after the bot joined');
    assert.ok(port > 0);
    assert.equal(await canBind(port), true, 'the server port is free');
    assert.deepEqual(await settledCounts(before), before, 'no timer or socket left behind');
  });

  it('an already aborted signal never starts a server', async () => {
    const before = counts();
    const ac = new AbortController();
    ac.abort();
    await assert.rejects(verifyTask(FAR_ZOMBIE, { signal: ac.signal }), (e) => e instanceof VerifyAborted);
    assert.deepEqual(counts(), before);
  });
});
