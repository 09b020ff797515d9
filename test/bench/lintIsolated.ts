/**
 * Our validation against yaml-language-server's, each side in a process of
 * its own (lintWorker.ts), in alternating order (ours, theirs, theirs, ours,
 * ours, theirs …) so that a slow spell of the machine hits both sides alike.
 * The ratio is the median of our rounds over the median of theirs.
 *
 * Why not one process: with both services in it, the documents that
 * yaml-language-server keeps per URI stay on the heap while ours runs, and
 * every scavenge of ours gets dearer (measured on the 320-file corpus: our
 * minor-GC time per pass went from about 6 to 10 ms). Deployed, the two
 * never share a heap. bench.ts still prints the one-process ratio as well.
 */
import { spawnSync } from 'child_process';
import * as path from 'path';
import { median } from './stats';

export interface IsolatedLint {
  /** Milliseconds per pass over the corpus, one per round. */
  ours: number[];
  yamlLs: number[];
  ratio: number;
}

function runSide(side: 'ours' | 'yamlls', dir: string, passes: number): number {
  const worker = path.join(__dirname, 'lintWorker.js');
  const res = spawnSync(process.execPath, [worker, '--side', side, '--dir', dir, '--passes', String(passes)], { encoding: 'utf8', timeout: 300_000 });
  const line = (res.stdout ?? '').trim().split('\n').pop() ?? '';
  try {
    return (JSON.parse(line) as { msPerPass: number }).msPerPass;
  } catch {
    throw new Error(`bench: the ${side} lint worker failed (exit ${res.status}): ${(res.stderr || res.stdout || '').slice(0, 2000)}`);
  }
}

export function measureLintIsolated(dir: string, passes: number, rounds: number): IsolatedLint {
  const out: IsolatedLint = { ours: [], yamlLs: [], ratio: NaN };
  for (let r = 0; r < rounds; r++) {
    const order: ('ours' | 'yamlls')[] = r % 2 === 0 ? ['ours', 'yamlls'] : ['yamlls', 'ours'];
    for (const side of order) (side === 'ours' ? out.ours : out.yamlLs).push(runSide(side, dir, passes));
  }
  out.ratio = median(out.ours) / median(out.yamlLs);
  return out;
}
