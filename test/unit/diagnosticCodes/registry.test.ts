/** The registry of diagnostic codes: well-formed entries, and examples that show what they say. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyse, checkCriteriaText, validateAnalysis } from '../../../server/src/api';
import {
  closeCodes, COMMAND, DIAGNOSTIC_ENTRIES, DIAGNOSTIC_FAMILIES, DIAGNOSTIC_FAMILY_LIST, diagnosticEntry, diagnosticHref,
  DIAGNOSTICS_DOC_URL, FEASIBILITY, YAML, yamlCode,
} from '../../../server/src/model/diagnosticCodes';
import { kebab } from '../../../server/src/model/diagnosticCodes/define';
import { Harness, isHarness } from '../../../server/src/model/minestudio/harness';

// Compile-time: the accessor's type is the code itself (a misspelt name or code does not compile).
const buried: 'feasibility/buried-agent' = FEASIBILITY.buriedAgent;
const longKey: 'yaml/key-over-1024-chars' = YAML.keyOver1024Chars;

describe('the registry of diagnostic codes', () => {
  it('has each code once, shaped family/kebab-name, under its family, with a unique anchor', () => {
    const codes = DIAGNOSTIC_ENTRIES.map((e) => e.code);
    assert.equal(new Set(codes).size, codes.length);
    assert.equal(new Set(DIAGNOSTIC_ENTRIES.map((e) => e.anchor)).size, codes.length);
    for (const e of DIAGNOSTIC_ENTRIES) {
      assert.match(e.code, /^[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*$/, e.code);
      assert.ok(DIAGNOSTIC_FAMILIES.includes(e.family) && e.code.startsWith(`${e.family}/`), e.code);
      assert.equal(e.anchor, e.code.replace('/', '-'));
    }
    assert.ok(codes.length >= 120, `${codes.length} codes`);
  });

  it('names a code as its key in kebab case, at run time as at the type level', () => {
    assert.equal(buried, 'feasibility/buried-agent');
    assert.equal(longKey, 'yaml/key-over-1024-chars');
    assert.equal(kebab('fromScratchGivesItems'), 'from-scratch-gives-items');
    assert.equal(kebab('keyOver1024Chars'), 'key-over-1024-chars');
    assert.equal(COMMAND.missingSlash, 'command/missing-slash');
  });

  it('fills every field: a severity, one-line summary, explanation, both examples, and the fix', () => {
    for (const e of DIAGNOSTIC_ENTRIES) {
      assert.ok(['error', 'warning', 'information', 'hint'].includes(e.severity), e.code);
      for (const f of ['summary', 'explanation', 'wrong', 'right', 'fix'] as const) assert.ok(e[f].trim().length > 0, `${e.code}: ${f}`);
      assert.ok(!e.summary.includes('\n') && e.summary.length <= 140, `${e.code}: the summary is one short line`);
      assert.notEqual(e.wrong, e.right, `${e.code}: the examples differ`);
      if (e.harness) assert.ok(isHarness(e.harness), `${e.code}: harness ${e.harness}`);
    }
  });

  it('maps every yaml package error code, and an unknown one to a registered code', () => {
    assert.equal(yamlCode('BAD_INDENT'), 'yaml/bad-indent');
    assert.equal(yamlCode('KEY_OVER_1024_CHARS'), 'yaml/key-over-1024-chars');
    assert.ok(diagnosticEntry(yamlCode('SOMETHING_NEW')));
  });

  it('links a code to its anchor on the documentation page', () => {
    assert.equal(diagnosticHref('feasibility/buried-agent'), `${DIAGNOSTICS_DOC_URL}#feasibility-buried-agent`);
    assert.equal(new URL(DIAGNOSTICS_DOC_URL).protocol, 'https:');
  });

  it('finds close codes for a misspelt code and for a name without its family', () => {
    assert.deepEqual(closeCodes('command/unknwn').slice(0, 1), ['command/unknown']);
    assert.ok(closeCodes('buried-agent').includes('feasibility/buried-agent'));
    assert.ok(closeCodes('feasibility/buried-agnt').includes('feasibility/buried-agent'));
    assert.deepEqual(closeCodes('x'.repeat(500)), []);
  });

  // Each example is a task (or criteria file) of its own: the wrong one must get its code and the right one must not.
  for (const family of DIAGNOSTIC_FAMILY_LIST) {
    for (const e of family.entries) {
      if (e.illustrative) continue;
      it(`${e.code}: the wrong example gets it and the right one does not`, () => {
        const codesOf = (text: string) => (family.name === 'criteria'
          ? checkCriteriaText(text)
          : validateAnalysis(analyse(text, { version: e.version }), [], (e.harness as Harness | undefined) ?? 'any')).map((d) => d.code);
        assert.ok(codesOf(e.wrong).includes(e.code as never), `wrong example of ${e.code} got ${codesOf(e.wrong).join(', ')}`);
        assert.ok(!codesOf(e.right).includes(e.code as never), `right example of ${e.code} still gets it`);
      });
    }
  }

  it('leaves only a few entries illustrative, each saying why', () => {
    const ill = DIAGNOSTIC_ENTRIES.filter((e) => e.illustrative);
    for (const e of ill) assert.ok(e.illustrative!.length > 20, e.code);
    assert.ok(ill.length <= 25, `${ill.length} illustrative entries`);
  });
});
