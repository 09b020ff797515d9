/**
 * The largest task file the CLI reads and the language server checks. Task
 * files are a few KB; a file of many MB is a mistake (a log, a dump) and
 * checking it would only stall the editor or exhaust memory.
 */
export const DEFAULT_MAX_FILE_SIZE_MB = 5;
/** Upper bound a setting or flag may raise the limit to. */
export const MAX_FILE_SIZE_MB_CEILING = 1024;

export function megabytesToBytes(mb: number): number {
  return Math.floor(mb * 1024 * 1024);
}

/** `mcu.maxFileSizeMb` when it is a positive number up to the ceiling; otherwise the default, with a message. */
export function validMaxFileSizeMb(raw: unknown, warn: (message: string) => void): number {
  if (raw === undefined || raw === null) return DEFAULT_MAX_FILE_SIZE_MB;
  if (typeof raw === 'number' && raw > 0 && raw <= MAX_FILE_SIZE_MB_CEILING) return raw;
  warn(`mcu.maxFileSizeMb must be a number above 0 and at most ${MAX_FILE_SIZE_MB_CEILING}; using ${DEFAULT_MAX_FILE_SIZE_MB}.`);
  return DEFAULT_MAX_FILE_SIZE_MB;
}

/** The message for a file (or open document) over the limit. */
export function tooLargeMessage(bytes: number, limitMb: number, howToRaise: string): string {
  return `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${Number(limitMb.toPrecision(3))} MB limit for task files, so it was not checked (${howToRaise}).`;
}
