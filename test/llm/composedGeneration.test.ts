/**
 * Drafting composed and from-scratch tasks end to end through the CLI, the
 * local OpenAI-compatible server playing the model: the parts' scenes collide
 * and a stubborn model keeps giving items for a from-scratch task; the files
 * written must still hold the tree, no conflicts and our milestones.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { parse } from 'yaml';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { captureIO } from '../helpers/captureIO';
import { validateText } from '../../server/src/analysis/lint/validate';
import { readMarker } from '../../server/src/evaluation/llm/draftMarker';
import { answer, dynamic, FakeReply, FakeServer, messagesText, startFakeOpenAI, withFakeModelAndFolder } from './fakeOpenAI';
import { fenced } from './taskFixtures';
import { generateComposed } from '../../server/src/evaluation/llm/composeTask';
import { parseTaskTree } from '../../server/src/model/composition/parse';

const KEY = 'sk-composed-secret-777';

const entry = (event: string, identity: string, object: string) =>
  `- event: ${event}\n  identity: ${identity}\n  objects: [${object}]\n  reward: 1.0\n  max_reward_times: 1\n`;

/** Each part's scene, written so that the parts collide once run as one list. */
const PARTS: Record<string, string> = {
  'craft a furnace': 'text: craft a furnace\ncustom_init_commands:\n- /give @s minecraft:cobblestone 16\n- /setblock ~2 ~ ~ minecraft:crafting_table\n- /time set day\nreward_cfg:\n' + entry('craft_item', 'craft_furnace', 'furnace'),
  // Same cell as the crafting table; weapon.mainhand is slot 0, where the cobblestone went.
  'mine iron ore': 'text: mine iron ore\ncustom_init_commands:\n- /setblock ~2 ~ ~ minecraft:iron_ore\n- /replaceitem entity @s weapon.mainhand minecraft:stone_pickaxe\nreward_cfg:\n' + entry('mine_block', 'mine_iron_ore', 'iron_ore'),
  'kill a zombie': 'text: kill a zombie\ncustom_init_commands:\n- /replaceitem entity @s weapon.mainhand minecraft:iron_sword\n- /time set night\n- /summon minecraft:zombie ~3 ~ ~ {ArmorItems:[{},{},{},{id:"minecraft:iron_helmet",Count:1b}]}\nreward_cfg:\n' + entry('kill_entity', 'kill_zombie', 'zombie'),
};

/** A model that ignores the from-scratch instructions: items given, its own milestones. */
const STUBBORN_SCRATCH = 'text: craft a stone pickaxe from scratch\ncustom_init_commands:\n- /give @s minecraft:oak_log 8\n- /replaceitem entity @s weapon.mainhand minecraft:wooden_pickaxe\n- /setblock ~2 ~ ~ minecraft:chest{Items:[{Slot:0b,id:"minecraft:cobblestone",Count:3b}]}\n- /time set day\nmilestone_reward_cfg:\n'
  + entry('pickup', 'get_dirt', 'dirt') + entry('craft_item', 'craft_stone_pickaxe', 'stone_pickaxe');

function lastAsked(body: any): string {
  const msgs: { role: string; content: string }[] = body?.messages ?? [];
  const first = msgs.filter((m) => m.role === 'user' && /^Atomic task: /m.test(m.content)).pop()?.content ?? '';
  return /^Atomic task: (.+)$/m.exec(first)?.[1] ?? '';
}

const model = (): FakeReply => dynamic((body) => {
  const task = lastAsked(body);
  if (/from scratch/.test(task)) return answer(fenced(STUBBORN_SCRATCH));
  return answer(fenced(PARTS[task] ?? `text: ${task}\ncustom_init_commands: []\n`));
});

