/**
 * The extension bundle carries no validator: built with the options of
 * server/tools/build.js and a metafile, dist/client.js's inputs include
 * nothing from the core (server/src/model/task, model/commands, analysis/feasibility, evaluation/llm) and
 * none of ajv, yaml or openai. The client reaches those through the
 * language server's custom requests (server/src/api/protocol/requests.ts).
 */
import * as assert from 'assert';
import * as path from 'path';
import { test } from 'node:test';
import { repoRoot } from '../../helpers/paths';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const esbuild = require('esbuild') as typeof import('esbuild');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const build = require(path.join(repoRoot, 'server', 'tools', 'build.js')) as {
  entries: { in: string; out: string }[];
  buildOptions(e: { in: string; out: string }): import('esbuild').BuildOptions;
};

const FORBIDDEN_SOURCES = ['server/src/model/task/', 'server/src/model/commands/', 'server/src/analysis/feasibility/', 'server/src/evaluation/llm/'];
const FORBIDDEN_PACKAGES = ['ajv', 'yaml', 'openai'];

/** `node_modules/yaml/dist/index.js` or `../main/node_modules/openai/x.mjs` → the package name. */
function packageOf(input: string): string | undefined {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return m?.[1];
}

async function inputsOf(entry: string): Promise<string[]> {
  const e = build.entries.find((x) => x.in === entry);
  assert.ok(e, `server/tools/build.js bundles ${entry}`);
  const result = await esbuild.build({ ...build.buildOptions(e), write: false, metafile: true, logLevel: 'silent' });
  return Object.keys(result.metafile!.inputs).map((i) => i.split(path.sep).join('/'));
}

function offenders(inputs: string[]): string[] {
  return inputs.filter((i) => FORBIDDEN_SOURCES.some((s) => i.startsWith(s) || i.includes('/' + s)) || FORBIDDEN_PACKAGES.includes(packageOf(i) ?? ''));
}

test('the check recognises what it forbids (the language server bundle has all of it)', async () => {
  const server = await inputsOf('server/src/hosts/lsp/main.ts');
  const found = new Set(offenders(server).map((i) => packageOf(i) ?? FORBIDDEN_SOURCES.find((s) => i.includes(s))));
  for (const x of ['server/src/model/task/', 'server/src/model/commands/', 'server/src/analysis/feasibility/', 'server/src/evaluation/llm/', 'ajv', 'yaml', 'openai']) {
    assert.ok(found.has(x), `the language server bundle includes ${x}, so the test would see it in the client`);
  }
});

test('dist/client.js contains no validator, no LLM client, no YAML parser and no schema validator', async () => {
  const client = await inputsOf('client/src/extension.ts');
  assert.ok(client.some((i) => i.startsWith('client/src/')), 'the client sources are inputs');
  assert.deepStrictEqual(offenders(client), []);
});
