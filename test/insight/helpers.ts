import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { clearSideFileCache } from '../../server/src/evaluation/insight/sideFiles';

export type TestIO = CliIO & { out: string; err: string };

export function testIO(cwd: string): TestIO {
  const r: TestIO = {
    out: '',
    err: '',
    stdout: (t: string) => void (r.out += t),
    stderr: (t: string) => void (r.err += t),
    cwd,
    env: {},
  };
  return r;
}

export function tempDir(prefix: string): string {
  clearSideFileCache();
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A task file with one reward entry (and an optional category key). */
export function taskYaml(event: string, objects: string[], text = 'a test task', category?: string): string {
  return [
    ...(category ? [`category: ${category}`] : []),
    'custom_init_commands: []',
    `text: ${text}`,
    'reward_cfg:',
    `- event: ${event}`,
    '  identity: r0',
    `  objects: [${objects.join(', ')}]`,
    '  reward: 1.0',
    '  max_reward_times: 1',
    '',
  ].join('\n');
}

export function write(dir: string, rel: string, text: string): string {
  const p = path.join(dir, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
  return p;
}
