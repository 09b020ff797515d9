/**
 * The layers of server/src, bottom first, and the rules between them:
 * a file imports only from its own layer or the layers below it (type-only
 * imports too: a type is a dependency), and the client and the CLI enter the
 * server only through its front door, server/src/api. Read from the sources,
 * not from out/, so that `import type` counts.
 */
import * as fs from 'fs';
import * as path from 'path';

/** Bottom first; docs/architecture.md draws the same list. */
export const LAYERS = ['util', 'vanilla', 'model', 'analysis', 'simulation', 'evaluation', 'api', 'hosts'] as const;

export interface Edge {
  from: string;
  to: string;
  line: number;
}

export function tsFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) tsFiles(p, out);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"\n]*)\1/gm;

function resolveTs(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base + '.ts', path.join(base, 'index.ts'), base]) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return undefined;
}

/** Every relative import of the files, resolved to a file; paths relative to `base`, with '/' separators. */
export function sourceEdges(base: string, files: string[]): Edge[] {
  const rel = (p: string) => path.relative(base, p).split(path.sep).join('/');
  const edges: Edge[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPEC)) {
      const to = resolveTs(file, m[2]);
      if (!to) continue;
      const line = text.slice(0, m.index).split('\n').length;
      edges.push({ from: rel(file), to: rel(to), line });
    }
  }
  return edges;
}

/** The layer of a path under `srcRoot` ('server/src/model/goals/x.ts' → 'model'), or undefined when outside. */
export function layerOf(srcRoot: string, p: string): string | undefined {
  if (!p.startsWith(srcRoot + '/')) return undefined;
  return p.slice(srcRoot.length + 1).split('/')[0];
}

/** Imports that go up a layer, or into a folder that is not a layer. */
export function upwardImports(srcRoot: string, edges: Edge[]): string[] {
  const rank = (l: string | undefined) => (l === undefined ? -1 : (LAYERS as readonly string[]).indexOf(l));
  const out: string[] = [];
  for (const e of edges) {
    const a = layerOf(srcRoot, e.from);
    const b = layerOf(srcRoot, e.to);
    if (a === undefined || b === undefined) continue;
    if (rank(a) < 0 || rank(b) < 0) out.push(`${e.from}:${e.line} → ${e.to} (not a layer: ${rank(a) < 0 ? a : b})`);
    else if (rank(b) > rank(a)) out.push(`${e.from}:${e.line} → ${e.to} (${a} imports ${b}, a layer above it)`);
  }
  return out;
}

/** Imports from `callers` into server/src anywhere but the front door (server/src/api, its own files). */
export function pastTheFrontDoor(srcRoot: string, edges: Edge[], isCaller: (p: string) => boolean): string[] {
  const door = srcRoot + '/api/';
  return edges
    .filter((e) => isCaller(e.from) && layerOf(srcRoot, e.to) !== undefined && !e.to.startsWith(door) && !isCaller(e.to))
    .map((e) => `${e.from}:${e.line} → ${e.to}`);
}
