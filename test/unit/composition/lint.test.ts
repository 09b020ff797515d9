/** The linter on composed and from-scratch files: task_tree consistency and the from-scratch rule. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { givesItems } from '../../../server/src/analysis/feasibility/fromScratchRule';
import { parseCommand } from '../../../server/src/model/commands';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');

const codes = (text: string, prefix: string) => validateText(text).filter((d) => d.code.startsWith(prefix)).map((d) => d.code);

const SCRATCH_HEAD = 'text: craft a stone pickaxe\nfrom_scratch: true\n';
const MILESTONE = 'milestone_reward_cfg:\n- {event: craft_item, identity: craft_stone_pickaxe, objects: [stone_pickaxe], reward: 1.0, max_reward_times: 1}\n';

describe('from-scratch rule (feasibility/from-scratch-gives-items)', () => {
  it('flags every way of handing out items, and nothing else', () => {
    const text = SCRATCH_HEAD + 'custom_init_commands:\n' + [
      '/give @s minecraft:oak_log 4',
      '/replaceitem entity @s weapon.mainhand minecraft:wooden_pickaxe',
      '/execute as @p run give @s minecraft:stick 2',
      '/setblock ~2 ~ ~ minecraft:chest{Items:[{Slot:0b,id:"minecraft:cobblestone",Count:3b}]}',
      '/summon minecraft:zombie ~3 ~ ~ {HandItems:[{id:"minecraft:iron_sword",Count:1b},{}]}',
      '/summon minecraft:item ~1 ~ ~ {Item:{id:"minecraft:stick",Count:2b}}',
      '/time set day',
      '/fill ~3 ~ ~3 ~3 ~4 ~3 minecraft:oak_log',
      '/summon minecraft:cow ~3 ~ ~',
    ].map((c) => `- '${c}'`).join('\n') + '\n' + MILESTONE;
    const found = validateText(text).filter((d) => d.code === 'feasibility/from-scratch-gives-items');
    assert.equal(found.length, 6, found.map((d) => d.message).join('\n'));
    assert.equal(found[0].severity, 'warning');
    assert.match(found[0].message, /empty inventory, but \/give hands out items/);
  });
  it('applies to "from scratch" in the text too, and not to other tasks', () => {
    const give = 'custom_init_commands:\n- /give @s minecraft:oak_log 4\n';
    assert.deepEqual(codes('text: craft a stone pickaxe from scratch\n' + give + MILESTONE, 'feasibility/from-scratch'), ['feasibility/from-scratch-gives-items']);
    assert.deepEqual(codes('text: craft a stone pickaxe\n' + give + MILESTONE, 'feasibility/from-scratch'), []);
    assert.deepEqual(codes('text: craft a stone pickaxe from scratch\nfrom_scratch: false\n' + give + MILESTONE, 'feasibility/from-scratch'), []);
  });
  it('givesItems reads the parse: with or without the slash, nested NBT, not words inside strings', () => {
    const gives = (line: string) => givesItems(parseCommand(line, reg));
    assert.ok(gives('loot give @s loot minecraft:chests/simple_dungeon'));
    assert.equal(gives('/setblock ~ ~-1 ~ minecraft:stone'), undefined);
    assert.equal(gives('/summon minecraft:spider ~3 ~ ~ {Passengers:[{id:"minecraft:skeleton",HandItems:[{id:"minecraft:bow",Count:1b},{}]}]}'), 'its NBT puts items in HandItems');
    assert.equal(gives('/summon minecraft:item ~1 ~ ~ {Item:{id:"minecraft:stick",Count:1b}}'), 'it summons an item to pick up');
    // The regex this replaced read "Items:" inside a name as item NBT.
    assert.equal(gives('/summon minecraft:villager ~2 ~ ~ {CustomName:\'"Items: none"\'}'), undefined);
    assert.equal(gives('/execute at @p run replaceitem entity @s weapon.mainhand minecraft:stick'), '/replaceitem hands out items');
  });
});

describe('task_tree lint', () => {
  const base = 'text: craft a furnace or kill a zombie\ncustom_init_commands: []\nreward_cfg:\n'
    + '- {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1.0, max_reward_times: 1}\n'
    + '- {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1.0, max_reward_times: 1}\n';
  it('a consistent tree is accepted and is no unknown key', () => {
    const ok = base + 'task_tree:\n  or:\n  - {task: craft a furnace, rewards: [craft_furnace]}\n  - {task: kill a zombie, rewards: [kill_zombie]}\n';
    assert.deepEqual(codes(ok, 'reward/tree'), []);
    assert.deepEqual(codes(ok, 'schema/'), []);
  });
  it('a leaf naming an identity no entry has, or a malformed tree, is reported', () => {
    const dangling = base + 'task_tree:\n  or:\n  - {task: craft a furnace, rewards: [craft_furnaces]}\n  - {task: kill a zombie, rewards: [kill_zombie]}\n';
    assert.deepEqual(codes(dangling, 'reward/tree'), ['reward/tree-unknown-identity']);
    assert.deepEqual(codes(base + 'task_tree:\n  or: [{task: a, rewards: [kill_zombie]}]\n', 'reward/tree'), ['reward/tree-invalid']);
  });
});

describe('feasibility findings weighed against the task_tree', () => {
  const task = (tree: string, zombie: boolean) => `text: craft a furnace and mine iron ore or kill a zombie
custom_init_commands:
- /give @s minecraft:crafting_table 1
- /replaceitem entity @s hotbar.1 minecraft:iron_sword
${zombie ? '- /summon minecraft:zombie ~3 ~ ~\n' : ''}reward_cfg:
- {event: craft_item, identity: craft_furnace, objects: [furnace], reward: 1.0, max_reward_times: 1}
- {event: mine_block, identity: mine_iron_ore, objects: [iron_ore], reward: 1.0, max_reward_times: 1}
- {event: kill_entity, identity: kill_zombie, objects: [zombie], reward: 1.0, max_reward_times: 1}
${tree}`;
  const OR = `task_tree:
  or:
  - and:
    - {task: craft a furnace, rewards: [craft_furnace]}
    - {task: mine iron ore, rewards: [mine_iron_ore]}
  - {task: kill a zombie, rewards: [kill_zombie]}
`;
  const AND = OR.replace('  or:', '  and:');
  const feasibility = (text: string) => validateText(text).filter((d) => d.code.startsWith('feasibility/')).map((d) => `${d.severity} ${d.code}`).sort();

  it('a blocked branch is information while another way through the OR is open, naming that way', () => {
    assert.deepEqual(feasibility(task(OR, true)), ['information feasibility/missing-ingredients', 'information feasibility/no-harvest-tool']);
    const d = validateText(task(OR, true)).find((x) => x.code === 'feasibility/missing-ingredients')!;
    assert.match(d.message, /can still be done through "kill a zombie"/);
  });
  it('stays a warning when every way is blocked, under an AND, or without a tree', () => {
    assert.deepEqual(feasibility(task(OR, false)), ['warning feasibility/entity-absent', 'warning feasibility/missing-ingredients', 'warning feasibility/no-harvest-tool']);
    assert.deepEqual(feasibility(task(AND, true)), ['warning feasibility/missing-ingredients', 'warning feasibility/no-harvest-tool']);
    assert.deepEqual(feasibility(task('', true)), ['warning feasibility/missing-ingredients', 'warning feasibility/no-harvest-tool']);
  });
});
