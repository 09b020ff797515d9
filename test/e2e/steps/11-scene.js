'use strict';
/**
 * Step 11: the preview's Scene tab. After a verification of a scene task (a
 * zombie, a sheep, a crafting table, a cobblestone wall), the Preview lens
 * opens the webview; its Scene tab runs the init commands through the
 * runtime and draws them in 3D. The step checks, through the viewer's id
 * pass (mcuScene.pickCounts), that each object covers pixels; that clicking
 * the crafting table names the /setblock command; and that moving the replay
 * scrubber moves the agent and highlights the reward on the timeline.
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');

const TASK = 'scene/scene_replay.yaml';
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'scene_replay.yaml');
/** Init command indexes in the fixture. */
const CMD = { zombie: 2, sheep: 3, table: 4, wall: 5 };

/** The webview frame holding the Scene tab. */
async function sceneFrame(page) {
  const found = await wb.frameWhere(page, () => !!document.getElementById('tab-btn-scene'));
  return found && found.frame;
}

module.exports = {
  name: 'scene',
  timeoutMs: 600000,
  async run(ctx) {
    ctx.requireCommand('mcu.verify');
    const page = await ctx.page('trusted');
    ctx.writeWorkspaceFile('trusted', TASK, fs.readFileSync(FIXTURE, 'utf8'));

    // The verification first: its saved report carries the replay.
    await wb.runCommand(page, 'View: Close All Editors');
    await wb.openFile(page, TASK);
    await wb.clickCodeLens(page, 'Verify');
    await wb.waitFor(page, () => {
      try { return JSON.parse(ctx.readWorkspaceFile('trusted', 'scene/scene_replay.verify.json')); } catch { return null; }
    }, 'scene_replay.verify.json', 300000, 1000);
    const report = JSON.parse(ctx.readWorkspaceFile('trusted', 'scene/scene_replay.verify.json'));
    if (!report.replay || report.replay.samples.length < 2) throw new Error(`the report has no replay path: ${JSON.stringify(report.replay)}`);
    ctx.note(`verified=${report.verified}, ${report.replay.samples.length} samples, ${report.timeline.length} timeline events`);

    await wb.clickCodeLens(page, 'Preview');
    const frame = await wb.waitFor(page, () => sceneFrame(page), 'the preview webview with a Scene tab', 120000, 500);
    await frame.click('#tab-btn-scene');
    const state = await wb.waitFor(page, async () => {
      const s = await frame.evaluate(() => ({ state: document.getElementById('scene-view').dataset.state, status: document.getElementById('scene-status').textContent }));
      if (s.state === 'error') throw new Error(`the scene failed: ${s.status}`);
      return s.state === 'ready' ? s : null;
    }, 'the scene to be drawn', 300000, 1000);
    ctx.note(`scene ready: ${state.status.slice(0, 80)}`);

    // Every object of the scene is drawn: the id pass counts its pixels.
    const counts = await frame.evaluate(() => window.mcuScene.pickCounts());
    const pixels = (pred) => counts.filter(pred).reduce((n, c) => n + c.pixels, 0);
    const seen = {
      zombie: pixels((c) => c.kind === 'entity' && c.type === 'zombie'),
      sheep: pixels((c) => c.kind === 'entity' && c.type === 'sheep'),
      table: pixels((c) => c.kind === 'blocks' && c.command === CMD.table),
      wall: pixels((c) => c.kind === 'blocks' && c.command === CMD.wall),
      agent: pixels((c) => c.kind === 'agent'),
    };
    ctx.note(`pixels: ${JSON.stringify(seen)}`);
    for (const [what, n] of Object.entries(seen)) if (n < 20) throw new Error(`${what} is not drawn (${n} pixels); counts: ${JSON.stringify(counts)}`);
    await ctx.shot(page, 'scene');

    // Clicking a block or a mob names the command that put it there (the crafting table is
    // behind the agent marker from this camera: the wall and the sheep are clicked).
    const clickAt = async (what, x, y, z, cmd, pattern) => {
      const at = await frame.evaluate(([px, py, pz]) => window.mcuScene.project(px, py, pz), [x, y, z]);
      if (!at.visible) throw new Error(`the ${what} is off screen`);
      await frame.click('#scene-canvas', { position: { x: at.x, y: at.y } });
      const picked = await frame.evaluate(() => ({ command: document.getElementById('scene-pick').dataset.command, text: document.getElementById('scene-pick').textContent }));
      if (picked.command !== String(cmd) || !pattern.test(picked.text)) throw new Error(`clicking the ${what} shows: ${picked.text}`);
      ctx.note(`pick ${what}: ${picked.text.replace(/\s+/g, ' ').slice(0, 100)}`);
    };
    await clickAt('wall', -3.5, 66.5, 7.95, CMD.wall, /fill/);
    await clickAt('sheep', 3.5, 64.6, 5.5, CMD.sheep, /summon/);

    // Orbit with the mouse, pan with the arrow keys, zoom with the wheel: each moves the view.
    // An off-centre point: zooming moves it, even when the orbit target is the centre of the view.
    const where = () => frame.evaluate(() => window.mcuScene.project(-4, 67, 8));
    const moved = (a, b) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) > 5;
    const box = await (await frame.$('#scene-canvas')).boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    let before = await where();
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 80, cy + 10, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    let after = await where();
    if (!moved(before, after)) throw new Error(`dragging did not orbit the view (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
    before = after;
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(200);
    after = await where();
    if (!moved(before, after)) throw new Error('the arrow keys did not pan the view');
    before = after;
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(300);
    after = await where();
    if (!moved(before, after)) throw new Error('the wheel did not zoom the view');
    ctx.note('orbit, pan and zoom each moved the view');

    // The replay: the scrubber moves the agent and highlights the timeline.
    const scrubTo = (where) => frame.evaluate((w) => {
      const s = document.getElementById('replay-scrub');
      s.value = w === 'end' ? s.max : '0';
      s.dispatchEvent(new Event('input', { bubbles: true }));
      const v = document.getElementById('scene-view');
      return { agent: v.dataset.agent, path: Number(v.dataset.pathPoints || 0), current: document.querySelectorAll('#replay-timeline li[aria-current=true]').length, hidden: document.getElementById('replay').hidden };
    }, where);
    const start = await scrubTo('start');
    if (start.hidden) throw new Error('the replay section is hidden after a verification');
    await page.waitForTimeout(300);
    const end = await scrubTo('end');
    await page.waitForTimeout(300);
    const drawn = await frame.evaluate(() => Number(document.getElementById('scene-view').dataset.pathPoints || 0));
    ctx.note(`agent ${start.agent} → ${end.agent}; path points ${drawn}; current events ${start.current} → ${end.current}`);
    if (!start.agent || start.agent === end.agent) throw new Error('the agent marker did not move over the replay');
    if (report.timeline.length && (start.current !== 0 || end.current !== 1)) throw new Error('the timeline does not highlight the current event');
    if (drawn < 2) throw new Error('the agent\'s path is not drawn');
    await ctx.shot(page);
  },
};
