'use strict';
/**
 * The extension in VS Code desktop, through the `vscode` API: activation,
 * diagnostics, hover, completion, quick fix, code lenses and commands.
 * The same features as the code-server steps, checked from the API side.
 */
const assert = require('node:assert/strict');
const path = require('path');
const vscode = require('vscode');

const EXTENSION_ID = 'mcu-task-studio.mcu-task-studio';
const workspace = process.env.MCU_E2E_WORKSPACE || (vscode.workspace.workspaceFolders || [])[0]?.uri.fsPath;

function uriOf(rel) {
  return vscode.Uri.file(path.join(workspace, rel));
}

async function waitFor(fn, what, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function open(rel) {
  const doc = await vscode.workspace.openTextDocument(uriOf(rel));
  await vscode.window.showTextDocument(doc);
  return doc;
}

function positionOf(doc, needle, offset = 0) {
  const at = doc.getText().indexOf(needle);
  assert.ok(at >= 0, `${needle} not in ${doc.uri.fsPath}`);
  return doc.positionAt(at + offset);
}

const mcuDiagnostics = (uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'mcu');

const tests = [
  ['activates', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is not installed`);
    await open('simple/collect_wool.yaml');
    await ext.activate();
    assert.equal(ext.isActive, true);
  }],

  ['contributes its commands', async () => {
    const all = await vscode.commands.getCommands(true);
    for (const c of ['mcu.verify', 'mcu.preview', 'mcu.generateConfig', 'mcu.generateCriteria', 'mcu.setApiKey']) {
      assert.ok(all.includes(c), `command ${c} missing`);
    }
  }],

  ['reports the broken commands', async () => {
    const doc = await open('broken/bad_commands.yaml');
    const diags = await waitFor(() => {
      const d = mcuDiagnostics(doc.uri);
      return d.length >= 5 ? d : null;
    }, 'five mcu diagnostics');
    const gve = diags.find((d) => /unknown command/i.test(d.message) && d.message.includes('gve'));
    assert.ok(gve, `no "Unknown command … gve" in ${diags.map((d) => d.message).join(' | ')}`);
    assert.equal(gve.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(gve.range.start.line, positionOf(doc, '/gve').line);
  }],

  ['hovers an item id', async () => {
    const doc = await open('simple/collect_wool.yaml');
    const pos = positionOf(doc, 'minecraft:shears', 'minecraft:'.length + 1);
    const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, pos);
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /Shears/);
  }],

  ['completes item ids', async () => {
    const doc = await open('simple/collect_wool.yaml');
    const editor = vscode.window.activeTextEditor;
    const line = positionOf(doc, '- /give').line;
    const end = doc.lineAt(line).range.end;
    await editor.edit((e) => e.insert(end, '\n- /give @s minecraft:dia'));
    try {
      const pos = doc.lineAt(line + 1).range.end;
      const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', doc.uri, pos);
      const labels = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
      assert.ok(labels.some((l) => /(^|:)diamond$/.test(l)), `no diamond in ${labels.slice(0, 20).join(', ')}`);
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  }],

  ['quick-fixes /gve', async () => {
    const doc = await open('broken/bad_commands.yaml');
    const gve = await waitFor(() => mcuDiagnostics(doc.uri).find((d) => d.message.includes('gve')), 'the /gve diagnostic');
    const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', doc.uri, gve.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.edit && /give/.test(a.title));
    assert.ok(fix, `no /give fix among ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    try {
      assert.match(doc.lineAt(gve.range.start.line).text, /\/give @s minecraft:diamond 3/);
      await waitFor(() => !mcuDiagnostics(doc.uri).some((d) => d.message.includes('gve')), 'the /gve diagnostic to go');
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  }],

  ['shows the code lenses', async () => {
    const doc = await open('simple/collect_wool.yaml');
    const titles = await waitFor(async () => {
      const lenses = (await vscode.commands.executeCommand('vscode.executeCodeLensProvider', doc.uri, 10)) || [];
      const t = lenses.map((l) => l.command && l.command.title).filter(Boolean);
      return t.length ? t : null;
    }, 'code lenses');
    for (const want of ['Generate config', 'Generate criteria', 'Verify', 'Preview']) {
      assert.ok(titles.some((t) => t.startsWith(want)), `lens ${want} missing from ${titles.join(' | ')}`);
    }
  }],
];

module.exports = { tests };
