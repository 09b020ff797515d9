/**
 * Workspace diagnostics (issue 33) on a generated benchmark of 3,000 task
 * files (the bench corpus: examples, variants, generated tasks, some broken):
 * the language server opened on that folder with no document open, from
 * `initialized` to the last file's diagnostics, and its RSS (peak and after).
 *
 * Baseline, measured in the same run: `mcu-task lint <folder>` in its own
 * process, which reads and checks the same files with the same lint and
 * nothing else, so the ratio is the price of doing it in the background of
 * an editor (one file per macrotask, JSON-RPC, pauses) rather than the price
 * of the lint itself. Its peak RSS comes from process.resourceUsage() at exit
 * (a preload script), the server's from /proc (VmHWM).
 *
 * Also: an edit's diagnostics round trip in an open document while the
 * queue runs, against the same edits once it is done (typing must stay fast).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { LspTestClient } from '../helpers/lspClient';
import { repoRoot } from '../helpers/paths';
import { writeCorpus } from './corpus';
import { median } from './stats';

export interface WorkspaceDiagFigures {
  files: number;
  /** Files with at least one error or warning (every file also gets criteria/missing information: the corpus has no criteria files). */
  withProblems: number;
  serverMs: number;
  serverPeakRssMb: number;
  serverRssBeforeMb: number;
  serverRssAfterMb: number;
  /** The server's heap after a full collection when the listing is done and when the last file was checked. */
  heapBeforeMb: number;
  heapAfterMb: number;
  /** The heap the lint alone leaves after the same files (no server): the server's excess over it is what the workspace checks keep. */
  lintHeapMb: number;
  cliMs: number;
  cliPeakRssMb: number;
  /** Edit → diagnostics of an open document, p50, while the queue runs and after. */
  editDuringScanMs: number;
  editIdleMs: number;
}

const now = () => performance.now();
/**
 * The heap the lint alone leaves after checking `files` (lintHeap.ts in a new
 * process with --expose-gc): registry, indexes, bounded caches.
 */
function lintHeapMb(files: string[]): number {
  const r = spawnSync(process.execPath, ['--expose-gc', path.join(__dirname, 'lintHeap.js'), ...files], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const mb = Number(r.stdout.trim());
  if (r.status !== 0 || !Number.isFinite(mb)) throw new Error(`lintHeap failed (exit ${r.status}): ${r.stderr.slice(-500)}`);
  return mb;
}

function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} for pid ${pid}`);
  return Number(m[1]) / 1024;
}

/** `mcu-task lint <dir>` in a new process: wall time and peak RSS. */
function cliLint(dir: string): { ms: number; peakMb: number } {
  const preload = path.join(os.tmpdir(), 'mcu-bench-maxrss.js');
  fs.writeFileSync(preload, "process.on('exit', () => process.stderr.write('MAXRSS_KB ' + process.resourceUsage().maxRSS + '\\n'));\n");
  const t0 = now();
  const r = spawnSync(process.execPath, ['-r', preload, path.join(repoRoot, 'dist', 'cli.js'), 'lint', dir], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = now() - t0;
  const m = /MAXRSS_KB (\d+)/.exec(r.stderr ?? '');
  if (!m) throw new Error(`mcu-task lint did not report its memory (exit ${r.status}): ${(r.stderr ?? '').slice(-500)}`);
  return { ms, peakMb: Number(m[1]) / 1024 };
}

/** Edits the open document `count` times, each time waiting for its diagnostics; the round-trip times. */
async function edits(client: LspTestClient, uri: string, text: string, fromVersion: number, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = now();
    await client.change(uri, fromVersion + i, [{ text: text + `\n# edit ${fromVersion + i}\n` }]);
    out.push(now() - t0);
  }
  return out;
}

export async function workspaceDiagFigures(count = 3000, seed = 7): Promise<WorkspaceDiagFigures> {
  const dir = path.join(os.tmpdir(), `mcu-bench-workspace-${seed}`);
  const files = writeCorpus(count, seed, dir);
  const cli = cliLint(dir);

  // An open file edited while the queue runs (outside the corpus list, so it does not change the count).
  const typed = path.join(dir, 'typed.task.yaml');
  const typedText = files[0].text;
  fs.writeFileSync(typed, typedText);
  const typedUri = pathToFileURL(typed).href;

  const logged: string[] = [];
  // --expose-gc: the server's log then gives the heap after a full collection before and after the checks.
  const client = new LspTestClient({ validationDelay: 0 }, { rootPath: dir, nodeArgs: ['--expose-gc'] });
  client.conn.onNotification('window/logMessage', (p: { message: string }) => void logged.push(p.message));
  try {
    await client.initialize({ workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'bench' }] });
    const t0 = now();
    const pid = client.proc.pid!;
    const rssBefore = procStatusMb(pid, 'VmRSS');
    const roundDone = () => logged.some((m) => m.includes('workspace diagnostics:') && m.includes('files checked'));
    const uris = files.map((f) => pathToFileURL(f.path).href);
    while (!uris.some((u) => client.publishedFor(u).length)) await new Promise((r) => setTimeout(r, 5));
    await client.open(typedUri, typedText);
    const during = await edits(client, typedUri, typedText, 2, 20);
    let end = 0;
    while (!end) {
      if (roundDone()) end = now();
      else await new Promise((r) => setTimeout(r, 5));
    }
    const serverMs = end - t0;
    const published = uris.filter((u) => client.publishedFor(u).length).length;
    if (published !== files.length) throw new Error(`only ${published} of ${files.length} files got diagnostics`);
    const withProblems = uris.filter((u) => client.publishedFor(u).at(-1)!.diagnostics.some((d) => d.severity === 1 || d.severity === 2)).length;
    const peak = procStatusMb(pid, 'VmHWM');
    const after = procStatusMb(pid, 'VmRSS');
    const heaps = logged.filter((m) => m.includes('workspace diagnostics:')).map((m) => Number(/heap ([\d.]+) MB/.exec(m)?.[1]));
    const idle = await edits(client, typedUri, typedText, 22, 20);
    const heapAfterMb = heaps.at(-1)!;
    return {
      lintHeapMb: lintHeapMb(files.map((f) => f.path)),
      files: files.length, withProblems, serverMs, serverPeakRssMb: peak, serverRssBeforeMb: rssBefore, serverRssAfterMb: after,
      heapBeforeMb: heaps[0], heapAfterMb,
      cliMs: cli.ms, cliPeakRssMb: cli.peakMb, editDuringScanMs: median(during), editIdleMs: median(idle),
    };
  } finally {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
