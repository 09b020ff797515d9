import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { WorkspaceFileIndex } from '../../../server/src/evaluation/taskFiles/workspaceFiles';

describe('workspace file index', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-index-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const put = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), 'x');
  };

  it('lists regular files, skipping node_modules, .git and links', async () => {
    put('a/t.yaml');
    put('node_modules/p/x.mp4');
    put('.git/HEAD');
    fs.symlinkSync(path.join(root, 'a'), path.join(root, 'linked'));
    fs.symlinkSync(path.join(root, 'a', 't.yaml'), path.join(root, 't.mp4'));
    const index = new WorkspaceFileIndex(root);
    await index.ready();
    assert.ok(index.exists(path.join(root, 'a', 't.yaml')));
    assert.ok(!index.exists(path.join(root, 'node_modules', 'p', 'x.mp4')));
    assert.ok(!index.exists(path.join(root, '.git', 'HEAD')));
    assert.ok(!index.exists(path.join(root, 'linked', 't.yaml')));
    assert.ok(!index.exists(path.join(root, 't.mp4')));
    assert.ok(!index.exists(path.join(os.tmpdir(), 'elsewhere')));
  });

  it('follows created and deleted files, and glob results with them', async () => {
    const index = new WorkspaceFileIndex(root);
    await index.ready();
    assert.deepEqual(index.matching(['**/*.mp4']), []);
    put('out/dig/episode_1.mp4');
    index.created(path.join(root, 'out', 'dig', 'episode_1.mp4'));
    assert.deepEqual(index.matching(['**/*.mp4']), [path.join(root, 'out', 'dig', 'episode_1.mp4')]);
    index.deleted(path.join(root, 'out'));
    assert.deepEqual(index.matching(['**/*.mp4']), []);
    index.created(path.join(root, 'no', 'such', 'file'));
    assert.ok(!index.exists(path.join(root, 'no', 'such', 'file')));
  });
});
