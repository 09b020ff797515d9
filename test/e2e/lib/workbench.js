'use strict';
/**
 * Driving VS Code 1.100's workbench (as served by code-server 4.100.3) from
 * the keyboard, and reading what it shows from the DOM. Keyboard first:
 * positions come from Go to Line/Column, hover from "Show Hover", so no
 * pixel coordinates are guessed.
 */

const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_BOX = `${QUICK_INPUT} .quick-input-box input`;
const QUICK_ROWS = `${QUICK_INPUT} .quick-input-list .monaco-list-row`;

async function waitReady(page) {
  await page.waitForSelector('.monaco-workbench', { timeout: 60000 });
  await page.waitForSelector('#workbench\\.parts\\.statusbar', { timeout: 60000 });
  // Explorer rows mean the remote file system answered: the server side is up.
  await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60000 });
}

/** Visible quick-input rows in list order, as {label, aria, index} objects. */
async function quickRows(page) {
  const rows = await page.$$eval(QUICK_ROWS, (els) =>
    els.map((r) => ({
      label: (r.textContent || '').trim(),
      aria: r.getAttribute('aria-label') || '',
      index: Number(r.getAttribute('data-index') || '0'),
    })),
  );
  return rows.sort((a, b) => a.index - b.index);
}

/**
 * Types into the open quick input and accepts the row for which `match`
 * (a predicate on the row's aria-label and text) holds. Keyboard only: the
 * first row has the focus, so the row is reached with ArrowDown and Enter,
 * once the filtered list has stopped changing (clicks on rows that the list
 * re-renders while it filters proved flaky).
 */
async function pickQuickRow(page, typed, match, what, openWaitMs = 30000) {
  const open = () => page.waitForSelector(QUICK_INPUT_BOX, { state: 'visible', timeout: openWaitMs }).then(() => true, () => false);
  if (!(await open())) throw new QuickInputClosed(`the quick input was not open to pick ${what}`);
  await page.keyboard.type(typed, { delay: 10 });
  const deadline = Date.now() + 20000;
  let previous = null;
  for (;;) {
    if (!(await page.isVisible(QUICK_INPUT_BOX))) throw new QuickInputClosed(`the quick input closed before ${what} was picked`);
    const rows = await quickRows(page);
    const hit = rows.find((r) => match(r.aria, r.label));
    const key = hit ? `${hit.index}:${hit.aria}:${rows.length}` : null;
    if (hit && key === previous) {
      for (let i = 0; i < hit.index; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      return;
    }
    previous = key;
    if (Date.now() > deadline) {
      const seen = rows.map((r) => r.aria || r.label).join(' | ');
      throw new Error(`quick input has no row for ${what}; rows: ${seen || '(none)'}`);
    }
    await page.waitForTimeout(200);
  }
}

/** The quick input closed (or never opened) before a row was picked: a webview that finished loading took the focus. */
class QuickInputClosed extends Error {}

/**
 * Opens the quick input with `key` and picks a row (pickQuickRow's
 * arguments). A webview that takes the focus as it finishes rendering (the
 * walkthrough's step page after a step completes) closes the quick input
 * between the key and the pick; then the whole pick is done again.
 */
async function pickFromQuickInput(page, key, typed, match, what) {
  for (let attempt = 1; ; attempt++) {
    await openQuickInput(page, key);
    try {
      await pickQuickRow(page, typed, match, what, 3000);
      return;
    } catch (e) {
      if (!(e instanceof QuickInputClosed) || attempt === 3) throw e;
    }
  }
}

/**
 * Opens the quick input with `key` (F1, Control+P). A key pressed while a
 * webview holds the focus reaches the workbench only through the webview's
 * forwarding, and is lost when that webview is being re-rendered (the
 * walkthrough redraws its step media when a step completes): so the press is
 * tried again, with the focus first taken back to the workbench's document.
 */
async function openQuickInput(page, key) {
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await page.evaluate(() => { if (document.activeElement instanceof HTMLElement) document.activeElement.blur(); });
    await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    const shown = await page.waitForSelector(QUICK_INPUT_BOX, { state: 'visible', timeout: 7000 }).then(() => true, () => false);
    if (shown) return;
    if (attempt === 4) throw new Error(`the quick input did not open on ${key} (4 tries)`);
  }
}

/** Runs a command from the palette by its title, e.g. "File: Revert File". */
async function runCommand(page, title) {
  await pickFromQuickInput(page, 'F1', title, (aria, text) => aria.startsWith(title) || text.startsWith(title), `command "${title}"`);
}

