/**
 * The runtime import graph of the compiled sources (out/server, out/client):
 * one edge per relative `require(...)` that tsc emitted. Type-only imports
 * are erased by tsc, so they are (rightly) not edges.
 */
import * as fs from 'fs';
import * as path from 'path';

export type Graph = Map<string, string[]>;

function jsFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) jsFiles(p, out);
    else if (e.name.endsWith('.js')) out.push(p);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, base + '.js', path.join(base, 'index.js')]) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return undefined;
}

/** Files under `roots` (absolute paths) and their relative requires, as paths relative to `base`. */
export function importGraph(base: string, roots: string[]): Graph {
  const g: Graph = new Map();
  for (const file of roots.flatMap((r) => jsFiles(r))) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = new Set<string>();
    for (const m of text.matchAll(/\brequire\("(\.{1,2}\/[^"]+)"\)/g)) {
      const to = resolveLocal(file, m[1]);
      if (to && to.endsWith('.js')) deps.add(path.relative(base, to));
    }
    g.set(path.relative(base, file), [...deps].sort());
  }
  return g;
}

/** Every elementary cycle found by a depth-first search, each once (as the path from its first-visited file). */
export function cycles(g: Graph): string[][] {
  const out: string[][] = [];
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'active');
    stack.push(n);
    for (const m of g.get(n) ?? []) {
      const s = state.get(m);
      if (s === 'active') out.push([...stack.slice(stack.indexOf(m)), m]);
      else if (!s) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...g.keys()].sort()) if (!state.has(n)) visit(n);
  return out;
}
