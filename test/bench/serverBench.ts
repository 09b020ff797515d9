/**
 * Measurements through the real language server (dist/server.js over stdio):
 * cold start, memory after linting the corpus, completion, hover and signature help latency.
 */
import * as fs from 'fs';
import { pathToFileURL } from 'url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';
import type { CorpusFile } from './corpus';
import { Rng } from './prng';

const now = () => performance.now();
/** These figures are about open documents: the repository (the default root) is not checked in the background (workspaceDiagBench.ts measures that). */
const NO_WORKSPACE_CHECKS = { workspaceDiagnostics: false };

/** Process spawn to the first publishDiagnostics of one opened example, in ms. */
export async function coldStart(file: CorpusFile): Promise<number> {
  const t0 = now();
  const client = new LspTestClient(NO_WORKSPACE_CHECKS);
  try {
    await client.initialize();
    await client.open(pathToFileURL(file.path).href, file.text);
    return now() - t0;
  } finally {
    await client.stop();
  }
}

/** Resident set size of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]) / 1024;
}

export interface Probe {
  uri: string;
  line: number;
  character: number;
  what: 'command' | 'id' | 'reward';
}

/**
 * Cursor positions worth asking about: inside commands (names, selectors,
 * ids, coordinates, NBT), on reward objects and events.
 */
export function probePositions(files: CorpusFile[], count: number, seed: number): Probe[] {
  const rng = new Rng(seed);
  const candidates: Probe[] = [];
  for (const f of files) {
    const uri = pathToFileURL(f.path).href;
    const doc = TextDocument.create(uri, 'yaml', 1, f.text);
    const push = (offset: number, what: Probe['what']) => {
      const p = doc.positionAt(offset);
      candidates.push({ uri, line: p.line, character: p.character, what });
    };
    const re = /^- +['"]?(\/?[a-z]+)( [^\r\n]*)?\r?$|^ *(?:- +)?objects: *\[([^\]\r\n]*)\]|^ *- +(?:event: *)?([a-z_:]+)\s*$/gm;
    for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
      const start = m.index;
      const line = m[0];
      if (m[1]) {
        // A command: the name, then one random spot, then the end of an id if there is one.
        push(start + line.indexOf(m[1]) + 1, 'command');
        push(start + rng.int(line.indexOf(m[1]), line.length), 'command');
        const id = /minecraft:[a-z_]+/.exec(line);
        if (id) push(start + id.index + id[0].length - 1, 'id');
      } else if (m[3] !== undefined) {
        push(start + line.indexOf('[') + 1 + rng.int(0, m[3].length), 'reward');
      } else if (m[4]) {
        push(start + line.indexOf(m[4]) + 1, 'reward');
      }
    }
  }
  // A deterministic sample, keeping the mix of kinds.
  const out: Probe[] = [];
  for (let i = 0; i < count && candidates.length; i++) out.push(candidates.splice(rng.int(0, candidates.length - 1), 1)[0]);
  return out;
}

export interface ServerFigures {
  rssMb: number;
  rssBeforeMb: number;
  lintAllMs: number;
  completionMs: number[];
  hoverMs: number[];
  signatureHelpMs: number[];
  emptyCompletions: number;
  nullHovers: number;
  nullSignatures: number;
}

/** Opens every corpus file, waits for each one's diagnostics, reads RSS, then times completion, hover and signature help. */
export async function serverFigures(files: CorpusFile[], probes: Probe[]): Promise<ServerFigures> {
  const client = new LspTestClient(NO_WORKSPACE_CHECKS);
  try {
    await client.initialize();
    const pid = client.proc.pid!;
    const rssBeforeMb = rssMb(pid);
    const t0 = now();
    // Sequential opens: each file's diagnostics before the next (as when a user opens files one by one).
    for (const f of files) await client.open(pathToFileURL(f.path).href, f.text);
    const lintAllMs = now() - t0;
    const rss = rssMb(pid);
    const completionMs: number[] = [];
    const hoverMs: number[] = [];
    const signatureHelpMs: number[] = [];
    let emptyCompletions = 0;
    let nullHovers = 0;
    let nullSignatures = 0;
    for (const p of probes) {
      const params = { textDocument: { uri: p.uri }, position: { line: p.line, character: p.character } };
      let t = now();
      const items = await client.request<unknown[] | { items: unknown[] } | null>('textDocument/completion', params);
      completionMs.push(now() - t);
      if (!items || (Array.isArray(items) ? items.length : items.items.length) === 0) emptyCompletions++;
      t = now();
      const h = await client.request<unknown>('textDocument/hover', params);
      hoverMs.push(now() - t);
      if (!h) nullHovers++;
      t = now();
      const sig = await client.request<unknown>('textDocument/signatureHelp', params);
      signatureHelpMs.push(now() - t);
      if (!sig) nullSignatures++;
    }
    return { rssMb: rss, rssBeforeMb, lintAllMs, completionMs, hoverMs, signatureHelpMs, emptyCompletions, nullHovers, nullSignatures };
  } finally {
    await client.stop();
  }
}
