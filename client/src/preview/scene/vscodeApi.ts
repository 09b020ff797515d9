/// <reference lib="dom" />
/** acquireVsCodeApi may be called once per page: preview.js and the scene page share the handle. */
declare function acquireVsCodeApi(): { postMessage(msg: unknown): void };

export function vscodeApi(): { postMessage(msg: unknown): void } {
  const w = window as unknown as { mcuPreviewApi?: { postMessage(msg: unknown): void } };
  return (w.mcuPreviewApi ??= acquireVsCodeApi());
}
