/**
 * Run as `node --expose-gc out/test/bench/lintHeap.js <file>…`: analyses and
 * validates each file once, keeping nothing, then prints the heap in use after
 * a full collection (MB). The baseline of what the lint itself leaves behind
 * (the registry, its indexes and the bounded parse caches), against which the
 * language server's heap after its workspace checks is compared.
 */
import * as fs from 'fs';
import { analyse, validateAnalysis } from '../../server/src/api';

function main(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (const file of process.argv.slice(2)) validateAnalysis(analyse(fs.readFileSync(file, 'utf8'), { version: '1.16.5' }), [], 'any');
  gc();
  process.stdout.write(`${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)}\n`);
}

if (require.main === module) main();
