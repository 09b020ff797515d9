/**
 * `mcu-task lint --format sarif` validates against the SARIF 2.1.0 schema:
 * OASIS's own (sarif-2.1.0-rtm.5.json, the final 2.1.0 schema, as the
 * devDependency @microsoft/jest-sarif ships it) and our stricter subset
 * (schemas/vendor/sarif-2.1.0.json, which says what it covers); it
 * takes its rules from the registry, and places each result where the JSON
 * output does, 1-based.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { after, before, describe, it } from 'node:test';
import Ajv from 'ajv';
import { run } from '../../../server/src/hosts/cli/lint';
import { DIAGNOSTIC_ENTRIES, DIAGNOSTICS_DOC_URL } from '../../../server/src/model/diagnosticCodes';
import { captureIO } from '../../helpers/captureIO';
import { repoRoot } from '../../helpers/paths';

const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', 'vendor', 'sarif-2.1.0.json'), 'utf8'));

/**
 * OASIS's schema is written in JSON Schema draft-04, which Ajv 8 does not load; the only
 * draft-04 keyword it uses that later drafts changed is the top-level `id` (now `$id`).
 */
function officialSchema(): object {
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const { $schema: _draft, id, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { $id: id, ...rest };
}

function compile(s: object, official: boolean) {
  // OASIS's `language` pattern has a stray ']' that a /u regular expression refuses; read it as its authors' engines do.
  const ajv = new Ajv(official ? { allErrors: true, strict: false, unicodeRegExp: false } : { allErrors: true });
  // ajv-formats is not a dependency: the formats the schemas use, by the URL parser and Date.
  ajv.addFormat('uri', (v: string) => URL.canParse(v));
  ajv.addFormat('uri-reference', (v: string) => URL.canParse(v, 'file:///base/') && !/\s/.test(v));
  ajv.addFormat('date-time', (v: string) => /^\d{4}-\d\d-\d\dT/.test(v) && !Number.isNaN(Date.parse(v)));
  return ajv.compile(s);
}

/** Both schemas: OASIS's own, and our subset. */
function validators() {
  return { official: compile(officialSchema(), true), subset: compile(schema, false) };
}

interface Region { startLine: number; startColumn: number; endLine: number; endColumn: number }
interface SarifResult {
  ruleId: string; ruleIndex?: number; level: string; message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: Region } }[];
}

describe('mcu-task lint --format sarif', () => {
  let dir: string;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-sarif-'));
    fs.mkdirSync(path.join(dir, 'tasks dir'));
    fs.writeFileSync(path.join(dir, 'tasks dir', 'bad commands.yaml'),
      'custom_init_commands:\n- /gve @s minecraft:diamond 1\n- /give @s minecraft:wool 4\ntext: collect wool\n');
    fs.writeFileSync(path.join(dir, 'tasks dir', 'ok.yaml'), 'custom_init_commands:\n- /give @s minecraft:shears 1\ntext: shear a sheep\n');
    fs.writeFileSync(path.join(dir, 'big.yaml'), `text: x\n${'#'.repeat(2 * 1024 * 1024)}\n`);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function lint(...argv: string[]) {
    const io = captureIO(dir);
    const code = await run(argv, io);
    return { code, out: io.out, err: io.err };
  }

  it('is a valid SARIF 2.1.0 log with the registry as rules and one result per finding, where the JSON output puts it', async () => {
    const sarif = await lint('--format', 'sarif', '--max-file-size', '1', '.');
    const json = await lint('--format', 'json', '--max-file-size', '1', '.');
    assert.equal(sarif.code, json.code);
    const log = JSON.parse(sarif.out);
    for (const [name, validate] of Object.entries(validators())) {
      assert.equal(validate(log), true, `${name}: ${JSON.stringify(validate.errors, null, 2)}`);
    }

    const runOut = log.runs[0];
    const rules = runOut.tool.driver.rules as { id: string; helpUri: string; shortDescription: { text: string }; fullDescription: { text: string }; defaultConfiguration: { level: string } }[];
    assert.deepEqual(rules.map((r) => r.id), DIAGNOSTIC_ENTRIES.map((e) => e.code));
    const levels: Record<string, string> = { error: 'error', warning: 'warning', information: 'note', hint: 'note' };
    for (const [i, e] of DIAGNOSTIC_ENTRIES.entries()) {
      assert.equal(rules[i].shortDescription.text, e.summary);
      assert.equal(rules[i].fullDescription.text, e.explanation);
      assert.equal(rules[i].helpUri, `${DIAGNOSTICS_DOC_URL}#${e.anchor}`);
      assert.equal(rules[i].defaultConfiguration.level, levels[e.severity]);
    }
    assert.equal(runOut.originalUriBaseIds.ROOT.uri, new URL(`file://${dir}/`).href);

    const reports = JSON.parse(json.out) as { file: string; diagnostics: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; severity: string; code: string; message: string }[] }[];
    const expected = reports.flatMap((r) => r.diagnostics.map((d) => ({
      uri: r.file.split(path.sep).map(encodeURIComponent).join('/'),
      ruleId: d.code,
      level: levels[d.severity],
      text: d.message,
      region: { startLine: d.range.start.line + 1, startColumn: d.range.start.character + 1, endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1 },
    })));
    const results = runOut.results as SarifResult[];
    assert.deepEqual(results.map((r) => ({
      uri: r.locations[0].physicalLocation.artifactLocation.uri,
      ruleId: r.ruleId,
      level: r.level,
      text: r.message.text,
      region: r.locations[0].physicalLocation.region,
    })), expected);
    // The fixture gives an unknown command, a legacy id and a file over the size limit.
    const ids = new Set(results.map((r) => r.ruleId));
    for (const id of ['command/unknown', 'id/legacy', 'file/too-large']) assert.ok(ids.has(id), `${id} among ${[...ids].join(', ')}`);
    const gve = results.find((r) => r.ruleId === 'command/unknown')!;
    assert.equal(gve.locations[0].physicalLocation.artifactLocation.uri, 'tasks%20dir/bad%20commands.yaml');
    assert.deepEqual(gve.locations[0].physicalLocation.region, { startLine: 2, startColumn: 4, endLine: 2, endColumn: 7 });
    // What the schema cannot say: each ruleIndex names its rule, and no region ends before it starts.
    for (const r of results) {
      assert.equal(rules[r.ruleIndex!].id, r.ruleId);
      const g = r.locations[0].physicalLocation.region;
      assert.ok(g.endLine > g.startLine || (g.endLine === g.startLine && g.endColumn >= g.startColumn), JSON.stringify(g));
    }
  });

  it('the schema rejects a log that breaks it (the validation can fail)', async () => {
    for (const validate of Object.values(validators())) {
      const log = JSON.parse((await lint('--format', 'sarif', 'tasks dir')).out);
      assert.equal(validate(log), true);
      const broken = structuredClone(log);
      broken.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
      assert.equal(validate(broken), false);
      const misspelt = structuredClone(log);
      misspelt.runs[0].results[0].ruleID = misspelt.runs[0].results[0].ruleId;
      assert.equal(validate(misspelt), false);
      const noVersion = structuredClone(log);
      delete noVersion.version;
      assert.equal(validate(noVersion), false);
      const badLevel = structuredClone(log);
      badLevel.runs[0].tool.driver.rules[0].defaultConfiguration.level = 'information';
      assert.equal(validate(badLevel), false);
    }
  });
});