describe('generate: composed and from-scratch tasks', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-composed-', (f, t) => { fake = f; tmp = t; }, () => [model()]);
  const io = () => captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY });

  it('a batch writes one file per line: the tree with its precedence, merged without conflicts; our milestones without /give', async () => {
    fs.writeFileSync(path.join(tmp, 'list.txt'), 'craft a furnace and mine iron ore or kill a zombie\ncraft a stone pickaxe from scratch\n');
    const start = fake.requests.length;
    const c = io();
    const code = await generate(['--tasks', 'list.txt', '--out', 'out', '--rounds', '2'], c);
    assert.equal(code, 0, c.err);

    const composedText = fs.readFileSync(path.join(tmp, 'out', 'simple', 'craft_furnace_and_mine_iron_ore_or_kill_zombie.yaml'), 'utf8');
    assert.equal(readMarker(composedText).needsAttention, false, composedText);
    const composed = parse(composedText);
    assert.deepEqual(composed.task_tree, {
      or: [{ and: [{ task: 'craft a furnace', rewards: ['craft_furnace'] }, { task: 'mine iron ore', rewards: ['mine_iron_ore'] }] }, { task: 'kill a zombie', rewards: ['kill_zombie'] }],
    });
    assert.equal(composed.text, 'craft a furnace and mine iron ore or kill a zombie');
    assert.deepEqual(composed.reward_cfg.map((e: { identity: string }) => e.identity), ['craft_furnace', 'mine_iron_ore', 'kill_zombie']);
    // No command of one part undoes another's: the linter's overwrite checks find nothing, the settings agree.
    const diags = validateText(composedText);
    assert.deepEqual(diags.filter((d) => /overwritten/.test(d.code)), []);
    assert.deepEqual(diags.filter((d) => d.severity === 'error' || (d.severity === 'warning' && d.code.startsWith('feasibility/'))), []);
    const cmds: string[] = composed.custom_init_commands;
    assert.equal(cmds.filter((x) => /^\/time set/.test(x)).length, 1);
    assert.equal(new Set(cmds.filter((x) => x.startsWith('/replaceitem')).map((x) => x.split(/\s+/)[3])).size, 2);
    assert.ok(!cmds.some((x) => x.startsWith('/replaceitem') && x.includes('weapon.mainhand')), cmds.join('\n'));
    assert.match(c.err, /craft_furnace_and_mine_iron_ore_or_kill_zombie\.yaml: validated/);

    const scratchText = fs.readFileSync(path.join(tmp, 'out', 'simple', 'craft_stone_pickaxe_from_scratch.yaml'), 'utf8');
    assert.equal(readMarker(scratchText).needsAttention, false, scratchText);
    const scratch = parse(scratchText);
    assert.equal(scratch.from_scratch, true);
    assert.equal(scratch.reward_cfg, undefined);
    assert.ok(!scratch.custom_init_commands.some((x: string) => /give|replaceitem|loot|Items:/.test(x)), scratchText);
    const ms = scratch.milestone_reward_cfg as { event: string; identity: string; objects: string[] }[];
    assert.ok(ms.length >= 3);
    assert.deepEqual([ms[ms.length - 1].event, ms[ms.length - 1].objects], ['craft_item', ['stone_pickaxe']]);
    assert.ok(!ms.some((m) => m.identity === 'get_dirt'), 'the model\'s milestones are not used');
    assert.deepEqual(validateText(scratchText).filter((d) => d.code === 'feasibility/from-scratch-gives-items'), []);

    // What the model was told and asked: the empty inventory, our chain, then the rule's findings in the repair round.
    const scratchRequests = fake.requests.slice(start).filter((r) => /from scratch/.test(lastAsked(r.body)));
    assert.equal(scratchRequests.length, 3, 'first answer and two repair rounds');
    assert.match(messagesText(scratchRequests[0]), /EMPTY inventory/);
    assert.match(messagesText(scratchRequests[0]), /mine log → craft planks → craft stick → craft crafting table → craft wooden pickaxe → mine stone → craft stone pickaxe/);
    assert.match(messagesText(scratchRequests[1]), /feasibility\/from-scratch-gives-items/);
  });

  it('single generation with --and/--or stores the same tree; bad composition is a usage error', async () => {
    const c = io();
    const code = await generate(['--task', 'craft a furnace', '--and', 'mine iron ore', '--or', 'kill a zombie', '--out', 'single.yaml'], c);
    assert.equal(code, 0, c.err);
    const tree = parse(fs.readFileSync(path.join(tmp, 'single.yaml'), 'utf8')).task_tree;
    assert.deepEqual(Object.keys(tree), ['or']);
    assert.deepEqual(tree.or[0].and.map((l: { task: string }) => l.task), ['craft a furnace', 'mine iron ore']);
    const bad = io();
    await assert.rejects(generate(['--task', 'craft a furnace and', '--out', 'bad.yaml'], bad), /expected a task but found the end/);
    const unmeasured = io();
    assert.equal(await generate(['--task', 'build a house from scratch', '--out', 'house.yaml'], unmeasured), 1);
    assert.match(unmeasured.err, /no statistic measures "build a house"/);
  });

  it('with verification on, the merged file is verified too, and a merged file the verifier rejects is not valid', async () => {
    const tree = parseTaskTree('craft a furnace or kill a zombie');
    const seen: string[] = [];
    const run = (rejectMerged: boolean) => generateComposed({ tree }, {
      llm: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'fake' },
      repairRounds: 1,
      verify: async (yaml) => {
        seen.push(yaml);
        const merged = 'task_tree' in (parse(yaml) ?? {});
        return merged && rejectMerged ? { ok: false, reasons: ['the zombie burns before the agent reaches it'] } : { ok: true, reasons: [] };
      },
    });
    const ok = await run(false);
    assert.equal(ok.valid, true, ok.problems.join('\n'));
    // Two parts, each verified in its own loop, then the merged file: the last call, with the tree.
    assert.equal(seen.length, 3);
    assert.deepEqual(parse(seen[2]).task_tree, parse(ok.yaml).task_tree);
    seen.length = 0;
    const rejected = await run(true);
    assert.equal(rejected.valid, false);
    assert.deepEqual(rejected.problems, ['verification of the merged task failed: the zombie burns before the agent reaches it']);
    assert.equal(seen.length, 3);
  });
});
