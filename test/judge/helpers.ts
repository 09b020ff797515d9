/** Paths and the hand-computed figures of the judge fixtures. */
import { captureIO as captureInto } from '../helpers/captureIO';
import * as fs from 'fs';
import * as path from 'path';
import type { CliIO } from '../../server/src/hosts/cli/io';

/** Source fixtures (tests run from out/test/judge). */
export const JUDGE_FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'judge', 'fixtures');
export const VLM = path.join(JUDGE_FIXTURES, 'vlm_rating_res');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const EXPECTED: any = JSON.parse(fs.readFileSync(path.join(JUDGE_FIXTURES, 'expected.json'), 'utf8'));

export function captureIO(cwd = JUDGE_FIXTURES, env: NodeJS.ProcessEnv = {}): CliIO & { out: string; err: string } {
  return captureInto(cwd, env);
}
