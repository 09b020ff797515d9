/**
 * `mcu-task scene TASK`: builds the task's scene on the embedded server as verification does,
 * and renders it headless in Chromium to a PNG (default <task>.scene.png beside the task),
 * listing what each init command put where and how much of it the picture shows.
 * Exit 0 ok, 1 when an init command was refused (the picture is still written), 2 on bad
 * usage, an unreadable task, no Chromium or a failed render.
 */
import * as path from 'path';
import { lastFlag, maxFileSizeBytes, parseArgs, secondsFlag } from './args';
import { MAX_SECONDS } from '../../api/util';
import { readText } from '../../api/taskFiles';
import { CliCommand, UsageError } from './io';
import { escapeControlChars } from './printable';
import { parseServer, seedFlag, worldFlags } from './verify';
import { targetRefusal, tryWriteFileSafely } from '../../api/util';
import { GENERATED_BIOME_IDS } from '../../api/vanilla';
import type { CameraPreset, PickCount } from '../../api/sceneView';

export const SCENE_USAGE = `mcu-task scene <task.yaml> [--out FILE.png] [--size WxH] [--camera agent|top|orbit] [--json FILE] [--format png|preview] [--radius N] [--chromium PATH] [--timeout S] [--server embedded|HOST:PORT] [--seed N] [--world auto|natural|flat] [--biome ${GENERATED_BIOME_IDS.join('|')}] [--world-seed N] [--verbose]`;

const CAMERAS: CameraPreset[] = ['agent', 'top', 'orbit'];

export function parseSize(v: string | undefined): { width: number; height: number } {
  if (v === undefined) return { width: 1280, height: 720 };
  const m = /^(\d{2,5})x(\d{2,5})$/i.exec(v);
  const width = Number(m?.[1]);
  const height = Number(m?.[2]);
  if (!m || width < 64 || height < 64 || width > 4096 || height > 4096) throw new UsageError(`--size must be WIDTHxHEIGHT between 64 and 4096, e.g. 1280x720, not '${v}'`);
  return { width, height };
}

function describe(c: PickCount): string {
  return `${c.label}: ${c.pixels ? `${c.pixels} px` : 'not visible'}`;
}

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['out', 'size', 'camera', 'json', 'format', 'radius', 'chromium', 'timeout', 'server', 'seed', 'world', 'biome', 'world-seed', 'max-file-size'], booleans: ['verbose'] });
  if (args.positional.length !== 1) throw new UsageError('give exactly one task file');
  const size = parseSize(lastFlag(args, 'size'));
  const camera = (lastFlag(args, 'camera') ?? 'agent') as CameraPreset;
  if (!CAMERAS.includes(camera)) throw new UsageError(`--camera must be one of ${CAMERAS.join(', ')}`);
  const radius = Number(lastFlag(args, 'radius') ?? 24);
  if (!Number.isInteger(radius) || radius < 16 || radius > 96) throw new UsageError('--radius must be a whole number of blocks from 16 to 96');
  const timeoutS = secondsFlag(args, 'timeout', 60, MAX_SECONDS.render);
  const server = parseServer(lastFlag(args, 'server'));
  const seed = seedFlag(lastFlag(args, 'seed'));
  const world = worldFlags(args);
  // preview: no picture; one JSON line for the editor's Scene tab (the viewer bundle's file, its assets, the scene).
  const format = lastFlag(args, 'format') ?? 'png';
  if (format !== 'png' && format !== 'preview') throw new UsageError(`--format must be png or preview, not '${format}'`);
  const verbose = lastFlag(args, 'verbose') === 'true';
  const file = path.resolve(io.cwd, args.positional[0]);
  const out = path.resolve(io.cwd, lastFlag(args, 'out') ?? file.replace(/\.ya?ml$/i, '') + '.scene.png');
  const jsonOut = lastFlag(args, 'json');
  const shown = escapeControlChars(path.relative(io.cwd, file) || file);

  // Before starting a server: a link or folder where the picture or the JSON goes is refused (util/safeWrite.ts).
  for (const target of [...(format === 'png' ? [out] : []), ...(jsonOut ? [path.resolve(io.cwd, jsonOut)] : [])]) {
    const refused = targetRefusal(target);
    if (refused) {
      io.stderr(`mcu-task scene: ${escapeControlChars(refused.message)}\n`);
      return 2;
    }
  }
  let text: string;
  try {
    text = readText(file, maxFileSizeBytes(args));
  } catch (e) {
    io.stderr(`mcu-task scene: ${shown}: ${(e as Error).message}\n`);
    return 2;
  }
  // Loaded only now: the Minecraft and browser stacks are needed by this subcommand alone.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { captureScene, SceneInputError, SceneRenderer, findChromium } = require('../../api/sceneView') as typeof import('../../api/sceneView');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // Before starting a server: without a browser there is nothing to draw with.
  if (format === 'png') findChromium(lastFlag(args, 'chromium'));

  let captured;
  try {
    captured = await captureScene(text, { radius, server, world, ...(seed !== undefined ? { seed } : {}), log: verbose ? (l) => io.stderr(`${l}\n`) : undefined });
  } catch (e) {
    if (e instanceof SceneInputError) {
      io.stderr(`mcu-task scene: ${shown}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const { scene, problems } = captured;
  const notSaved = jsonOut ? tryWriteFileSafely(path.resolve(io.cwd, jsonOut), JSON.stringify(scene) + '\n') : undefined;
  if (notSaved) {
    io.stderr(`mcu-task scene: ${escapeControlChars(notSaved)}\n`);
    return 2;
  }
  if (format === 'preview') {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { sceneBundle, sceneAssets } = require('../../api/sceneView') as typeof import('../../api/sceneView');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const bundle = await sceneBundle();
    io.stdout(JSON.stringify({ bundleFile: bundle.file, assets: sceneAssets(scene), scene, problems }) + '\n');
    return problems.some((p) => p.startsWith('init command')) ? 1 : 0;
  }
  const renderer = await SceneRenderer.launch({ chromiumPath: lastFlag(args, 'chromium'), timeoutMs: timeoutS * 1000 });
  try {
    const result = await renderer.render(scene, { ...size, camera });
    const pngNotSaved = tryWriteFileSafely(out, result.png);
    if (pngNotSaved) {
      io.stderr(`mcu-task scene: ${escapeControlChars(pngNotSaved)}\n`);
      return 2;
    }
    const a = scene.agent;
    io.stdout(`${escapeControlChars(path.relative(io.cwd, out) || out)}: ${size.width}×${size.height}, camera ${camera}; agent at ${a.x} ${a.y} ${a.z}\n`);
    for (const c of result.counts.filter((x) => x.kind !== 'agent')) io.stdout(`  ${escapeControlChars(describe(c))}\n`);
    for (const p of problems) io.stderr(`mcu-task scene: ${shown}: ${escapeControlChars(p)}\n`);
    if (renderer.blockedRequests) io.stderr(`mcu-task scene: the page tried ${renderer.blockedRequests} network request(s); all were refused\n`);
  } finally {
    await renderer.close();
  }
  return problems.some((p) => p.startsWith('init command')) ? 1 : 0;
};
