/** The CLI's option conventions, through main() as a user types them. */
import * as assert from 'node:assert/strict';
import * as os from 'os';
import { describe, it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { readOptions, SubcommandUsage } from '../../../server/src/hosts/cli/subcommandOptions';
import { captureIO } from '../../helpers/captureIO';

describe('subcommand options (scores, rank, agreement, compare, judge)', () => {
  it('reads --name value and --name=value; the last of a repeated option wins', () => {
    const o = readOptions(['a.json', '--format', 'text', '--format=json', 'b.json'], ['--format']);
    assert.equal(o.values.get('--format'), 'json');
    assert.deepEqual(o.positional, ['a.json', 'b.json']);
    assert.equal(o.help, false);
  });
  it('refuses unknown and single-dash options and a missing value, with the option named', () => {
    assert.throws(() => readOptions(['--nope'], ['--format']), (e: Error) => e instanceof SubcommandUsage && /unknown option --nope/.test(e.message));
    assert.throws(() => readOptions(['-x'], ['--format']), (e: Error) => e instanceof SubcommandUsage && /unknown option -x/.test(e.message));
    assert.throws(() => readOptions(['--format'], ['--format']), (e: Error) => e instanceof SubcommandUsage && /--format needs a value/.test(e.message));
  });
  it('-h and --help ask for the usage', () => {
    assert.equal(readOptions(['-h'], []).help, true);
    assert.equal(readOptions(['x', '--help'], []).help, true);
  });
  it('a mistake ends `mcu-task scores` with exit 2, the reason and the usage line', async () => {
    const io = captureIO(os.tmpdir());
    assert.equal(await main(['scores', '--bogus', 'x'], io), 2);
    assert.match(io.err, /mcu-task scores: unknown option --bogus/);
    assert.match(io.err, /scores/);
  });
  it('judge and compare read --every and --max-frames alike, each with its own least frame count', async () => {
    const env = { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };
    let io = captureIO(os.tmpdir(), env);
    assert.equal(await main(['judge', 'v.mp4', '--criteria', 'c.txt', '--every', '0'], io), 2);
    assert.match(io.err, /mcu-task judge: --every must be a positive integer or auto\n.*usage: mcu-task judge/s);
    io = captureIO(os.tmpdir(), env);
    assert.equal(await main(['compare', 'a.mp4', 'b.mp4', '--criteria', 'c.txt', '--max-frames', '1'], io), 2);
    assert.match(io.err, /mcu-task compare: --max-frames must be an integer of at least 2\n.*usage: mcu-task compare/s);
    io = captureIO(os.tmpdir(), env);
    assert.equal(await main(['judge', 'v.mp4', '--criteria', 'c.txt', '--max-frames', '0'], io), 2);
    assert.match(io.err, /--max-frames must be a positive integer/);
  });
});
