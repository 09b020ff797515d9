/**
 * Which scale a file's bare numbers are on. Judges write 0–10 (MCU's files)
 * or 0–1 (the paper's five intervals 0, .25, .5, .75, 1). A file whose
 * numbers are only the integers 0 and 1 could be either: it takes the scale
 * its agent folder shows in its other files, unless the user says (--scale).
 */
export type Scale = '0-10' | '0-1';
export type ScaleHint = Scale | 'ambiguous';

export function scaleHint(values: number[]): ScaleHint | undefined {
  if (!values.length) return undefined;
  if (values.some((v) => v > 1)) return '0-10';
  if (values.some((v) => !Number.isInteger(v))) return '0-1';
  return 'ambiguous';
}

/** The folder's scale from its files' hints: the more common of the two; 0–10 when none says (MCU's own scale). */
export function folderScale(hints: ScaleHint[]): { scale: Scale; decided: boolean } {
  const zeroOne = hints.filter((h) => h === '0-1').length;
  const zeroTen = hints.filter((h) => h === '0-10').length;
  if (!zeroOne && !zeroTen) return { scale: '0-10', decided: false };
  return { scale: zeroOne > zeroTen ? '0-1' : '0-10', decided: true };
}

export function parseScaleOption(s: string | undefined): Scale | undefined {
  if (s === undefined) return undefined;
  const t = s.replace(/\s+/g, '').replace('–', '-');
  if (t === '0-10' || t === '10') return '0-10';
  if (t === '0-1' || t === '1') return '0-1';
  return undefined;
}
