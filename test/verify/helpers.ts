/** Shared helpers for the verification tests: reading examples and checking reports against the schema. */
import assert from 'node:assert/strict';
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
