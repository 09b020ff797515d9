import { Document, DocumentOptions, ParseOptions, parseDocument, SchemaOptions } from 'yaml';

/**
 * The environment variables the yaml package reads while it parses (its
 * token and stream traces), as they were when this module loaded: they are
 * debugging switches, set before a process starts.
 */
const TRACE_ENV: NodeJS.ProcessEnv = {};
for (const name of ['LOG_TOKENS', 'LOG_STREAM']) if (process.env[name] !== undefined) TRACE_ENV[name] = process.env[name];

/**
 * yaml's parseDocument, with process.env a plain object while it runs.
 *
 * Why: the yaml package tests `process.env.LOG_TOKENS` for every token it
 * reads (and LOG_STREAM for every document). On Node, process.env is an
 * interceptor over the C environment, about 190 ns a read on this machine,
 * so those tests were a quarter of our parse time (a 320-file corpus: 61 ms
 * a pass, 46 ms with a plain object). The parse is synchronous, so no other
 * code sees the swap, and the real object is back before we return, even
 * when the parse throws. The two variables keep their meaning (TRACE_ENV).
 */
export function parseYaml(text: string, options: ParseOptions & DocumentOptions & SchemaOptions): Document {
  const real = process.env;
  try {
    process.env = TRACE_ENV;
  } catch {
    return parseDocument(text, options);
  }
  // A host that keeps process.env fixed ignores the assignment; the parse is then only slower.
  try {
    return parseDocument(text, options);
  } finally {
    if (process.env !== real) process.env = real;
  }
}
