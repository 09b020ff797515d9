import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { parse } from 'yaml';
import { AnswerFormatError, extractTaskYaml } from '../../server/src/evaluation/llm/answerParsing';

const TASK = `text: craft a furnace
custom_init_commands:
- /give @s minecraft:cobblestone 16
- /give @s minecraft:crafting_table 1
reward_cfg:
- event: craft_item
  identity: craft_furnace
  objects: [furnace]
  reward: 1.0
  max_reward_times: 1
`;

function commandsOf(yaml: string): string[] {
  return parse(yaml).custom_init_commands;
}

describe('extractTaskYaml', () => {
  it('takes plain YAML as it is', () => {
    const r = extractTaskYaml(TASK);
    assert.equal(r.yaml, TASK);
    assert.equal(r.shape, 'yaml');
  });

  it('unwraps a ```yaml fence with prose around it', () => {
    const r = extractTaskYaml(`Sure! Here is the config:\n\n\`\`\`yaml\n${TASK}\`\`\`\n\nThe crafting table is needed because the recipe is 3x3.`);
    assert.equal(r.shape, 'fenced-yaml');
    assert.deepEqual(parse(r.yaml), parse(TASK));
  });

  it('finds unfenced YAML between sentences', () => {
    const r = extractTaskYaml(`Here is my answer.\n${TASK}\nLet me know if you need changes.`);
    assert.equal(r.shape, 'yaml-in-prose');
    assert.deepEqual(parse(r.yaml), parse(TASK));
  });

  it('converts a JSON answer (fenced or bare) to YAML', () => {
    const obj = parse(TASK);
    for (const text of [JSON.stringify(obj), 'Result:\n```json\n' + JSON.stringify(obj, null, 2) + '\n```']) {
      const r = extractTaskYaml(text);
      assert.equal(r.shape, 'json');
      assert.deepEqual(parse(r.yaml), obj);
      assert.ok(r.yaml.indexOf('text:') < r.yaml.indexOf('reward_cfg:'), 'usual key order');
    }
  });

  it('keeps NBT in commands intact through JSON conversion', () => {
    const cmd = '/give @s minecraft:bow{Enchantments:[{id:"minecraft:power",lvl:2}]} 1';
    const r = extractTaskYaml(JSON.stringify({ text: 'shoot', custom_init_commands: [cmd] }));
    assert.deepEqual(commandsOf(r.yaml), [cmd]);
  });

  it('reads labelled bullet lists', () => {
    const answer = [
      '**Task description:** craft a furnace from cobblestone',
      '**Thinking:** a furnace needs 8 cobblestone and a crafting table.',
      '**Commands:**',
      '- `/give @s minecraft:cobblestone 16`',
      '- /give @s minecraft:crafting_table 1',
    ].join('\n');
    const r = extractTaskYaml(answer);
    assert.equal(r.shape, 'bullets');
    const obj = parse(r.yaml);
    assert.equal(obj.text, 'craft a furnace from cobblestone');
    assert.match(obj.thinking, /8 cobblestone/);
    assert.deepEqual(obj.custom_init_commands, ['/give @s minecraft:cobblestone 16', '/give @s minecraft:crafting_table 1']);
  });

  it('merges a YAML list of one-key maps', () => {
    const r = extractTaskYaml('- text: mine iron ore\n- custom_init_commands:\n  - /give @s minecraft:stone_pickaxe 1\n');
    assert.deepEqual(parse(r.yaml), { text: 'mine iron ore', custom_init_commands: ['/give @s minecraft:stone_pickaxe 1'] });
  });

  it('drops <think> blocks of reasoning models', () => {
    const r = extractTaskYaml(`<think>text: not this one\ncustom_init_commands: []</think>\n${TASK}`);
    assert.deepEqual(parse(r.yaml), parse(TASK));
  });

  it('passes YAML with syntax errors on (the validator reports them) when it is clearly a task', () => {
    const broken = 'text: "unterminated\ncustom_init_commands:\n- /give @s minecraft:stone 1\n';
    const r = extractTaskYaml('```yaml\n' + broken + '```');
    assert.equal(r.yaml, broken);
  });

  it('garbage is a clear AnswerFormatError', () => {
    for (const garbage of ['I am sorry, I cannot help with Minecraft.', '{"foo": 1}', '42', '   ', '- a\n- b']) {
      assert.throws(() => extractTaskYaml(garbage), (e: unknown) => e instanceof AnswerFormatError && /No task file found|empty/.test(e.message));
    }
  });
});
