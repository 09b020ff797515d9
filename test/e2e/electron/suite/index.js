'use strict';
/**
 * Entry point VS Code calls inside the extension host (extensionTestsPath):
 * runs the tests of extension.e2e.js one after the other and rejects when
 * any fails. A tiny runner, so that no test framework has to be installed.
 */
const { tests } = require('./extension.e2e');

async function run() {
  let failed = 0;
  for (const [name, fn] of tests) {
    const t = Date.now();
    try {
      await fn();
      console.log(`  ok   ${name} (${Date.now() - t} ms)`);
    } catch (err) {
      failed++;
      console.error(`  FAIL ${name}: ${(err && err.stack) || err}`);
    }
  }
  console.log(`${tests.length - failed} passed, ${failed} failed`);
  if (failed) throw new Error(`${failed} extension test(s) failed`);
}

module.exports = { run };
