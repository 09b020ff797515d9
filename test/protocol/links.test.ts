/**
 * Document links over stdio: a task in a temporary workspace links its
 * criteria file (the first of the three searched places that exists), its
 * reference video, its saved verify report and a rollout video matching the
 * default glob, and never a file that is not there. In an untrusted
 * workspace there are none.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { DocumentLink } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const TASK = [
  'custom_init_commands:',
  '- /give @s minecraft:oak_log 4',
  'text: Craft a crafting table',
  'reference_video: demo.mp4',
  'reward_cfg:',
  '- event: craft_item',
  '  identity: table',
  '  objects: [crafting_table]',
  '  reward: 1',
  '  max_reward_times: 1',
  'time_limit: 600',
].join('\n');

function write(file: string, text = 'x'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('document links over stdio', { timeout: 60_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-links-'));
  // MCU's layout: <root>/mcu/task_configs/simple/craft_table.yaml
  const taskDir = path.join(root, 'mcu', 'task_configs', 'simple');
  let n = 0;
  let client: LspTestClient;

  /** A fresh server (the file index is listed once per server) and the links of a copy of the task. */
  async function linksWith(setup: (taskFile: string) => void, settings: Record<string, unknown> = {}, init?: unknown): Promise<{ links: DocumentLink[]; taskFile: string }> {
    const dir = path.join(taskDir, `case${++n}`);
    const taskFile = path.join(dir, 'craft_table.yaml');
    write(taskFile, TASK);
    setup(taskFile);
    client = new LspTestClient(settings, { rootPath: path.join(root, 'mcu'), initializationOptions: init });
    await client.initialize();
    const uri = pathToFileURL(taskFile).href;
    await client.open(uri, TASK);
    const links = await client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri } });
    await client.stop();
    return { links, taskFile };
  }
  const targetOf = (links: DocumentLink[], line: number) => links.find((l) => l.range.start.line === line)?.target;
  const file = (href: string | undefined) => (href ? new URL(href).pathname : undefined);

  before(() => fs.mkdirSync(taskDir, { recursive: true }));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('links nothing when no side file exists', async () => {
    const { links } = await linksWith(() => undefined);
    assert.deepEqual(links, []);
  });

  it('links the criteria file from the mcu.criteria.folder setting first', async () => {
    const { links, taskFile } = await linksWith((t) => {
      write(path.join(path.dirname(t), '..', 'my_criteria', 'craft_table.txt'));
      write(path.join(path.dirname(t), 'criteria_files', 'craft_table.txt'));
    }, { criteria: { folder: 'my_criteria' } });
    assert.equal(file(targetOf(links, 2)), path.join(path.dirname(taskFile), '..', 'my_criteria', 'craft_table.txt'));
    const text = links.find((l) => l.range.start.line === 2)!;
    assert.deepEqual(text.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } }, 'on the text key');
    assert.match(text.tooltip ?? '', /Judging criteria/);
  });

  it('links criteria_files/<task>.txt in the task folder or a parent when the setting folder has none', async () => {
    const { links } = await linksWith(() => write(path.join(taskDir, 'criteria_files', 'craft_table.txt')));
    assert.equal(file(targetOf(links, 2)), path.join(taskDir, 'criteria_files', 'craft_table.txt'));
    fs.rmSync(path.join(taskDir, 'criteria_files'), { recursive: true });
  });

  it("links MCU's auto_eval/criteria_files/<task>.txt beside task_configs last", async () => {
    // The parent search stops at the workspace folder (<root>/mcu), which holds auto_eval/ and task_configs/.
    const mcuFile = path.join(root, 'mcu', 'auto_eval', 'criteria_files', 'craft_table.txt');
    const { links } = await linksWith(() => write(mcuFile));
    assert.equal(file(targetOf(links, 2)), mcuFile);
    fs.rmSync(path.join(root, 'mcu', 'auto_eval'), { recursive: true });
  });

  it('links the reference video, the verify report and a rollout video when they exist', async () => {
    const { links, taskFile } = await linksWith((t) => {
      write(path.join(path.dirname(t), 'demo.mp4'));
      write(path.join(path.dirname(t), 'craft_table.verify.json'), '{}');
      write(path.join(root, 'mcu', 'output', 'craft_table', 'episode_1.mp4'));
    });
    const dir = path.dirname(taskFile);
    assert.equal(file(targetOf(links, 3)), path.join(dir, 'demo.mp4'), 'reference video on its value');
    assert.deepEqual(links.find((l) => l.range.start.line === 3)!.range, { start: { line: 3, character: 17 }, end: { line: 3, character: 25 } });
    assert.equal(file(targetOf(links, 0)), path.join(dir, 'craft_table.verify.json'), 'report on the command list key');
    const video = links.find((l) => /episode_1\.mp4$/.test(l.target ?? ''));
    assert.ok(video, `rollout video linked: ${JSON.stringify(links)}`);
    assert.equal(file(video.target), path.join(root, 'mcu', 'output', 'craft_table', 'episode_1.mp4'));
    assert.match(video.tooltip ?? '', /Rollout video: output\/craft_table\/episode_1\.mp4/);
    fs.rmSync(path.join(root, 'mcu', 'output'), { recursive: true });
  });

  it('gives no link for a reference video, report or video that is missing', async () => {
    const { links } = await linksWith((t) => write(path.join(path.dirname(t), 'other.mp4')));
    assert.deepEqual(links, [], JSON.stringify(links));
  });

  it('gives no link in an untrusted workspace', async () => {
    const { links } = await linksWith((t) => {
      write(path.join(path.dirname(t), 'demo.mp4'));
      write(path.join(path.dirname(t), 'criteria_files', 'craft_table.txt'));
    }, {}, { workspaceTrusted: false });
    assert.deepEqual(links, []);
  });
});
