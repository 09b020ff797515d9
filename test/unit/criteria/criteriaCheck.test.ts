import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as path from 'node:path';
import { LineIndex } from '../../../server/src/util/lineIndex';
import { CRITERIA_DIMENSIONS, formatCriteria, parseCriteria, readCriteria } from '../../../server/src/evaluation/llm/criteriaFormat';
import { checkCriteriaText } from '../../../server/src/api/services/criteriaCheck';
import { isCriteriaFile } from '../../../server/src/evaluation/taskFiles/criteriaFileDetection';
import { parseCriteria as previewSections } from '../../../server/src/evaluation/judge/criteria';
import { MCU_SHAPED_BUILD, MCU_SHAPED_COMBAT } from './mcuShapedCriteria';

/** Findings as `code@line` (1-based lines, as lint prints them). */
function findings(text: string, disabled?: string[]): string[] {
  const lines = new LineIndex(text);
  return checkCriteriaText(text, disabled).map((d) => `${d.code}@${lines.positionAt(d.start).line + 1}`);
}

const withoutLines = (text: string, from: number, count: number) => {
  const l = text.split('\n');
  l.splice(from - 1, count);
  return l.join('\n');
};

describe('criteria files shaped like MCU\'s own', () => {
  it('raise no finding (bold headings with a trailing space, the colon-less Task Completion Efficiency, indented " - " rules, no final newline)', () => {
    assert.deepEqual(findings(MCU_SHAPED_BUILD), []);
    assert.deepEqual(findings(MCU_SHAPED_COMBAT), []);
    assert.deepEqual(findings(MCU_SHAPED_BUILD.replace(/\n/g, '\r\n')), [], 'CRLF line ends');
  });

  it('are read into the six dimensions with every rule', () => {
    const sections = parseCriteria(MCU_SHAPED_BUILD);
    assert.deepEqual(sections.map((s) => s.dimension), [...CRITERIA_DIMENSIONS]);
    assert.deepEqual(sections.map((s) => s.rules.length), [4, 2, 2, 2, 2, 2]);
    assert.equal(sections[4].measures, '');
    assert.equal(sections[0].rules[0], 'whether the agent lays out a floor for the hut');
    const located = readCriteria(MCU_SHAPED_BUILD).headings;
    assert.deepEqual(located.map((h) => h.line), [0, 6, 10, 14, 18, 22]);
    assert.deepEqual(located[0].rules.map((r) => r.line), [1, 2, 3, 4]);
  });

  it('the preview reads the same headings through the same reader, prose and unknown headings included', () => {
    const sections = previewSections(`Judge carefully.\n${MCU_SHAPED_COMBAT}\n**Notes**\nbe fair`);
    assert.deepEqual(sections.map((s) => s.dimension ?? s.heading), ['', ...CRITERIA_DIMENSIONS, 'Notes']);
    assert.equal(sections[5].heading, 'Task Completion Efficiency');
    assert.deepEqual(sections[0].rules, ['Judge carefully.']);
    assert.deepEqual(sections[7].rules, ['be fair']);
  });

  it('and the canonical form the generator writes raises none either', () => {
    assert.deepEqual(findings(formatCriteria(parseCriteria(MCU_SHAPED_COMBAT))), []);
  });
});

describe('broken criteria files', () => {
  it('a missing dimension is an error on the heading it belongs before', () => {
    // Lines 15–18 are the Creative Attempts section and its blank line; Task Completion Efficiency moves to line 15.
    const text = withoutLines(MCU_SHAPED_BUILD, 15, 4);
    assert.deepEqual(findings(text), ['criteria/missing-dimension@15']);
    const d = checkCriteriaText(text)[0];
    assert.equal(d.severity, 'error');
    assert.match(d.message, /"Creative Attempts" is missing/);
    assert.equal(text.slice(d.start, d.end), '**Task Completion Efficiency**');
  });

  it('a missing last dimension is reported at the end of the file; an empty file misses all six on line 1', () => {
    const text = withoutLines(MCU_SHAPED_BUILD, 22, 4);
    const d = checkCriteriaText(text);
    assert.deepEqual(d.map((x) => x.code), ['criteria/missing-dimension']);
    assert.equal(d[0].start, text.length);
    assert.deepEqual(findings(''), CRITERIA_DIMENSIONS.map(() => 'criteria/missing-dimension@1'));
  });

  it('a dimension twice is a warning on the second heading, naming the first', () => {
    const text = `${MCU_SHAPED_BUILD}\n\n**Action Control: once more**\n - e.g. jumping in place`;
    assert.deepEqual(findings(text), ['criteria/duplicate-dimension@27']);
    assert.match(checkCriteriaText(text)[0].message, /already a heading on line 7/);
  });

  it('a heading with no bullet is a warning on that heading', () => {
    // Lines 20–21 are the two rules of Task Completion Efficiency (line 19).
    assert.deepEqual(findings(withoutLines(MCU_SHAPED_BUILD, 20, 2)), ['criteria/empty-dimension@19']);
    // Prose that is not a "- " rule does not count as one.
    const prose = MCU_SHAPED_BUILD.replace(' - whether the agent finishes in a reasonable time\n - whether the agent avoids rebuilding the same part twice', 'be quick');
    assert.deepEqual(findings(prose), ['criteria/empty-dimension@19']);
  });

  it('a bold heading that is none of the six is a warning, and its rules count for no dimension', () => {
    const text = MCU_SHAPED_BUILD.replace('**Task Completion Efficiency**\n', '**Overall Impression**\n - e.g. the hut looks nice\n\n**Task Completion Efficiency**\n');
    assert.deepEqual(findings(text), ['criteria/unknown-heading@19']);
    assert.equal(parseCriteria(text)[3].rules.length, 2, 'Creative Attempts keeps only its own two rules');
  });

  it('leaves out disabled codes (a prefix switches off the group)', () => {
    assert.deepEqual(findings(withoutLines(MCU_SHAPED_BUILD, 15, 4), ['criteria/missing-dimension']), []);
    assert.deepEqual(findings('', ['criteria/']), []);
  });
});

describe('which .txt files are criteria files', () => {
  it('a .txt whose folder is criteria_files, at any depth', () => {
    assert.equal(isCriteriaFile('/w/criteria_files/craft_table.txt'), true);
    assert.equal(isCriteriaFile('/w/MCU_benchmark/auto_eval/criteria_files/find_sand.txt'), true);
    assert.equal(isCriteriaFile('C:\\w\\criteria_files\\a.TXT'), true);
    assert.equal(isCriteriaFile('/w/criteria_files/notes/a.txt'), false, 'only the folder the file sits in counts');
    assert.equal(isCriteriaFile('/w/criteria_files/a.yaml'), false);
    assert.equal(isCriteriaFile('/w/docs/a.txt'), false);
  });

  it('or the folder mcu.criteria.folder names (relative: the end of the path; absolute: that folder)', () => {
    assert.equal(isCriteriaFile('/w/eval/judge/a.txt', 'eval/judge'), true);
    assert.equal(isCriteriaFile('/w/judge/a.txt', 'eval/judge'), false);
    assert.equal(isCriteriaFile(path.join('/abs/crit', 'a.txt'), '/abs/crit'), true);
    assert.equal(isCriteriaFile('/other/crit/a.txt', '/abs/crit'), false);
    assert.equal(isCriteriaFile('/w/x/a.txt', '../x'), false, 'a path out of the task tree names no folder to recognise');
    assert.equal(isCriteriaFile('/w/criteria_files/a.txt', 'eval/judge'), true, 'criteria_files still counts');
  });
});
