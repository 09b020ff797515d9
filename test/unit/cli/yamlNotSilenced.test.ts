/**
 * Issue 44, defect 5: `# mcu-disable yaml/, schema/` above `junk: [unclosed`
 * made lint say "0 errors" (exit 0) on a file verify and MineStudio cannot
 * load. A YAML error cannot be silenced, by a comment nor by --disable: it
 * stays, and the comment's code gets `suppression/cannot-silence` saying so.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { suppressionFix } from '../../../server/src/model/task/suppression';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { captureIO } from '../../helpers/captureIO';

const BROKEN = '# mcu-disable yaml/, schema/\ncustom_init_commands: []\ntext: x\njunk: [unclosed\n';

describe('a YAML error cannot be silenced', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-yaml-silence-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lint: the error stays, exit 1, and the comment is told it cannot silence it', async () => {
    const file = path.join(dir, 'broken.yaml');
    fs.writeFileSync(file, BROKEN);
    const io = captureIO(dir);
    const code = await main(['lint', file], io);
    assert.equal(code, 1, io.out + io.err);
    assert.match(io.out, / error yaml\//);
    assert.match(io.out, /suppression\/cannot-silence `yaml\/` cannot silence a YAML error/);
    assert.doesNotMatch(io.out, /\b0 errors\b/);
  });

  it('--disable yaml/ (and the editor setting, the same filter) keeps YAML errors too', async () => {
    const file = path.join(dir, 'plain.yaml');
    fs.writeFileSync(file, 'custom_init_commands: []\ntext: x\njunk: [unclosed\n');
    const io = captureIO(dir);
    assert.equal(await main(['lint', '--disable', 'yaml/', file], io), 1, io.out);
    assert.ok(validateText('custom_init_commands: []\ntext: x\njunk: [unclosed\n', { disabled: ['yaml/'] }).some((d) => d.severity === 'error' && d.code.startsWith('yaml/')));
  });

  it('a comment naming the exact code is inert too, and no quick fix offers to write one', () => {
    const plain = validateText('custom_init_commands: []\ntext: x\njunk: [unclosed\n');
    const err = plain.find((d) => d.code.startsWith('yaml/') && d.severity === 'error')!;
    assert.ok(err);
    const text = `# mcu-disable ${err.code}\ncustom_init_commands: []\ntext: x\njunk: [unclosed\n`;
    const found = validateText(text);
    assert.ok(found.some((d) => d.code === err.code && d.severity === 'error'), 'still reported');
    assert.ok(found.some((d) => d.code === 'suppression/cannot-silence'));
    assert.equal(suppressionFix(new TaskModel('custom_init_commands: []\ntext: x\njunk: [unclosed\n'), err), undefined);
  });

  it('YAML warnings and other codes are still silenced as before', () => {
    const found = validateText('# mcu-disable command/\ncustom_init_commands:\n- /gve @s minecraft:diamond 1\ntext: x\n');
    assert.ok(!found.some((d) => d.code.startsWith('command/')));
  });
});
