/**
 * The child process of the side-file fuzz family (sideFileFamily.ts runs it
 * and watches the time of each case). For each case it plants the files,
 * then runs what reads beside a task (insight, suite, the hover, the preview
 * model, scores) and every writer (verify --save's and scene's writes, the
 * criteria batch, the generate batch, a judge result), and checks:
 *
 * - no crash: commands end with their documented exit codes, functions
 *   return or refuse with a SafeWriteError;
 * - no write outside the folder: the `outside` folder with the victims is
 *   byte for byte as before.
 *
 * Time and memory are the parent's to judge: it hears "start" and "done"
 * for each case and kills this process when a case overruns.
 *
 * argv: seed, first case index, number of cases, scratch folder.
 */
import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../server/src/hosts/cli/main';
import { reportPathFor } from '../../server/src/hosts/cli/verify';
import { TaskModel } from '../../server/src/model/task/taskModel';
import { difficultyMarkdown } from '../../server/src/evaluation/insight/difficultyHover';
import { clearSideFileCache } from '../../server/src/evaluation/insight/sideFiles';
import { resultPathFor } from '../../server/src/evaluation/judge/batch';
import { planBatch } from '../../server/src/evaluation/llm/batchPlan';
import { runBatch } from '../../server/src/evaluation/llm/batchRun';
import { runCriteriaBatch } from '../../server/src/evaluation/llm/criteriaBatch';
import { getRegistry } from '../../server/src/vanilla/registry';
import { buildTaskModel } from '../../server/src/evaluation/preview/buildModel';
import { SafeWriteError, tryWriteFileSafely, writeFileSafely } from '../../server/src/util/safeWrite';
import { Rng } from '../bench/prng';
import { captureIO } from '../helpers/captureIO';
import { answer, dynamic, startFakeOpenAI } from '../llm/fakeOpenAI';
import { realisticReply } from '../llm/realisticModel';
import { CRITERIA_OK } from '../llm/taskFixtures';
import { describeCase, makeSideCase, plantCase, snapshot, TASK_YAML } from './sideFileCases';

export type WorkerMessage =
  | { type: 'start'; index: number; description: string }
  | { type: 'done'; index: number; ms: number; failures: string[]; heapMb: number; rssMb: number };

/** The case of `index` under `seed`: the same on every run, whichever process makes it. */
export function caseRng(seed: number, index: number): Rng {
  return new Rng((Math.imul(seed, 1_000_003) + index * 7919) >>> 0);
}

const send = (m: WorkerMessage) => process.send!(m);

async function runOps(root: string, llm: { baseUrl: string; apiKey: string; model: string }, fail: (what: string) => void): Promise<void> {
  const reg = getRegistry();
  const taskFile = path.join(root, 'tasks', 't.yaml');
  const step = async (what: string, fn: () => unknown) => {
    try {
      await fn();
    } catch (e) {
      fail(`${what} threw: ${(e as Error)?.stack ?? e}`);
    }
  };
  const cli = async (args: string[], allowed: number[], check?: (out: string, err: string, code: number) => string | undefined) => {
    const io = captureIO(root);
    const code = await main(args, io);
    if (!allowed.includes(code)) fail(`mcu-task ${args.join(' ')}: exit ${code}: ${io.err.slice(0, 400)}`);
    const problem = check?.(io.out, io.err, code);
    if (problem) fail(`mcu-task ${args.join(' ')}: ${problem}`);
  };

  // Readers.
  await step('insight', () => cli(['insight', '--no-video', '--format', 'json', 'tasks'], [0, 1], (out) => (JSON.parse(out).tasks.length === 1 ? undefined : 'the task is missing')));
  await step('scores', () => cli(['scores', '--format', 'json', 'judge'], [0, 1]));
  await step('hover', () => {
    clearSideFileCache();
    const md = difficultyMarkdown(new TaskModel(TASK_YAML), reg, taskFile);
    if (!md.includes('Task difficulty')) fail('hover: no difficulty table');
  });
  await step('preview model', () =>
    buildTaskModel({
      task: 't', taskFile, videoFiles: [], judgeFiles: [path.join(root, 'judge', 'agent', 't episode_1.json')],
      criteriaFile: path.join(root, 'criteria_files', 't.txt'), verifyFile: reportPathFor(taskFile), tools: { disabled: true },
    }));

  // Writers. A refusal is an answer; only a write through a link (checked by the caller) or a crash is a failure.
  await step('suite --out', () => cli(['suite', '--size', '1', '--out', 'list.txt', 'tasks'], [0, 2], (_o, err, code) => (code === 2 && !/not written|leads out/.test(err) ? `exit 2 without a refusal: ${err.slice(0, 300)}` : undefined)));
  await step('verify --save', () => tryWriteFileSafely(reportPathFor(taskFile), '{"verified": true}\n'));
  await step('scene png', () => tryWriteFileSafely(taskFile.replace(/\.yaml$/, '.scene.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47])));
  await step('criteria batch', () => runCriteriaBatch([taskFile], { llm, force: true }));
  await step('generate batch', () => runBatch(planBatch(['craft furnace'], 'simple', 1, reg), { outDir: path.join(root, 'out'), llm, repairRounds: 0 }));
  await step('judge result', () => {
    // As `judge FOLDER` without --out: results in FOLDER/judge_results, kept inside FOLDER.
    const outDir = path.join(root, 'judge_results');
    try {
      writeFileSafely(resultPathFor(path.join(root, 'agent', 't episode_1.mp4'), root, outDir), '{}\n', { within: root });
    } catch (e) {
      if (!(e instanceof SafeWriteError)) throw e;
    }
  });
}

async function workerMain(): Promise<void> {
  const [seed, first, count] = process.argv.slice(2, 5).map(Number);
  const scratch = process.argv[5];
  const fake = await startFakeOpenAI([dynamic((body) => (JSON.stringify(body?.messages?.[0] ?? '').includes('judging criteria') ? answer(CRITERIA_OK) : realisticReply(body)))]);
  const llm = { baseUrl: fake.baseUrl, apiKey: 'k', model: 'fuzz', maxRetries: 0 };
  for (let index = first; index < first + count; index++) {
    const c = makeSideCase(caseRng(seed, index), index);
    const dir = path.join(scratch, `case-${index}`);
    const root = path.join(dir, 'root');
    const outside = path.join(dir, 'outside');
    const failures: string[] = [];
    send({ type: 'start', index, description: describeCase(c) });
    const t0 = performance.now();
    try {
      plantCase(c, root, outside);
      const before = snapshot(outside);
      await runOps(root, llm, (f) => failures.push(f));
      const after = snapshot(outside);
      if (after !== before) failures.push(`wrote outside the folder:\n--- before\n${before.slice(0, 500)}\n--- after\n${after.slice(0, 500)}`);
    } catch (e) {
      failures.push(`case setup or check threw: ${(e as Error)?.stack ?? e}`);
    }
    const ms = performance.now() - t0;
    const mem = process.memoryUsage();
    fs.rmSync(dir, { recursive: true, force: true });
    send({ type: 'done', index, ms, failures, heapMb: mem.heapUsed / 2 ** 20, rssMb: mem.rss / 2 ** 20 });
  }
  await fake.close();
}

if (require.main === module) {
  workerMain().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
