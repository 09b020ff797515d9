/**
 * Issue 44, defect 8: `reference_video: /etc/shadow`, `../../../../../../etc/passwd`
 * or `/proc/self/environ` each became a link (telling the file's author whether
 * the path exists on the reader's machine). A reference video is linked only
 * beside the task (its folder and below) or in the workspace folder, by name
 * and with links resolved.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { documentLinks } from '../../../server/src/api/services/documentLinks';
import { DiskSideFiles, type SideFiles } from '../../../server/src/evaluation/taskFiles/workspaceFiles';

const ROOT = path.resolve('/ws');
/** A disk on which every file exists, /etc/shadow included. */
const everything: SideFiles = { root: ROOT, exists: () => true, matching: () => [] };
const task = (ref: string) => `custom_init_commands: []\ntext: dig\nreference_video: ${JSON.stringify(ref)}\n`;
const refLinks = (ref: string, files: SideFiles = everything, taskFile = path.join(ROOT, 'tasks', 'dig.yaml')) =>
  documentLinks(new TaskModel(task(ref)), { taskFile, videoGlobs: [], judgeGlobs: [], files }).filter((l) => l.kind === 'reference-video').map((l) => l.target);

describe('reference video links stay in the workspace', () => {
  it('no link out of it: absolute paths elsewhere, .. climbing out, /proc', () => {
    for (const ref of ['/etc/shadow', '../../../../../../etc/passwd', '/proc/self/environ', '..', '../../ws2/x.mp4', `${ROOT}/../etc/passwd`]) {
      assert.deepEqual(refLinks(ref), [], ref);
    }
  });

  it('beside the task, below it, at the workspace root, or an absolute path inside the workspace: linked', () => {
    assert.deepEqual(refLinks('demo.mp4'), [path.join(ROOT, 'tasks', 'demo.mp4')]);
    assert.deepEqual(refLinks('videos/demo.mp4'), [path.join(ROOT, 'tasks', 'videos', 'demo.mp4')]);
    const rootOnly: SideFiles = { root: ROOT, exists: (f) => f === path.join(ROOT, 'refs', 'demo.mp4'), matching: () => [] };
    assert.deepEqual(refLinks('refs/demo.mp4', rootOnly), [path.join(ROOT, 'refs', 'demo.mp4')]);
    assert.deepEqual(refLinks('../refs/demo.mp4', rootOnly), [path.join(ROOT, 'refs', 'demo.mp4')], '.. that stays in the workspace');
    assert.deepEqual(refLinks(path.join(ROOT, 'refs', 'demo.mp4'), rootOnly), [path.join(ROOT, 'refs', 'demo.mp4')]);
  });

  it('a task outside every workspace folder links only beside itself, and not through a linked folder leading out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-links-out-'));
    try {
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-links-secret-'));
      fs.writeFileSync(path.join(outside, 'secret.mp4'), 'x');
      fs.writeFileSync(path.join(dir, 'demo.mp4'), 'x');
      fs.symlinkSync(outside, path.join(dir, 'v'));
      const disk = new DiskSideFiles();
      const taskFile = path.join(dir, 'dig.yaml');
      assert.deepEqual(refLinks('demo.mp4', disk, taskFile), [path.join(dir, 'demo.mp4')]);
      assert.deepEqual(refLinks(path.join(outside, 'secret.mp4'), disk, taskFile), []);
      assert.deepEqual(refLinks('v/secret.mp4', disk, taskFile), [], 'a linked folder beside the task leads out');
      fs.rmSync(outside, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
