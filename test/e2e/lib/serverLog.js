'use strict';
/**
 * What the language server logged, read from the file the extension host
 * writes the Output channel "MCU Task Studio" to
 * (<user-data>/logs/<stamp>/exthost<N>/<extension id>/MCU Task Studio.log).
 * The server logs one line per validation, with the document version and the
 * number of diagnostics it published ("validated f.yaml v2: 0 diagnostics"):
 * the one way to see that a version was checked and found clean, which the
 * workbench's DOM cannot show (no problem rows before, none after).
 */
const fs = require('fs');
const path = require('path');

const CHANNEL_FILE = 'MCU Task Studio.log';

/** The channel's log file under a code-server home, or null before the extension wrote it. */
function logFile(home) {
  const logs = path.join(home, 'user-data', 'logs');
  if (!fs.existsSync(logs)) return null;
  for (const stamp of fs.readdirSync(logs).sort().reverse()) {
    const dir = path.join(logs, stamp);
    for (const host of fs.readdirSync(dir).filter((d) => d.startsWith('exthost'))) {
      const hostDir = path.join(dir, host);
      for (const ext of fs.readdirSync(hostDir)) {
        const file = path.join(hostDir, ext, CHANNEL_FILE);
        if (fs.existsSync(file)) return file;
      }
    }
  }
  return null;
}

/** Every validation of the file named `base` (no folder), in log order: {version, count}. */
function validations(home, base) {
  const file = logFile(home);
  if (!file) return [];
  const out = [];
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`validated ${escaped} v(\\d+): (\\d+) diagnostics`);
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = re.exec(line);
    if (m) out.push({ version: Number(m[1]), count: Number(m[2]) });
  }
  return out;
}

module.exports = { logFile, validations };
