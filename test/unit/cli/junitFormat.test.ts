/**
 * `mcu-task verify --format junit` (cli/formats/junit.ts) on report objects of
 * the type verify produces (verify/verifyReport.ts): one testcase per task, the
 * verdict as passed / failure / skipped, a failed run as error, and text from
 * tasks and servers escaped so the document stays well-formed XML.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { junitReport, xmlAttr, xmlText } from '../../../server/src/hosts/cli/formats/junit';
import type { TableRow } from '../../../server/src/simulation/verify/format';
import { run } from '../../../server/src/hosts/cli/verify';
import { captureIO } from '../../helpers/captureIO';
import { examplesDir } from '../../helpers/paths';
import type { VerifyReport } from '../../../server/src/simulation/verify/verifyReport';

function report(over: Partial<VerifyReport>): VerifyReport {
  return {
    reportVersion: 2, file: 't.yaml', minecraftVersion: '1.16.5', server: 'embedded', verified: true, phases: [], limitations: [], incidents: [],
    goals: [], settled: [], reward: 1, maxReward: 1, entries: [], timeline: [], commands: [], failures: [], durationMs: 2500, agentLog: [], ...over,
  };
}

const HOSTILE = 'craft <ladder> & "sticks" ]]> \u0001\u001b[2J\ud800 done\nnext line';

const rows: TableRow[] = [
  { file: 'task_configs/simple/craft_ladder.yaml', report: report({ goals: [{ text: 'craft a ladder', kind: 'stat', outcome: 'reached', detail: 'the server counted minecraft:crafted:ladder +1' }] }) },
  { file: 'task_configs/simple/find_melon.yaml', report: report({
    verified: false, reward: 0, verdictReason: HOSTILE,
    goals: [{ text: 'find a melon', kind: 'reach', outcome: 'failed', reason: 'there is no melon within 64 blocks of the agent' }],
    failures: [{ reason: HOSTILE, target: { kind: 'goal', index: 0 } }],
  }) },
  { file: 'task_configs/hard/build_house.yaml', report: report({ verified: null, verdictReason: 'judged from video: the text states "build a house", which the verifier cannot check' }) },
  { file: 'top.yaml', report: report({ verified: null, verdictReason: 'could not be decided: the setup budget ran out' }) },
  { file: 'task_configs/hard/crash.yaml', error: 'the worker stopped: heap limit <256 MB> reached' },
];

/** A strict enough reading: tags balance, no raw '<' or '&' outside markup and references, no character XML 1.0 forbids. */
function assertWellFormed(xml: string): { name: string; attrs: Record<string, string> }[] {
  assert.doesNotMatch(xml, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
  assert.doesNotMatch(xml, /[\ud800-\udbff](?![\udc00-\udfff])/);
  const body = xml.replace(/^<\?xml[^>]*\?>\n/, '');
  const stack: string[] = [];
  const elements: { name: string; attrs: Record<string, string> }[] = [];
  const decode = (s: string) => s.replace(/&(#\d+|quot|amp|lt|gt);/g, (_, e: string) => (e[0] === '#' ? String.fromCharCode(Number(e.slice(1))) : { quot: '"', amp: '&', lt: '<', gt: '>' }[e]!));
  for (const m of body.matchAll(/<(\/?)([\w-]+)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g)) {
    if (m[5] !== undefined) {
      assert.doesNotMatch(m[5], /&(?!(#\d+|quot|amp|lt|gt);)/, `raw & in ${m[5]}`);
      continue;
    }
    const [, close, name, attrText, selfClose] = m;
    if (close) assert.equal(stack.pop(), name);
    else {
      const attrs: Record<string, string> = {};
      for (const a of attrText.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[a[1]] = decode(a[2]);
      elements.push({ name, attrs });
      if (!selfClose) stack.push(name);
    }
  }
  assert.deepEqual(stack, []);
  // Every '<' belonged to a tag the reading above took.
  assert.equal((body.match(/</g) ?? []).length, (body.match(/<\/?[\w-]+(?:\s+[\w-]+="[^"<]*")*\s*\/?>/g) ?? []).length);
  return elements;
}

describe('verify --format junit', () => {
  const xml = junitReport(rows, '2026-11-29T04:00:00.000Z');
  const elements = assertWellFormed(xml);
  const cases = elements.filter((e) => e.name === 'testcase');

  it('one testcase per task: folder as classname, file as name', () => {
    assert.deepEqual(cases.map((c) => [c.attrs.classname, c.attrs.name]), [
      ['task_configs/simple', 'craft_ladder.yaml'], ['task_configs/simple', 'find_melon.yaml'], ['task_configs/hard', 'build_house.yaml'],
      ['.', 'top.yaml'], ['task_configs/hard', 'crash.yaml'],
    ]);
    assert.equal(cases[0].attrs.time, '2.500');
  });

  it('totals on the suite', () => {
    const suite = elements.find((e) => e.name === 'testsuite')!;
    assert.deepEqual([suite.attrs.tests, suite.attrs.failures, suite.attrs.errors, suite.attrs.skipped, suite.attrs.timestamp],
      ['5', '1', '1', '2', '2026-11-29T04:00:00.000Z']);
  });

  it('verified passes, not verified fails with the reason, undecided is skipped with it, a failed run is an error', () => {
    const after = (i: number) => elements[elements.indexOf(cases[i]) + 1];
    assert.equal(after(0).name, 'system-out');
    assert.equal(after(1).name, 'failure');
    assert.equal(after(1).attrs.message, 'craft <ladder> & "sticks" ]]> [2J done\nnext line', 'escaped and read back; impossible characters removed');
    assert.deepEqual([after(2).name, after(2).attrs.message], ['skipped', 'Judged from video: the text states "build a house", which the verifier cannot check']);
    assert.match(after(3).attrs.message, /^Undecided: could not be decided: the setup budget ran out/);
    assert.deepEqual([after(4).name, after(4).attrs.message], ['error', 'the worker stopped: heap limit <256 MB> reached']);
    assert.match(xml, /<failure message="[^"]*" type="not-verified">Not verified: reward 0\/1 in 2\.5 s, 0\/1 goals — craft &lt;ladder&gt; &amp;/);
  });

  it('escapers', () => {
    assert.equal(xmlText('a]]>b<&'), 'a]]&gt;b&lt;&amp;');
    assert.equal(xmlAttr('"\t\r\n\u0000x'), '&quot;&#9;&#13;&#10;x');
    assert.equal(xmlText('ok \ud83d\ude00 \udc00'), 'ok \ud83d\ude00 ', 'a pair stays, a lone surrogate goes');
  });

  it('an empty run is still a document', () => {
    assert.deepEqual(assertWellFormed(junitReport([], 'now')).map((e) => e.name), ['testsuites', 'testsuite']);
  });

  it('verify --format junit writes it on standard output (a run that cannot reach its server: an error case, exit 2)', async () => {
    // Port 1 refuses at once, so no Minecraft server is started.
    const io = captureIO(examplesDir);
    const code = await run(['--format', 'junit', '--server', '127.0.0.1:1', 'simple/shoot_with_bow.yaml'], io);
    assert.equal(code, 2);
    const els = assertWellFormed(io.out);
    assert.deepEqual(els.filter((e) => e.name === 'testcase').map((e) => [e.attrs.classname, e.attrs.name]), [['simple', 'shoot_with_bow.yaml']]);
    assert.match(els.find((e) => e.name === 'error')?.attrs.message ?? '', /ECONNREFUSED/);
  });
});
