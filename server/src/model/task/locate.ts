import { isMap, isPair, isScalar, isSeq, Node, Scalar } from 'yaml';
import type { TaskModel } from './taskModel';

/** What sits at an offset of a task file, as a path from the root. */
export interface Location {
  /** Keys and list indexes from the root to the node (for a key: the path of its value). */
  path: (string | number)[];
  /** The scalar under the cursor, when there is one. */
  scalar?: Scalar;
  /** True when the cursor is on a mapping key rather than a value. */
  onKey: boolean;
}

const within = (r: readonly number[] | null | undefined, offset: number) => !!r && offset >= r[0] && offset <= r[1];

/** Finds the deepest key or value that contains `offset`. */
export function locate(model: TaskModel, offset: number): Location {
  const path: (string | number)[] = [];
  let node: unknown = model.doc.contents;
  for (let depth = 0; depth < 64 && node; depth++) {
    if (isMap(node)) {
      let next: unknown;
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key as Node | null;
        if (isScalar(key) && within(key.range, offset)) {
          return { path: [...path, String(key.value)], scalar: key, onKey: true };
        }
        const value = pair.value as Node | null;
        if (value && within(value.range, offset)) {
          path.push(isScalar(key) ? String(key.value) : '?');
          next = value;
          break;
        }
      }
      if (!next) return { path, onKey: false };
      node = next;
    } else if (isSeq(node)) {
      const i = node.items.findIndex((it) => within((it as Node | null)?.range, offset));
      if (i < 0) return { path, onKey: false };
      path.push(i);
      node = node.items[i];
    } else if (isScalar(node)) {
      return { path, scalar: node, onKey: false };
    } else return { path, onKey: false };
  }
  return { path, onKey: false };
}
