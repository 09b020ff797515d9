/**
 * Which Chromium renders scenes: the --chromium option, else $MCU_CHROMIUM, else
 * /usr/bin/chromium (or chromium-browser, google-chrome on PATH-less systems), else the
 * browser playwright-core installed. Never downloads one.
 */
import * as fs from 'fs';

export class ChromiumMissingError extends Error {}

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(explicit?: string): string {
  const asked = explicit || process.env.MCU_CHROMIUM;
  if (asked) {
    if (!fs.existsSync(asked)) throw new ChromiumMissingError(`Chromium not found at ${asked}`);
    return asked;
  }
  for (const p of SYSTEM) if (fs.existsSync(p)) return p;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const own: string = require('playwright-core').chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch { /* playwright-core missing or has no browser */ }
  throw new ChromiumMissingError('no Chromium found: pass --chromium PATH or set MCU_CHROMIUM');
}

/** Flags for software WebGL (SwiftShader through ANGLE) in a headless, offline browser. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
