import { isCollection, isMap, isPair, isScalar, Node, ParsedNode } from 'yaml';
import { excerpt } from '../../util/excerpt';

export interface DuplicateKey {
  start: number;
  end: number;
  message: string;
}

/**
 * Keys that repeat an earlier key of the same map, in linear time.
 *
 * The yaml package's `uniqueKeys` check compares each new key with every
 * earlier one, so a map of 100,000 keys took minutes; here each map keeps a
 * Set of its scalar key values. Same rule as the package: two scalar keys
 * clash when their values are identical (so `1` and `"1"` do not), and
 * collection keys never clash. The walk uses an explicit stack, so nesting
 * depth cannot overflow the call stack.
 */
export function findDuplicateKeys(root: Node | null | undefined): DuplicateKey[] {
  const out: DuplicateKey[] = [];
  const stack: unknown[] = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop();
    if (!isCollection(node)) continue;
    const seen = isMap(node) ? new Set<unknown>() : undefined;
    for (const item of node.items) {
      if (!isPair(item)) {
        stack.push(item);
        continue;
      }
      stack.push(item.key, item.value);
      const key = item.key as ParsedNode | null;
      if (!seen || !isScalar(key)) continue;
      if (seen.has(key.value)) {
        const [start, end] = key.range ?? [0, 0];
        out.push({ start, end, message: `Map keys must be unique: ${JSON.stringify(excerpt(String(key.value)))} is already a key of this map` });
      } else seen.add(key.value);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
