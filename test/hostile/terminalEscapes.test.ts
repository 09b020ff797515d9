/**
 * Issue 44, defect 6: every subcommand prints through the one escaping IO
 * (cli/io.ts terminalIO, applied by main): a folder of hostile files (a task
 * named with an OSC title sequence and a screen clear, a `text` with an ANSI
 * colour and an OSC-8 link, agent names with escapes from a judge file's
 * folder and `agent` field and from pairwise video paths) is run through
 * each command in-process, and no ESC, BEL or C1 byte reaches stdout or
 * stderr. The LLM commands talk to the fake model (the one allowed mock),
 * which answers with the same sequences.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO } from '../helpers/captureIO';
import { answer, FakeServer, withFakeModelAndFolder } from '../llm/fakeOpenAI';
import { furnaceTask, put } from './helpers';

const TITLE = '\u001b]0;PWNED\u0007';
const CLEAR = '\u001b[2J';
const LINK = '\u001b]8;;https://evil.example/\u001b\\click\u001b]8;;\u001b\\';
const HOSTILE = `${TITLE}${CLEAR}\u001b[31mred\u001b[0m${LINK}\u009b2J`;
/** A byte a terminal acts on: ESC, BEL and the rest of C0 but newline, tab and CR; DEL; C1. */
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const TASK_NAME = `e${TITLE}${CLEAR}x`;

function hostileFolder(dir: string): Record<string, string> {
  const task = furnaceTask().replace('text: craft a furnace from cobblestone', `text: "craft a furnace ${HOSTILE.replace(/\\/g, '\\\\').replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`)
    + `category: "cat${'\\u001b'}[2J"\n`;
  const taskFile = put(dir, `tasks/${TASK_NAME}.yaml`, task);
  put(dir, `tasks/criteria_files/${TASK_NAME}.txt`, `**Task Progress: ${HOSTILE}**\n- rule ${HOSTILE}\n**${HOSTILE}**\n`);
  const judge = put(dir, `runs/vlm_rating_res/agent${TITLE}_res/${TASK_NAME} episode_1.json`,
    JSON.stringify({ agent: `bot${CLEAR}${TITLE}`, 'Task Progress': 7, 'Action Control': 5, 'Error Recognition and Correction': 5, 'Creative Attempts': 5, 'Task Completion Efficiency': 5, 'Material Selection and Usage': 5 }));
  put(dir, `runs2/vlm_rating_res/other${CLEAR}_res/${TASK_NAME} episode_1.json`,
    JSON.stringify({ 'Task Progress': 3, 'Action Control': 5, 'Error Recognition and Correction': 5, 'Creative Attempts': 5, 'Task Completion Efficiency': 5, 'Material Selection and Usage': 5 }));
  const pair = put(dir, 'pairwise/pair.json', JSON.stringify([{
    'Task Progress': 'A is better', 'Action Control': 'tie', 'Error Recognition and Correction': 'tie', 'Creative Attempts': 'tie', 'Task Completion Efficiency': 'A is better', 'Material Selection and Usage': 'tie',
    video_1_path: `./eval_video/st${TITLE}eve/craft/episode_1.mp4`, video_2_path: `./eval_video/v${CLEAR}pt/craft/episode_1.mp4`,
  }, `Task Progress:\n- ${HOSTILE}\nresult: A is better\n`]));
  const video = put(dir, `videos/${TASK_NAME}.mp4`, 'not a video');
  put(dir, `md/${TASK_NAME}.json`, JSON.stringify({ [`harvest_${HOSTILE}`]: { __cls__: 'harvest', prompt: `obtain ${HOSTILE}`, target_names: `log${CLEAR}`, target_quantities: 1 } }));
  return { taskFile, judge, pair, video, criteria: path.join(dir, 'tasks', 'criteria_files', `${TASK_NAME}.txt`), mdSource: path.join(dir, 'md', `${TASK_NAME}.json`) };
}

describe('no terminal control sequence from a hostile folder reaches the terminal, whichever command prints it', { timeout: 240_000 }, () => {
  let fake: FakeServer;
  let tmp = '';
  withFakeModelAndFolder('mcu-term-', (f, t) => { fake = f; tmp = t; }, [answer(`Here ${HOSTILE}\n**Task Progress: ${HOSTILE}**\n- ${HOSTILE}\n`)]);

  it('every subcommand, on the same folder', async () => {
    const f = hostileFolder(tmp);
    const tasks = path.join(tmp, 'tasks');
    const runs: [string, string[]][] = [
      ['lint', ['lint', tasks]],
      ['lint json', ['lint', '--format', 'json', tasks]],
      // One run (the embedded server takes seconds to start): the per-file line, its goals and the table.
      ['verify', ['verify', '--timeout', '20', '--verbose', tasks]],
      ['verify missing', ['verify', path.join(tmp, `missing${HOSTILE}.yaml`)]],
      ['insight', ['insight', '--no-video', tasks]],
      ['insight json', ['insight', '--format', 'json', '--no-video', tasks]],
      ['suite', ['suite', tasks, '--size', '1']],
      ['scores', ['scores', path.join(tmp, 'runs'), path.join(tmp, 'runs2')]],
      ['scores json', ['scores', '--format', 'json', path.join(tmp, 'runs')]],
      ['agreement', ['agreement', path.join(tmp, 'runs'), path.join(tmp, 'runs2')]],
      ['rank', ['rank', f.pair]],
      ['rank json', ['rank', '--format', 'json', f.pair]],
      ['report', ['report', tasks, '--out', path.join(tmp, 'report.html'), '--judge', path.join(tmp, 'runs')]],
      ['import', ['import', 'minedojo', f.mdSource, '--out', path.join(tmp, 'imported')]],
      ['catalogue', ['catalogue', '--category', HOSTILE]],
      ['scene', ['scene', f.taskFile, '--out', path.join(tmp, `s${HOSTILE}.png`), '--chromium', path.join(tmp, `no-chromium${HOSTILE}`)]],
      ['criteria', ['criteria', f.taskFile, '--out', path.join(tmp, 'c.txt')]],
      ['generate', ['generate', '--task', `craft ${HOSTILE}`, '--rounds', '0']],
      ['judge', ['judge', f.video, '--criteria', f.criteria, '--task', HOSTILE]],
      ['compare', ['compare', f.video, f.video, '--criteria', f.criteria]],
      ['unknown command', [`x${HOSTILE}`]],
      ['bad usage', ['scores', `--${HOSTILE}`]],
    ];
    const leaks: string[] = [];
    for (const [what, argv] of runs) {
      const io = captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test' });
      const code = await main(argv, io);
      for (const [stream, text] of [['stdout', io.out], ['stderr', io.err]] as const) {
        const m = RAW_CONTROL.exec(text);
        if (m) leaks.push(`${what} (exit ${code}) ${stream}: raw U+${m[0].charCodeAt(0).toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, m.index - 80), m.index + 20))}`);
      }
      assert.ok(io.out.length + io.err.length > 0, `${what} printed nothing`);
    }
    assert.deepEqual(leaks, []);
  });

  it('the escape is visible, not lost: the agent name and the file name are printed with \\u001b', async () => {
    const io = captureIO(tmp);
    await main(['scores', path.join(tmp, 'runs')], io);
    assert.match(io.out + io.err, /\\u001b/);
  });
});
