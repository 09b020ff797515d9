'use strict';
/**
 * Step 6: the "Verify" code lens on a solvable example runs the verification
 * (embedded Minecraft server + bot) and reports success.
 * Success is read from what the user sees: a notification, the lens title or
 * the status bar saying verified/solved/passed; a failure message ends the step.
 */
const wb = require('../lib/workbench');

/** 'ok' | 'failed' | null (not about verification, or still running). */
function classify(text) {
  if (!/verif|solv/i.test(text)) return null;
  if (/fail|not verified|unverified|unsolved|not solved|could not|couldn't|error|timed? ?out|needs the|trust this/i.test(text)) return 'failed';
  if (/verified|\bsolved|success|succeeded|passed|✓|✔/i.test(text)) return 'ok';
  return null;
}

async function visibleTexts(page) {
  const toasts = await page.$$eval('.notifications-toasts .notification-list-item-message', (els) =>
    els.map((e) => e.textContent || ''),
  );
  return [...toasts, ...(await wb.codeLensTitles(page)), ...(await wb.statusBarTexts(page))];
}

module.exports = {
  name: 'verify',
  timeoutMs: 300000,
  async run(ctx) {
    ctx.requireCommand('mcu.verify');
    const page = await ctx.page('trusted');
    await wb.openFile(page, 'simple/collect_wool.yaml');
    await wb.clickCodeLens(page, 'Verify');
    const outcome = await wb.waitFor(
      page,
      async () => {
        const texts = await visibleTexts(page);
        const bad = texts.find((t) => classify(t) === 'failed');
        if (bad) return { ok: false, text: bad };
        const good = texts.find((t) => classify(t) === 'ok');
        return good ? { ok: true, text: good } : null;
      },
      'the verification result',
      270000,
      1000,
    );
    await ctx.shot(page);
    if (!outcome.ok) throw new Error(`verification reported failure: ${outcome.text}`);
    ctx.note(`result: ${outcome.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    // With mcu.verify.saveReport (default on) the report lands next to the task.
    let report = null;
    try {
      report = JSON.parse(ctx.readWorkspaceFile('trusted', 'simple/collect_wool.verify.json'));
    } catch {
      ctx.note('no simple/collect_wool.verify.json written');
    }
    if (report && report.verified !== true) throw new Error(`the saved report says verified=${report.verified}`);
    if (report) ctx.note(`saved report: verified, reward ${report.reward}/${report.maxReward}`);
  },
};
