/**
 * Reading Markdown as GitHub renders it, enough to check our own pages: the
 * fenced code blocks, the relative links (outside code) and the heading
 * anchors GitHub makes. Our pages only: small files we wrote.
 */

/** Text with fenced code blocks blanked out (line count kept), so links and headings in examples are ignored. */
export function withoutFences(md: string): string {
  let inFence = false;
  return md.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) { inFence = !inFence; return ''; }
    return inFence ? '' : line;
  }).join('\n');
}

/** The fenced code blocks in order, each block's text without its fences. */
export function fencedBlocks(md: string): string[] {
  const blocks: string[] = [];
  let cur: string[] | undefined;
  for (const line of md.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (cur) { blocks.push(cur.join('\n')); cur = undefined; } else cur = [];
    } else if (cur) cur.push(line);
  }
  return blocks;
}

/** Link and image targets outside code: `[text](target)`, `![alt](target "title")`. */
export function linkTargets(md: string): string[] {
  const text = withoutFences(md).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/** Whether a target is a link into this repository (not a URL, mail or command link). */
export function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** GitHub's anchor for a heading: lower case, inline code marks and punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a page, duplicates numbered as GitHub numbers them (`x`, `x-1`, …). */
export function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(md).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  // Explicit anchors (`<a id="x"></a>`), as the generated diagnostics page writes one per code.
  for (const m of withoutFences(md).matchAll(/<a\s+(?:id|name)="([^"<>]{1,200})"/g)) out.add(m[1]);
  return out;
}
