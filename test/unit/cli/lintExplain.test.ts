/** `mcu-task lint --explain CODE`: every registered code's entry, and close codes for an unknown one. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run } from '../../../server/src/hosts/cli/lint';
import { DIAGNOSTIC_ENTRIES, diagnosticHref } from '../../../server/src/model/diagnosticCodes';
import { captureIO } from '../../helpers/captureIO';

async function lint(...argv: string[]) {
  const io = captureIO('/');
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('mcu-task lint --explain', () => {
  for (const e of DIAGNOSTIC_ENTRIES) {
    it(`prints the entry of ${e.code} and exits 0`, async () => {
      const r = await lint('--explain', e.code);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.err, '');
      assert.ok(r.out.startsWith(`${e.code} (${e.severity})\n${e.summary}\n`), r.out.slice(0, 120));
      for (const part of [e.explanation, `Fix: ${e.fix}`, diagnosticHref(e.code)]) assert.ok(r.out.includes(part), part);
      // The examples are indented under "Wrong" and "Right", line by line.
      const wrongAt = r.out.indexOf('Wrong');
      const rightAt = r.out.indexOf('\nRight:\n');
      assert.ok(wrongAt > 0 && rightAt > wrongAt);
      for (const line of e.wrong.split('\n')) assert.ok(r.out.slice(wrongAt, rightAt).includes(`    ${line}`), line);
      for (const line of e.right.split('\n')) assert.ok(r.out.slice(rightAt).includes(`    ${line}`), line);
    });
  }

  it('with --format json prints the entry as JSON', async () => {
    const r = await lint('--explain', 'feasibility/buried-agent', '--format', 'json');
    assert.equal(r.code, 0);
    const entry = JSON.parse(r.out);
    assert.equal(entry.code, 'feasibility/buried-agent');
    assert.equal(entry.href, diagnosticHref('feasibility/buried-agent'));
  });

  it('an unknown code exits 2 and names the close codes', async () => {
    const r = await lint('--explain', 'command/unknwn');
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.match(r.err, /command\/unknwn is not a diagnostic code\. Close codes: command\/unknown/);
    const byName = await lint('--explain', 'buried-agent');
    assert.equal(byName.code, 2);
    assert.match(byName.err, /feasibility\/buried-agent/);
  });

  it('a code with nothing close, or with control characters, gets a plain message', async () => {
    const r = await lint('--explain', 'zzzz\u001b[31m');
    assert.equal(r.code, 2);
    assert.ok(!r.err.includes('\u001b'), 'control characters are escaped');
    assert.match(r.err, /groups: yaml, schema, command/);
  });
});
