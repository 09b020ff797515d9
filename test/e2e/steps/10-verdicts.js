'use strict';
/**
 * Step 10: the three verdicts as the user sees them. A task that is only
 * judged (decorate a room) comes out "Judged from video" — an information
 * message and the lens, not a failure — and the preview's "Last
 * verification" says so; a task proved impossible (looking at the sky from
 * inside a bedrock vault) comes out "Not verified" with the reason.
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');

const GOALS = path.join(__dirname, '..', '..', 'verify', 'fixtures', 'goals');
const JUDGED = 'decorate_room.yaml';
const PROVED_FALSE = 'look_at_sky_roofed.yaml';

async function toastsAndLenses(page) {
  const toasts = await page.$$eval('.notifications-toasts .notification-list-item-message', (els) => els.map((e) => e.textContent || ''));
  return [...toasts, ...(await wb.codeLensTitles(page))];
}

async function verifyAndWait(page, rel, want, what) {
  // One editor only: lenses of other editors (earlier steps' "last: Verified") must not answer for this one.
  await wb.runCommand(page, 'View: Close All Editors');
  await wb.openFile(page, rel);
  await wb.clickCodeLens(page, 'Verify');
  return wb.waitFor(page, async () => (await toastsAndLenses(page)).find((t) => want.test(t)), what, 240000, 1000);
}

/** The "Last verification" section of the preview webview, searched through its nested frames. */
async function previewVerdict(page) {
  const found = await wb.frameWhere(page, () => {
    const s = document.querySelector('section.verification');
    return s ? `${s.getAttribute('data-verdict')}|${s.textContent}` : null;
  });
  return found && found.value;
}

module.exports = {
  name: 'verdicts',
  timeoutMs: 600000,
  async run(ctx) {
    ctx.requireCommand('mcu.verify');
    const page = await ctx.page('trusted');
    for (const f of [JUDGED, PROVED_FALSE]) ctx.writeWorkspaceFile('trusted', `goals/${f}`, fs.readFileSync(path.join(GOALS, f), 'utf8'));

    const video = await verifyAndWait(page, `goals/${JUDGED}`, /Judged from video/, 'a "Judged from video" message or lens');
    ctx.note(`null: ${video.replace(/\s+/g, ' ').slice(0, 160)}`);
    const nullReport = JSON.parse(ctx.readWorkspaceFile('trusted', `goals/${JUDGED.replace('.yaml', '.verify.json')}`));
    if (nullReport.verified !== null) throw new Error(`${JUDGED}: saved report says verified=${nullReport.verified}`);
    await ctx.shot(page, 'null');

    await wb.clickCodeLens(page, 'Preview');
    const shown = await wb.waitFor(page, () => previewVerdict(page), 'the preview\'s Last verification section', 120000, 500);
    if (!/^null\|.*Judged from video/.test(shown)) throw new Error(`preview shows: ${shown}`);
    ctx.note(`preview: ${shown.replace(/\s+/g, ' ').slice(0, 160)}`);
    await ctx.shot(page, 'preview');

    const no = await verifyAndWait(page, `goals/${PROVED_FALSE}`, /Not verified/, 'a "Not verified" message or lens');
    ctx.note(`false: ${no.replace(/\s+/g, ' ').slice(0, 160)}`);
    const falseReport = JSON.parse(ctx.readWorkspaceFile('trusted', `goals/${PROVED_FALSE.replace('.yaml', '.verify.json')}`));
    if (falseReport.verified !== false || !/sky/.test(falseReport.verdictReason || '')) {
      throw new Error(`${PROVED_FALSE}: saved report says verified=${falseReport.verified} (${falseReport.verdictReason})`);
    }
    await ctx.shot(page);
  },
};
