/**
 * The getting-started walkthrough (package.json `contributes.walkthroughs`):
 * every step's media ships in the VSIX, every button and completion event names
 * something the extension contributes, and ids are unique. The VSIX's file list
 * comes from `vsce ls`, the packager itself, so .vscodeignore is read as vsce reads it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'fs';
import * as path from 'path';
import { before, describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';
import { EXAMPLE_TO_OPEN, listExampleFiles } from '../../../client/src/walkthrough/exampleCopyPlan';
import { QUICK_FIX_APPLIED_COMMAND, SCENE_SHOWN_CONTEXT } from '../../../client/src/walkthrough/ids';

interface Step { id: string; title: string; description: string; media: { markdown?: string; image?: string }; completionEvents?: string[]; when?: string }
interface Walkthrough { id: string; title: string; steps: Step[] }

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const walkthroughs: Walkthrough[] = pkg.contributes.walkthroughs ?? [];
const steps = walkthroughs.flatMap((w) => w.steps);
const commands = new Set<string>(pkg.contributes.commands.map((c: { command: string }) => c.command));
const settings = new Set<string>(Object.keys(pkg.contributes.configuration.properties));
const palette: { command: string; when?: string }[] = pkg.contributes.menus.commandPalette;

/** `[label](command:id)` and `command:id?args` links in a step's description. */
function commandLinks(description: string): string[] {
  return [...description.matchAll(/\(command:([A-Za-z0-9_.-]+)/g)].map((m) => m[1]);
}

describe('walkthrough manifest', () => {
  let shipped: Set<string>;
  before(() => {
    const vsce = path.join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce');
    const res = spawnSync(process.execPath, [vsce, 'ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
    shipped = new Set(res.stdout.split('\n').map((l) => l.trim()).filter(Boolean));
    assert.ok(shipped.has('package.json'), 'vsce ls lists the manifest');
  });

  it('has one walkthrough with the six steps of a newcomer, in order', () => {
    assert.equal(walkthroughs.length, 1);
    assert.deepEqual(steps.map((s) => s.id), ['openExamples', 'applyFix', 'verify', 'scene', 'previewRollout', 'llmEndpoint']);
  });

  it('walkthrough and step ids are unique', () => {
    const ids = [...walkthroughs.map((w) => w.id), ...steps.map((s) => `${s.id}`)];
    assert.equal(new Set(ids).size, ids.length, ids.join(', '));
  });

  it('every step has a markdown media file that exists and ships in the VSIX', () => {
    for (const s of steps) {
      const file = s.media.markdown;
      assert.ok(file, `step ${s.id} has no markdown media`);
      assert.match(file, /^media\/walkthrough\/[A-Za-z]+\.md$/);
      assert.ok(fs.statSync(path.join(repoRoot, file)).isFile(), `${file} is missing`);
      assert.ok(shipped.has(file), `${file} is excluded from the VSIX by .vscodeignore`);
    }
  });

  it('every step has a command button, and every command link names a contributed command', () => {
    for (const s of steps) {
      const links = commandLinks(s.description);
      assert.ok(links.length >= 1, `step ${s.id} has no command: button`);
      for (const c of links) assert.ok(commands.has(c), `step ${s.id} links to ${c}, which the extension does not contribute`);
    }
  });

  it('every step completes on an event the extension causes: a contributed command, a contributed setting or its context key', () => {
    for (const s of steps) {
      assert.ok(s.completionEvents?.length, `step ${s.id} has no completionEvents (it would complete when merely selected)`);
      for (const e of s.completionEvents!) {
        const [kind, name] = [e.slice(0, e.indexOf(':')), e.slice(e.indexOf(':') + 1)];
        if (kind === 'onCommand') assert.ok(commands.has(name), `${s.id}: ${e} is not a contributed command`);
        else if (kind === 'onSettingChanged') assert.ok(settings.has(name), `${s.id}: ${e} is not a contributed setting`);
        else if (kind === 'onContext') assert.equal(name, SCENE_SHOWN_CONTEXT, `${s.id}: ${e} is not a context key the extension sets`);
        else assert.fail(`${s.id}: unexpected completion event ${e}`);
      }
    }
  });

  it('the steps complete on the user doing them: examples, the quick fix, verify, the scene, the preview, the key', () => {
    const byId = new Map(steps.map((s) => [s.id, s.completionEvents ?? []]));
    assert.deepEqual(byId.get('openExamples'), ['onCommand:mcu.openExamples']);
    assert.deepEqual(byId.get('applyFix'), [`onCommand:${QUICK_FIX_APPLIED_COMMAND}`]);
    assert.deepEqual(byId.get('verify'), ['onCommand:mcu.verify']);
    assert.deepEqual(byId.get('scene'), [`onContext:${SCENE_SHOWN_CONTEXT}`]);
    assert.ok(byId.get('previewRollout')!.includes('onCommand:mcu.preview'));
    assert.ok(byId.get('llmEndpoint')!.includes('onCommand:mcu.setApiKey'));
    assert.ok(byId.get('llmEndpoint')!.includes('onSettingChanged:mcu.llm.baseUrl'));
  });

  it('steps whose commands refuse in Restricted Mode are shown only in a trusted workspace', () => {
    for (const id of ['verify', 'scene', 'llmEndpoint']) assert.equal(steps.find((s) => s.id === id)!.when, 'isWorkspaceTrusted', id);
    assert.equal(steps.find((s) => s.id === 'openExamples')!.when, undefined, 'opening the examples works in Restricted Mode');
  });

  it('the quick-fix command is contributed but hidden from the Command Palette; Open Example Tasks is visible', () => {
    assert.ok(commands.has(QUICK_FIX_APPLIED_COMMAND));
    assert.deepEqual(palette.filter((m) => m.command === QUICK_FIX_APPLIED_COMMAND).map((m) => m.when), ['false']);
    assert.ok(commands.has('mcu.openExamples'));
    assert.ok(!palette.some((m) => m.command === 'mcu.openExamples'), 'Open Example Tasks needs no trust');
  });

  it('the media names only commands and settings that exist', () => {
    for (const s of steps) {
      const text = fs.readFileSync(path.join(repoRoot, s.media.markdown!), 'utf8');
      for (const m of text.matchAll(/`(mcu\.[A-Za-z.]+)`/g)) {
        assert.ok(commands.has(m[1]) || settings.has(m[1]), `${s.media.markdown} names ${m[1]}, neither a command nor a setting`);
      }
      const titles = new Map<string, string>(pkg.contributes.commands.map((c: { command: string; title: string }) => [`MCU: ${c.title}`, c.command]));
      for (const m of text.matchAll(/\*\*(MCU: [^*]+)\*\*/g)) assert.ok(titles.has(m[1]), `${s.media.markdown} names "${m[1]}", which is no command title`);
    }
  });

  it('every example task ships in the VSIX, the one the command opens among them', () => {
    const files = listExampleFiles(path.join(repoRoot, 'examples'));
    assert.ok(files.includes(EXAMPLE_TO_OPEN));
    assert.ok(files.length >= 10, files.join(', '));
    for (const f of files) assert.ok(shipped.has(`examples/${f}`), `examples/${f} is excluded from the VSIX`);
  });
});