/** Opens a workspace file with Quick Open and waits until its editor has focus. */
async function openFile(page, relPath) {
  const base = relPath.split('/').pop();
  await pickFromQuickInput(
    page,
    'Control+P',
    relPath,
    (aria, text) => aria.includes(base) && (aria.includes(relPath.split('/')[0]) || text.includes(relPath.split('/')[0])),
    `file ${relPath}`,
  );
  await page.waitForSelector(`.tabs-container .tab.active[aria-label*="${base}"]`, { timeout: 30000 });
  // A webview or panel of an earlier step can keep the focus: then the active group is focused by command.
  const focused = '.editor-instance .monaco-editor.focused';
  if (await page.waitForSelector(focused, { timeout: 8000 }).then(() => true, () => false)) return;
  await runCommand(page, 'View: Focus Active Editor Group');
  await page.waitForSelector(focused, { timeout: 20000 });
}

/** Moves the cursor with Go to Line/Column (1-based line and column). */
async function gotoPosition(page, line, column) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+G');
  await page.waitForSelector(QUICK_INPUT_BOX, { state: 'visible' });
  await page.keyboard.type(`${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(QUICK_INPUT_BOX, { state: 'hidden' });
}

/** Texts of the status bar entries. */
async function statusBarTexts(page) {
  return page.$$eval('#workbench\\.parts\\.statusbar .statusbar-item', (items) =>
    items.map((i) => (i.textContent || '').trim()).filter(Boolean),
  );
}

/** Opens the Problems panel and returns the aria-labels of its rows (message, position, source). */
async function openProblems(page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Shift+M');
  await page.waitForSelector('.markers-panel', { state: 'visible' });
}

async function problemRows(page) {
  return page.$$eval('.markers-panel .monaco-list-row', (rows) =>
    rows.map((r) => `${r.getAttribute('aria-label') || ''} ${(r.textContent || '').trim()}`),
  );
}

/**
 * The diagnostic codes the Problems rows show as links: VS Code renders a code
 * that has a `codeDescription` as an `a.monaco-link` (its href the
 * description's URI) around the `.marker-code` label; a code without one is a
 * plain `.marker-code` span. Returns { code, href } per link.
 */
async function problemCodeLinks(page) {
  return page.$$eval('.markers-panel .monaco-list-row a.monaco-link', (links) =>
    links
      .filter((a) => a.querySelector('.marker-code'))
      .map((a) => ({ code: (a.querySelector('.marker-code').textContent || '').trim(), href: a.getAttribute('href') || '' })),
  );
}

const PROBLEMS_FILTER = '.markers-panel-container .viewpane-filter input, .panel .viewpane-filter input';

/**
 * Waits until `predicate(rows)` holds for the Problems rows; returns the rows.
 * With workspace diagnostics the panel lists the whole workspace and draws only
 * the rows in view: `filter` (e.g. the file's name) keeps the wanted rows in
 * view. The view can reset a filter typed while it is still being set up, so
 * it is typed again until it holds. Clear it with clearProblemsFilter.
 */
async function waitProblems(page, predicate, what, timeoutMs = 30000, filter) {
  const deadline = Date.now() + timeoutMs;
  const input = filter === undefined ? undefined : await page.waitForSelector(PROBLEMS_FILTER, { timeout: 15000 });
  let rows = [];
  for (;;) {
    if (input && (await input.inputValue().catch(() => filter)) !== filter) await input.fill(filter).catch(() => undefined);
    rows = await problemRows(page);
    if (predicate(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`Problems panel: ${what} not seen; rows: ${JSON.stringify(rows)}`);
    await page.waitForTimeout(250);
  }
}

/** Empties the Problems filter (waitProblems with a filter leaves it set). */
async function clearProblemsFilter(page) {
  const input = await page.$(PROBLEMS_FILTER);
  if (input) await input.fill('');
}

/**
 * The lines of the active group's editor, read from its rendered view lines
 * in screen order. Only that editor's own lines: a second editor group, or an
 * editor nested in a peek widget, would otherwise mix its lines in and shift
 * every index. With `withoutHints`, inlay hints (injected spans whose class is
 * a `dyn-rule-…` rule) are left out, so a line reads as written whether or not
 * a display name or a position is drawn after an id.
 */
async function activeEditorLines(page, withoutHints) {
  return page.$$eval('.editor-group-container.active .editor-instance .monaco-editor .view-lines .view-line', (lines, strip) => {
    const editor = lines[0]?.closest('.editor-instance')?.querySelector('.monaco-editor');
    return lines
      .filter((l) => l.closest('.monaco-editor') === editor)
      .map((l) => {
        const copy = l.cloneNode(true);
        if (strip) for (const hint of Array.from(copy.querySelectorAll('[class*="dyn-rule"]'))) hint.remove();
        return { top: parseFloat(l.style.top || '0'), text: (copy.textContent || '').replace(/\u00a0/g, ' ') };
      })
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text);
  }, withoutHints);
}

/** The active editor's lines as rendered, inlay hints included. */
async function editorLines(page) {
  return activeEditorLines(page, false);
}

/** The active editor's lines as written (inlay hints left out). */
async function editorCode(page) {
  return activeEditorLines(page, true);
}

/** Code lens titles currently rendered in the active editor. */
async function codeLensTitles(page) {
  return page.$$eval('.editor-instance .monaco-editor .codelens-decoration a, .editor-instance .monaco-editor .codelens-decoration span', (els) =>
    [...new Set(els.map((e) => (e.textContent || '').trim()).filter((t) => t && t !== '|'))],
  );
}

/** Clicks the code lens whose title starts with `title` (waits for it to render). */
async function clickCodeLens(page, title, timeoutMs = 45000) {
  const lens = page.locator('.editor-instance .monaco-editor .codelens-decoration a', { hasText: new RegExp('^\\s*' + title) });
  await lens.first().click({ timeout: timeoutMs });
}

/** Polls `fn` until it returns a truthy value; throws with `what` on timeout. */
async function waitFor(page, fn, what, timeoutMs = 30000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await page.waitForTimeout(everyMs);
  }
}

/**
 * Webviews live in nested iframes: the first frame in which `fn` (run in the
 * frame) returns something truthy, with that value; null when none does.
 */
async function frameWhere(page, fn) {
  for (const frame of page.frames()) {
    const value = await frame.evaluate(fn).catch(() => null);
    if (value) return { frame, value };
  }
  return null;
}

/**
 * Opens the quick-fix menu (Ctrl+.) at a 1-based line and column of the
 * active editor and returns the titles of its actions, in menu order (the
 * first has the focus, so ArrowDown × index then Enter applies one).
 */
async function openQuickFixes(page, line, column) {
  await page.click('.editor-instance .monaco-editor .view-lines');
  await gotoPosition(page, line, column);
  await page.keyboard.press('Control+.');
  const rowSel = '.action-widget .monaco-list-row.action';
  await page.waitForSelector(rowSel, { state: 'visible', timeout: 20000 });
  return page.$$eval(rowSel, (rows) => rows.map((r) => r.getAttribute('aria-label') || r.textContent || ''));
}

/**
 * Reverts the active editor and waits until `reverted(lines)` holds, so a
 * step never leaves a modified file behind (a dirty editor makes the next
 * step's "Close All Editor Groups" stop at a save prompt). The editor gets
 * the focus first: with the Problems panel focused the revert can miss.
 */
async function revertActiveFile(page, reverted, what) {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Escape');
    await page.click('.editor-group-container.active .editor-instance .monaco-editor .view-lines');
    await runCommand(page, 'File: Revert File');
    try {
      await waitFor(page, async () => reverted(await editorCode(page)), what, 10000);
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/**
 * After a failed step: closes every editor without saving, so that the next
 * step starts from one empty group and not behind a "Save changes?" dialog
 * for the file the failed step left edited.
 */
async function discardEditors(page) {
  await runCommand(page, 'View: Close All Editor Groups');
  const dontSave = page.locator('.monaco-dialog-box .dialog-buttons .monaco-button', { hasText: /^Don't Save$/ }).first();
  for (let i = 0; i < 5; i++) {
    const asked = await dontSave.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
    if (!asked) return;
    await dontSave.click();
  }
}

module.exports = {
  discardEditors,
  openQuickFixes,
  revertActiveFile,
  frameWhere,
  waitReady,
  quickRows,
  pickQuickRow,
  runCommand,
  openFile,
  gotoPosition,
  statusBarTexts,
  openProblems,
  problemRows,
  waitProblems,
  problemCodeLinks,
  clearProblemsFilter,
  editorLines,
  editorCode,
  codeLensTitles,
  clickCodeLens,
  waitFor,
};
