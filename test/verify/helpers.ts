/** Shared helpers for the verification tests: reading examples and checking reports against the schema. */
import assert from 'node:assert/strict';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv';
import { repoRoot } from '../helpers/paths';
import type { VerifyReport } from '../../server/src/verify/report';

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
