import { Document, isAlias, isMap, isScalar, isSeq, Node } from 'yaml';

/**
 * The document as plain JSON data for the schema check. Unlike yaml's own
 * toJS(), a mapping key that is itself a collection is left out instead of
 * being stringified (which takes seconds on deeply nested junk); aliases are
 * followed a bounded number of times and nesting is cut off deep down. No
 * task file comes near either limit.
 */
export function plainData(doc: Document, maxDepth = 64, maxAliases = 100): unknown {
  let aliases = 0;
  const convert = (node: unknown, depth: number): unknown => {
    if (depth > maxDepth) return null;
    if (isAlias(node)) {
      if (++aliases > maxAliases) return null;
      return convert(node.resolve(doc), depth + 1);
    }
    if (isScalar(node)) return node.value;
    if (isSeq(node)) return node.items.map((i) => convert(i, depth + 1));
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        const key = pair.key;
        const k = isScalar(key) ? key.value : key === null ? null : undefined;
        if (k === undefined) continue;
        out[String(k)] = convert(pair.value as Node | null, depth + 1);
      }
      return out;
    }
    return null;
  };
  return convert(doc.contents, 0);
}
