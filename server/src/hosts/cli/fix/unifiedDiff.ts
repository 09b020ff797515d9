/**
 * A unified diff (the format of `diff -u` and `git diff`, which `patch -p1`
 * and `git apply` read) of one file before and after `lint --fix`.
 *
 * No general diff algorithm is needed: the safe fixes rewrite text inside
 * lines and never add or remove one, so after the common first and last lines
 * the two middles have the same number of lines and line i of one stands for
 * line i of the other. When the counts differ (a fix that changed the line
 * count), the whole middle is one change: still a correct diff, just a
 * coarser one.
 */

const CONTEXT = 3;

interface Change {
  /** 0-based first old line and count of old lines replaced, and the new lines put there. */
  oldStart: number;
  oldLines: string[];
  newLines: string[];
}

/**
 * The lines of a text ('\r' of CRLF stays in its line, as diff keeps it). A
 * last line without a line break carries a '\n' as a mark (no line holds one
 * otherwise), so it differs from the same line with a break, and is printed
 * with diff's "No newline at end of file".
 */
function splitLines(text: string): string[] {
  if (!text) return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  else lines[lines.length - 1] += '\n';
  return lines;
}

function printed(prefix: string, line: string): string[] {
  return line.endsWith('\n') ? [prefix + line.slice(0, -1), '\\ No newline at end of file'] : [prefix + line];
}

function changesBetween(a: string[], b: string[]): Change[] {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const aMid = a.slice(pre, a.length - suf);
  const bMid = b.slice(pre, b.length - suf);
  if (aMid.length !== bMid.length) return aMid.length || bMid.length ? [{ oldStart: pre, oldLines: aMid, newLines: bMid }] : [];
  const out: Change[] = [];
  for (let i = 0; i < aMid.length; i++) {
    if (aMid[i] === bMid[i]) continue;
    const last = out[out.length - 1];
    // Adjacent changed lines form one change (-a -b +A +B, as diff prints them).
    if (last && last.oldStart + last.oldLines.length === pre + i) {
      last.oldLines.push(aMid[i]);
      last.newLines.push(bMid[i]);
    } else out.push({ oldStart: pre + i, oldLines: [aMid[i]], newLines: [bMid[i]] });
  }
  return out;
}

/** `@@ -l,s` ranges: 1-based start, or the line before for an empty range (as diff writes them). */
function range(start: number, count: number): string {
  return `${count === 0 ? start : start + 1},${count}`;
}

/**
 * The diff of `before` → `after` for the file `name` (headers `a/name`,
 * `b/name`); '' when they are equal. A missing final newline is marked as
 * diff marks it.
 */
export function unifiedDiff(name: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  const changes = changesBetween(a, b);
  const out: string[] = [`--- a/${name}`, `+++ b/${name}`];
  // The new text's line numbers run ahead of the old ones by what the earlier changes added.
  let shift = 0;
  let i = 0;
  while (i < changes.length) {
    // Changes whose context would touch or overlap go in one hunk.
    let j = i;
    while (j + 1 < changes.length && changes[j + 1].oldStart - (changes[j].oldStart + changes[j].oldLines.length) <= 2 * CONTEXT) j++;
    const from = Math.max(0, changes[i].oldStart - CONTEXT);
    const to = Math.min(a.length, changes[j].oldStart + changes[j].oldLines.length + CONTEXT);
    const newFrom = from + shift;
    const body: string[] = [];
    let oldCount = 0;
    let newCount = 0;
    let at = from;
    const context = (upto: number) => {
      for (; at < upto; at++, oldCount++, newCount++) body.push(...printed(' ', a[at]));
    };
    for (let k = i; k <= j; k++) {
      const c = changes[k];
      context(c.oldStart);
      for (const l of c.oldLines) body.push(...printed('-', l));
      for (const l of c.newLines) body.push(...printed('+', l));
      oldCount += c.oldLines.length;
      newCount += c.newLines.length;
      shift += c.newLines.length - c.oldLines.length;
      at = c.oldStart + c.oldLines.length;
    }
    context(to);
    out.push(`@@ -${range(from, oldCount)} +${range(newFrom, newCount)} @@`, ...body);
    i = j + 1;
  }
  return out.join('\n') + '\n';
}
