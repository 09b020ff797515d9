'use strict';
/**
 * Step 7: the "MCU Preview" webview opens from its code lens and the task's
 * rollout video (made by setup.sh, copied to output/collect_wool/) plays:
 * its currentTime advances.
 */
const wb = require('../lib/workbench');

/** Finds the preview's <video> in the webview's nested iframes; returns its state. */
async function videoState(page) {
  const found = await wb.frameWhere(page, () => {
    const v = document.querySelector('video');
    if (!v) return null;
    return { time: v.currentTime, paused: v.paused, ready: v.readyState, error: v.error ? v.error.code : 0, w: v.videoWidth };
  });
  return found && { frame: found.frame, state: found.value };
}

module.exports = {
  name: 'preview',
  timeoutMs: 240000,
  async run(ctx) {
    ctx.requireCommand('mcu.preview');
    const page = await ctx.page('trusted');
    await wb.openFile(page, 'simple/collect_wool.yaml');
    await wb.clickCodeLens(page, 'Preview');
    // The panel is titled "Preview: <task>"; its rollout video is output/collect_wool/episode_0.mp4.
    await page.waitForSelector('.tabs-container .tab[aria-label*="Preview"]', { timeout: 60000 });
    const found = await wb.waitFor(page, () => videoState(page), 'a <video> in the MCU Preview webview', 180000, 500);
    let { state } = found;
    if (state.error) throw new Error(`video error code ${state.error}`);
    if (state.paused) {
      // The page does not autoplay; do what the user's click on play does.
      await found.frame.evaluate(() => document.querySelector('video').play());
      ctx.note('pressed play');
    }
    const start = state.time;
    const played = await wb.waitFor(
      page,
      async () => {
        const now = await videoState(page);
        if (!now) return null;
        state = now.state;
        if (state.error) throw new Error(`video error code ${state.error}`);
        return state.time > start + 1 ? state : null;
      },
      'the preview video to advance',
      60000,
      300,
    );
    ctx.note(`video ${played.w}px wide, currentTime ${start.toFixed(2)} → ${played.time.toFixed(2)} s`);
    await ctx.shot(page);
  },
};
