'use strict';
/**
 * Step 18: the getting-started walkthrough. "Welcome: Open Walkthrough…"
 * lists it; its first step ("Open the example tasks") is unchecked until its
 * button runs "MCU: Open Example Tasks", whose modal question is answered
 * "Copy": then mcu-examples/broken/bad_commands.yaml opens, the files are in
 * the workspace and the step's checkbox in the walkthrough is checked. Then
 * the second step: the quick fix "Change to '/give'" on `/gve` checks "See a
 * diagnostic and apply its fix" (the fix runs mcu.quickFixApplied after its edit).
 */
const wb = require('../lib/workbench');

const TITLE = 'Get Started with MCU Task Studio';
const EXAMPLE = 'mcu-examples/broken/bad_commands.yaml';

/** The checkbox of a step: VS Code marks it `data-done-step-id="<extension>#<walkthrough>#<step>"`, aria-checked when done. */
async function stepDone(page, step) {
  return page.$$eval(`[data-done-step-id$="#${step}"]`, (els) => els.map((e) => e.getAttribute('aria-checked') === 'true' || e.classList.contains('complete')));
}

async function waitStepDone(page, step) {
  await wb.waitFor(page, async () => {
    const states = await stepDone(page, step);
    return states.length > 0 && states.every(Boolean);
  }, `the walkthrough step ${step} to be checked`, 30000);
}

/** The expanded step's media (media/walkthrough/*.md, rendered in a webview): waits for its heading. */
async function waitMedia(page, heading) {
  await wb.waitFor(page, () => wb.frameWhere(page, new Function(`return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)})`)),
    `the step's media with the heading "${heading}"`, 20000);
}

async function openWalkthrough(page) {
  await wb.runCommand(page, 'Welcome: Open Walkthrough');
  await wb.pickQuickRow(page, 'MCU Task Studio', (aria, text) => aria.includes(TITLE) || text.includes(TITLE), `the walkthrough "${TITLE}"`);
  await page.waitForSelector('[data-done-step-id$="#openExamples"]', { timeout: 30000 });
}

module.exports = {
  name: 'walkthrough',
  timeoutMs: 180000,
  async run(ctx) {
    ctx.requireCommand('mcu.openExamples');
    const page = await ctx.page('trusted');
    await wb.runCommand(page, 'View: Close All Editor Groups');
    await openWalkthrough(page);
    const before = await stepDone(page, 'openExamples');
    if (before.length === 0 || before.some(Boolean)) throw new Error(`the first step should start unchecked: ${JSON.stringify(before)}`);
    await waitMedia(page, 'Open the example tasks');
    await ctx.shot(page, 'open');

    // The first step is expanded: its button runs the command.
    const button = page.locator('.getting-started-step.expanded .button-container .monaco-button', { hasText: 'Open Example Tasks' });
    await button.first().click({ timeout: 20000 });
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ state: 'visible', timeout: 20000 });
    const question = (await dialog.textContent()) || '';
    if (!/Copy \d+ example files .*into .*mcu-examples/.test(question)) throw new Error(`unexpected question: ${question}`);
    ctx.note(`modal: ${question.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
    await ctx.shot(page, 'modal');
    await dialog.locator('.dialog-buttons .monaco-button', { hasText: /^Copy$/ }).click();
    await page.waitForSelector(`.tabs-container .tab.active[aria-label*="bad_commands.yaml"]`, { timeout: 30000 });
    const copied = ctx.readWorkspaceFile('trusted', EXAMPLE);
    if (!copied.includes('- /gve @s minecraft:diamond 3')) throw new Error(`${EXAMPLE} was not copied as shipped`);
    ctx.readWorkspaceFile('trusted', 'mcu-examples/simple/craft_furnace.yaml');

    // Back to the walkthrough: the first step is checked.
    await openWalkthrough(page);
    await waitStepDone(page, 'openExamples');
    const applyBefore = await stepDone(page, 'applyFix');
    if (applyBefore.some(Boolean)) throw new Error('the quick-fix step is checked before any fix was applied');
    // The next unchecked step is expanded, with its page from the VSIX.
    await waitMedia(page, 'See a diagnostic and apply its fix');
    await ctx.shot(page);
    ctx.note('step "Open the example tasks" checked after the command ran');

    // The second step: apply the /gve → /give quick fix in the copied file.
    await wb.openFile(page, EXAMPLE);
    const pos = ctx.positionOf(copied, '- /gve', 4);
    const titles = await wb.openQuickFixes(page, pos.line, pos.column);
    const index = titles.findIndex((t) => t.includes("Change to '/give'"));
    if (index < 0) throw new Error(`no "Change to '/give'" quick fix; offered ${JSON.stringify(titles)}`);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const line = pos.line - 1;
    await wb.waitFor(page, async () => (await wb.editorCode(page))[line]?.includes('/give @s minecraft:diamond 3'), 'the line to read /give', 15000);
    await wb.revertActiveFile(page, (lines) => !!lines[line]?.includes('/gve @s minecraft:diamond 3'), 'the line to read /gve again after the revert');
    await openWalkthrough(page);
    await waitStepDone(page, 'applyFix');
    ctx.note('step "See a diagnostic and apply its fix" checked after the quick fix');
    // The next step's page is drawn once the checked step collapses; closing before that can race its focus.
    await waitMedia(page, 'Verify a task');
    await ctx.shot(page, 'fix');
    await wb.runCommand(page, 'View: Close All Editor Groups');
  },
};
