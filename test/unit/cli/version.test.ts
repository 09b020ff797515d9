/** The tool's version is package.json's: `--version` and every run manifest print it. */
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { TOOL_VERSION } from '../../../server/src/util/toolVersion';
import { captureIO } from '../../helpers/captureIO';

it('mcu-task --version prints the version package.json gives', async () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8'));
  assert.equal(TOOL_VERSION, pkg.version);
  const io = captureIO(os.tmpdir());
  assert.equal(await main(['--version'], io), 0);
  assert.equal(io.out, `${pkg.version}\n`);
});
