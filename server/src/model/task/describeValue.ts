/** A YAML value in words, for "should be …, not <this>" messages (the schema checks and MineStudio's key checks). */
import { isMap, isScalar, isSeq } from 'yaml';
import { excerpt } from '../../util/excerpt';

export function describeValue(node: unknown): string {
  if (node === null || node === undefined) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return 'empty';
    if (typeof v === 'number') return `the number ${excerpt(String(v))}`;
    if (typeof v === 'boolean') return `the boolean ${v}`;
    return `the text ${excerpt(JSON.stringify(v))}`;
  }
  return 'this value';
}
