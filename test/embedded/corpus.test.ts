/**
 * The checker's corpus through the embedded server: every command that lints
 * without an error either runs or is refused with a vanilla-style reason
 * (no entity found, nothing filled …), or is accepted with a limitation;
 * never an internal error, a "not supported", or an unknown command. One
 * server with a bot, restarted every few hundred commands (entities and the
 * block budget are per server).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { getRegistry } from '../../server/src/vanilla/registry';
import { parseCommand } from '../../server/src/model/commands';
import { SceneBudget } from '../../server/src/simulation/embedded/limits';
import { HANDWRITTEN, registryCommands } from '../corpus/validCommands';
import { exitWhenDone, startWorld, World } from './helpers';

exitWhenDone();

const EXAMPLES = path.resolve(__dirname, '../../../examples');
const PER_SERVER = 500;

function exampleCommands(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.yaml')) {
        try {
          const doc = parse(fs.readFileSync(p, 'utf8'));
          const cmds = doc?.custom_init_commands ?? doc?.commands;
          if (Array.isArray(cmds)) out.push(...cmds.filter((c: unknown): c is string => typeof c === 'string'));
        } catch { /* broken/not_yaml.yaml is meant to be broken */ }
      }
    }
  };
  walk(EXAMPLES);
  return out;
}

/** The literal lines the checker's unit tests assert to be clean (`assertClean('/…')`). */
function unitTestCommands(): string[] {
  const dir = path.resolve(__dirname, '../../../test/unit/commands');
  const out: string[] = [];
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.test.ts'))) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/assertClean\('((?:[^'\\]|\\.)*)'\)/g)) {
      out.push(m[1].replace(/\\(.)/g, '$1'));
    }
  }
  return out;
}

/**
 * For the registry-wide lines (every item given, block set, entity summoned,
 * effect applied): what the world must hold right after the command.
 */
const EFFECTS: Array<{ what: string; re: RegExp; holds: (m: RegExpMatchArray, w: World) => boolean }> = [
  { what: 'given item in the inventory', re: /^\/give @s minecraft:(\w+) 2$/, holds: (m, w) => w.player.inventory.slots.some((s: any) => s?.name === m[1]) },
  {
    what: 'block set', re: /^\/setblock ~1 ~ ~1 minecraft:(\w+)$/,
    holds: (m, w) => w.server.serv.registry.blocksByStateId[w.player.world.sync.getBlockStateId(w.player.position.floored().offset(1, 0, 1))]?.name === m[1],
  },
  {
    what: 'entity summoned', re: /^\/summon minecraft:(\w+) ~2 ~ ~2$/,
    holds: (m, w) => Object.values<any>(w.server.serv.entities).some((e) => w.server.serv.registry.entities[e.entityType]?.name === m[1]),
  },
  {
    what: 'effect applied', re: /^\/effect give @s minecraft:(\w+) 30 1 true$/,
    holds: (_m, w) => Object.values<any>(w.player.effects ?? {}).some((e) => e && e.amplifier === 1),
  },
];

/** Replies that would mean the server does not run what the checker accepts. */
const FORBIDDEN = /unexpected error|not supported|Unknown or incomplete command|Usage:/i;

/** The reply's kind, for the summary: numbers and names dropped. */
function reason(reply: string): string {
  return reply.split('\n')[0].replace(/'[^']*'/g, "'…'").replace(/-?\d+(\.\d+)?/g, 'N').replace(/\b(at|to|for|from|on) [A-Z][A-Za-z_]+/g, '$1 …').slice(0, 70);
}

describe('the checker corpus runs in the embedded server', () => {
  it('every command that lints clean runs, or is refused with a vanilla reason, or reports a limitation', async () => {
    const reg = getRegistry('1.16.5');
    const units = unitTestCommands();
    assert.ok(units.length > 40, `found ${units.length} clean lines in the unit tests`);
    const all = [...HANDWRITTEN, ...registryCommands(reg), ...exampleCommands(), ...units];
    const clean = all.filter((c) => !parseCommand(c, reg).problems.some((p) => p.severity === 'error'));
    assert.ok(clean.length > 2700, `the corpus has ${clean.length} clean commands`);
    const counts = { run: 0, accepted: 0, refused: 0, limitations: 0 };
    const refusals = new Map<string, number>();
    const limitations = new Map<string, number>();
    const example = new Map<string, string>();
    const checked = new Map<string, number>();
    const bad: string[] = [];
    let w: World | undefined;
    try {
      for (let i = 0; i < clean.length; i++) {
        if (i % PER_SERVER === 0) {
          await w?.close();
          w = await startWorld('Corpus');
        }
        const ctx = w!.server.serv.mcuCtx;
        // Budgets are per task; each corpus line is its own task here.
        ctx.budget = new SceneBudget();
        if (i % 10 === 0) {
          // Keep the bot alive, near spawn, in survival, with room in its inventory.
          w!.player.health = 20;
          await w!.run('/clear @s');
          await w!.run('/kill @e[type=!player]');
          await w!.run('/tp @s 0 ~ 0');
        }
        const r = await w!.run(clean[i]);
        counts.run++;
        if (r.ok) counts.accepted++; else { counts.refused++; refusals.set(reason(r.reply), (refusals.get(reason(r.reply)) ?? 0) + 1); }
        if (!r.ok && !example.has(reason(r.reply))) example.set(reason(r.reply), clean[i]);
        if (r.limitation) { counts.limitations++; limitations.set(reason(r.limitation), (limitations.get(reason(r.limitation)) ?? 0) + 1); }
        if (FORBIDDEN.test(r.reply) && !r.limitation) bad.push(`${clean[i]} → ${r.reply}`);
        for (const e of EFFECTS) {
          const m = e.re.exec(clean[i]);
          if (!m || !r.ok) continue;
          checked.set(e.what, (checked.get(e.what) ?? 0) + 1);
          if (!e.holds(m, w!)) bad.push(`${clean[i]} → ${r.reply}, but no ${e.what}`);
        }
        // Effects end one at a time in the next command's check otherwise.
        if (clean[i].startsWith('/effect give')) await w!.run('/effect clear @s');
      }
    } finally {
      await w?.close();
    }
    const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${n} × ${k}${example.has(k) ? `  (e.g. ${example.get(k)})` : ''}`).join('\n');
    console.log(`corpus: ${JSON.stringify(counts)}\neffects checked: ${JSON.stringify(Object.fromEntries(checked))}\nrefused:\n${top(refusals)}\nlimitations:\n${top(limitations)}`);
    assert.deepEqual(bad, []);
    assert.equal(counts.run, clean.length);
    assert.ok(counts.accepted > counts.refused, 'most corpus commands run');
    for (const e of EFFECTS) assert.ok((checked.get(e.what) ?? 0) > 20, `${e.what}: checked ${checked.get(e.what) ?? 0} times`);
  });
});
