/** Shared helpers for the verification tests: reading examples and checking reports against the schema. */
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv';
import { repoRoot } from '../helpers/paths';
import type { VerifyReport } from '../../server/src/simulation/verify/verifyReport';
import { openSession, WorldSession } from '../../server/src/simulation/verify/session';
import type { AgentContext } from '../../server/src/simulation/verify/agent/context';
import { obtain } from '../../server/src/simulation/verify/agent/obtain';
import { getRegistry } from '../../server/src/vanilla/registry';
import type { Stats } from '../../server/src/model/task/rewards';

const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', 'verify-report.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

export function assertValidReport(r: unknown): asserts r is VerifyReport {
  const ok = validate(r);
  assert.ok(ok, `report does not match verify-report.schema.json: ${JSON.stringify(validate.errors)}`);
}

export function describeReport(r: VerifyReport): string {
  return JSON.stringify({ verified: r.verified, reward: r.reward, failures: r.failures, commands: r.commands, agentLog: r.agentLog }, null, 1);
}

/** The README's bound for a whole `mcu-task verify` process: the worker's heap limit (1 GB) plus the main thread and the server's buffers. */
export const MAX_RSS_MB = 1536;

/** Runs the built CLI (dist/cli.js) as a child that reports its peak RSS on exit (fixtures/report-maxrss.js). */
export function runCliReportingRss(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', path.join(repoRoot, 'test', 'verify', 'fixtures', 'report-maxrss.js'), path.join(repoRoot, 'dist', 'cli.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** How long an agent context opened by a test may work. */
const SCENE_AGENT_MS = 40000;

/** An agent context for a test's session: the real bot and registry, 32 blocks of search, the project's obtain. */
export function contextFor(s: WorldSession, signal: AbortSignal): AgentContext {
  const ctx: AgentContext = {
    bot: s.bot, reg: getRegistry('1.16.5'), signal, deadline: Date.now() + SCENE_AGENT_MS, budgetMs: SCENE_AGENT_MS,
    log: () => undefined, activity: '', searchRadius: 32,
    obtain: (item, n, depth) => obtain(ctx, item, n, depth),
  };
  return ctx;
}

export interface Scene { s: WorldSession; ctx: AgentContext; stats(): Promise<Stats> }

/** Opens an embedded world, runs the scene's commands (each must be accepted), lets updates reach the bot, runs `fn`. */
export async function inScene(commands: string[], fn: (scene: Scene) => Promise<void>): Promise<void> {
  const stop = new AbortController();
  const s = await openSession({ server: 'embedded', signal: stop.signal });
  try {
    for (const c of commands) {
      const r = await s.runCommand(c);
      assert.ok(!r.rejected && !r.limitation, `${c} → ${r.reply} ${r.limitation ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, 400));
    await fn({ s, ctx: contextFor(s, stop.signal), stats: () => s.readStats() });
  } finally {
    stop.abort();
    await s.close();
  }
}
