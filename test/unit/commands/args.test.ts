import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argByName, assertClean, expectProblem, parse } from './helpers';

describe('coordinates', () => {
  it('reads local, relative and absolute coordinates', () => {
    const p = assertClean('/execute at @s run summon minecraft:spider ^ ^ ^3');
    assert.deepEqual(argByName(p, 'pos').value, {
      type: 'coords', coords: [{ kind: 'local', value: 0 }, { kind: 'local', value: 0 }, { kind: 'local', value: 3 }],
    });
    const tp = assertClean('/tp @s ~-1.5 64 ~');
    assert.deepEqual(argByName(tp, 'location').value, {
      type: 'coords', coords: [{ kind: 'relative', value: -1.5 }, { kind: 'absolute', value: 64, whole: true }, { kind: 'relative', value: 0 }],
    });
  });
  it('rejects mixing ^ with world coordinates, on the whole position', () => {
    const pr = expectProblem('/tp @s ~ ~ ^1', 'command/coordinates', '~ ~ ^1');
    assert.match(pr.message, /mix/);
  });
  it('needs whole numbers for absolute block positions but not for relative ones', () => {
    expectProblem('/setblock 1.5 64 0 stone', 'command/coordinates', '1.5');
    assertClean('/setblock ~0.5 64 0 stone');
  });
  it('reports missing coordinates', () => {
    expectProblem('/tp @s ~ ~5', 'command/coordinates', '~ ~5');
  });
  it('does not allow ^ in rotations', () => {
    expectProblem('/tp @s ~ ~ ~ ^ ~', 'command/coordinates', '^');
  });
});

describe('entity selectors', () => {
  it('reads all kinds of arguments with negation and ranges', () => {
    const p = assertClean('/kill @e[type=!zombie,distance=..5,limit=1,sort=nearest]');
    const v = argByName(p, 'targets').value;
    assert.ok(v && v.type === 'selector');
    assert.equal(v.variable, 'e');
    assert.deepEqual(v.arguments.map((a) => [a.key, a.value, a.negated]), [
      ['type', 'zombie', true], ['distance', '..5', false], ['limit', '1', false], ['sort', 'nearest', false],
    ]);
    assert.equal(p.text.slice(v.arguments[0].start, v.arguments[0].end), 'type=!zombie');
    assertClean('/execute if entity @e[type=cow,scores={kills=1..},nbt={OnGround:1b},tag=!x,name="A b",gamemode=!creative,x=1,dy=2.5,level=1..5,x_rotation=-90..0,predicate=a:b,advancements={minecraft:story/root=true}] run say hi');
  });
  it('flags unknown arguments with did-you-mean', () => {
    const pr = expectProblem('/kill @e[tpye=zombie]', 'command/selector', 'tpye');
    assert.deepEqual(pr.fixes?.map((f) => f.newText), ['type']);
  });
  it('flags bad values', () => {
    expectProblem('/kill @e[sort=closest]', 'command/selector', 'closest');
    expectProblem('/kill @e[limit=0]', 'command/selector', '0');
    expectProblem('/kill @e[distance=5..1]', 'command/number-range', '5..1');
    expectProblem('/kill @e[type=zombi]', 'id/unknown', 'zombi');
    expectProblem('/kill @e[distance=!..5]', 'command/selector', '!');
  });
  it('enforces amount: single', () => {
    const pr = expectProblem('/tp @p @s[limit=2]', 'command/selector', 'limit=2');
    assert.match(pr.message, /one target/i);
    expectProblem('/tp @p @e', 'command/selector', '@e');
    assertClean('/tp @p @e[type=cow,limit=1,sort=nearest]');
  });
  it('enforces type: players', () => {
    expectProblem('/give @e minecraft:diamond', 'command/selector', '@e');
    assertClean('/give @e[type=player] minecraft:diamond');
    assertClean('/give Steve minecraft:diamond');
  });
  it('reports an unknown selector variable and an unterminated selector', () => {
    expectProblem('/kill @x', 'command/selector', '@x');
    expectProblem('/kill @e[type=cow', 'command/selector', '[type=cow');
  });
  it('accepts UUIDs and * for score holders', () => {
    const p = assertClean('/kill 0-0-0-0-1');
    assert.deepEqual(argByName(p, 'targets').value, { type: 'selector', variable: null, uuid: '0-0-0-0-1', arguments: [] });
    assertClean('/scoreboard players reset * obj');
  });
});

describe('items and blocks', () => {
  it('reads an item with NBT and a count', () => {
    const line = '/give @s minecraft:trident{Enchantments:[{id:"minecraft:riptide",lvl:1}]} 3';
    const p = assertClean(line);
    const item = argByName(p, 'item').value;
    assert.ok(item && item.type === 'item');
    assert.equal(item.id, 'trident');
    assert.deepEqual(item.nbt, { Enchantments: [{ id: 'minecraft:riptide', lvl: 1 }] });
    assert.equal(line.slice(item.idStart, item.idEnd), 'minecraft:trident');
    assert.deepEqual(argByName(p, 'count').value, { type: 'number', value: 3 });
  });
  it('checks enchantment ids inside item NBT', () => {
    // Severity rule: vanilla runs the command and drops the unknown enchantment, so a warning.
    const p = expectProblem('/give @s minecraft:bow{Enchantments:[{id:"minecraft:powr",lvl:1}]} 1', 'id/unknown', 'minecraft:powr');
    assert.equal(p.severity, 'warning');
  });
  it('reads block states and checks them', () => {
    const p = assertClean('/setblock ~ ~ ~ minecraft:oak_log[axis=y]');
    assert.deepEqual(argByName(p, 'block').value, { type: 'block', id: 'oak_log', properties: { axis: 'y' }, idStart: 16, idEnd: 33 });
    const bad = expectProblem('/setblock ~ ~ ~ oak_log[axis=w]', 'command/block-state', 'w');
    assert.match(bad.message, /'x', 'y' or 'z'/);
    expectProblem('/setblock ~ ~ ~ oak_log[axs=y]', 'command/block-state', 'axs');
    expectProblem('/setblock ~ ~ ~ oak_log[axis=y', 'command/block-state', '[axis=y');
    assertClean('/setblock ~ ~ ~ chest[facing=north]{Items:[{Slot:0b,id:"minecraft:diamond",Count:1b}]}');
  });
  it('accepts tags in block and item predicates', () => {
    assertClean('/fill ~ ~ ~ ~1 ~1 ~1 air replace #minecraft:logs');
    assertClean('/clear @s #minecraft:planks');
    // Severity rule: an unknown but well-formed minecraft: tag is a warning (a data pack may define it).
    const tag = expectProblem('/clear @s #minecraft:plank', 'id/unknown-tag', '#minecraft:plank');
    assert.equal(tag.severity, 'warning');
    assert.equal(tag.fixes?.[0].newText, '#minecraft:planks');
    assertClean('/execute if block ~ ~ ~ #minecraft:wall_post_override run say 1');
    assertClean('/kill @e[type=#minecraft:raiders]');
    expectProblem('/kill @e[type=#minecraft:undead]', 'id/unknown-tag', '#minecraft:undead');
    assertClean('/kill @e[type=#mypack:undead]');
  });
  it('accepts what the 1.16.5 grammar accepts: empty resource paths, air items, wrapped rotations', () => {
    assertClean('/data get storage mypack: Tmp');
    assertClean('/replaceitem entity @s weapon.offhand minecraft:air');
    assertClean('/execute as @a[y_rotation=90..-90] run say 1');
    expectProblem('/execute as @a[level=5..1] run say 1', 'command/number-range', '5..1');
  });
  it('explains legacy, wrong-kind, other-version and doubled namespaces', () => {
    const legacy = expectProblem('/give @s wool 1', 'id/legacy', 'wool');
    assert.ok(legacy.fixes!.length >= 2);
    assert.ok(legacy.fixes!.every((f) => f.newText.endsWith('_wool')));
    const dbl = expectProblem('/give @s minecraft:minecraft:stone', 'id/double-namespace', 'minecraft:minecraft:stone');
    assert.equal(dbl.fixes?.[0].newText, 'minecraft:stone');
    const kind = expectProblem('/summon minecraft:bee_nest', 'id/wrong-kind', 'minecraft:bee_nest');
    assert.match(kind.message, /bee_nest is a block.*not an entity/);
    const newer = expectProblem('/setblock ~ ~ ~ deepslate_iron_ore', 'id/other-version', 'deepslate_iron_ore');
    // The severity rule: an id of another version fails the command, like an unknown one.
    assert.equal(newer.severity, 'error');
    assert.match(newer.message, /1\.17/);
  });
  it('reads summon NBT and entity ids', () => {
    const p = assertClean('/summon minecraft:villager ~1 ~ ~ {VillagerData:{profession:"minecraft:armorer",level:2}}');
    assert.deepEqual(argByName(p, 'entity').value, { type: 'entity', id: 'villager', idStart: 8, idEnd: 26 });
    const nbt = argByName(p, 'nbt').value as any;
    assert.deepEqual(nbt.value, { VillagerData: { profession: 'minecraft:armorer', level: 2 } });
    assert.deepEqual(nbt.tag.value.VillagerData.value.level, { type: 'int', value: 2 }, 'typed tags for the embedded server');
    expectProblem('/summon minecraft:player', 'id/wrong-kind', 'minecraft:player');
  });
});

describe('numbers, time, enums and ids', () => {
  it('checks integer bounds and formats', () => {
    expectProblem('/give @s diamond 0', 'command/number-range', '0');
    expectProblem('/give @s diamond 1.5', 'command/number-format', '1.5');
    expectProblem('/replaceitem entity @s weapon minecraft:stone 65', 'command/number-range', '65');
    expectProblem('/effect give @s speed 10 256', 'command/number-range', '256');
  });
  it('reads effects with booleans', () => {
    const p = assertClean('/effect give @s minecraft:night_vision 99999 1 true');
    assert.deepEqual(argByName(p, 'effect').value, { type: 'id', registry: 'mob_effect', id: 'night_vision', idStart: 16, idEnd: 38 });
    assert.deepEqual(argByName(p, 'hideParticles').value, { type: 'bool', value: true });
    expectProblem('/effect give @s speed 1 1 yes', 'command/syntax', 'yes');
    expectProblem('/effect give @s minecraft:speedy', 'id/unknown', 'minecraft:speedy');
  });
  it('knows the vanilla ids of effects whose names differ from their display names (Bad Luck is unluck)', () => {
    assertClean('/effect give @s minecraft:unluck 10');
    assertClean('/effect give @s minecraft:hero_of_the_village 10');
    expectProblem('/effect give @s minecraft:bad_luck 10', 'id/unknown', 'minecraft:bad_luck');
  });
  it('reads time with units and the time literals', () => {
    assert.deepEqual(argByName(assertClean('/time set 1d'), 'time').value, { type: 'time', ticks: 24000 });
    assert.deepEqual(argByName(assertClean('/time add 5s'), 'time').value, { type: 'time', ticks: 100 });
    assert.deepEqual(argByName(assertClean('/time set 20t'), 'time').value, { type: 'time', ticks: 20 });
    assert.deepEqual(argByName(assertClean('/time set 6000'), 'time').value, { type: 'time', ticks: 6000 });
    const p = assertClean('/time set midnight');
    assert.deepEqual(p.args.map((a) => [a.kind, a.name]), [['literal', 'time'], ['literal', 'set'], ['literal', 'midnight']]);
    expectProblem('/time set 1y', 'command/number-format', 'y');
    const lit = expectProblem('/time set nigth', 'command/expected-literal', 'nigth');
    assert.ok(lit.fixes?.some((f) => f.newText === 'night'));
  });
  it('reads item slots', () => {
    const p = assertClean('/replaceitem entity @s armor.head minecraft:iron_helmet');
    assert.deepEqual(argByName(p, 'slot').value, { type: 'slot', slot: 'armor.head' });
    for (const s of ['hotbar.8', 'inventory.26', 'container.53', 'enderchest.0', 'villager.7', 'horse.saddle', 'horse.14', 'weapon.offhand']) {
      assertClean(`/replaceitem entity @s ${s} minecraft:stone`);
    }
    expectProblem('/replaceitem entity @s hotbar.9 minecraft:stone', 'command/syntax', 'hotbar.9');
    expectProblem('/replaceitem entity @s armor.hed minecraft:stone', 'command/syntax', 'armor.hed');
  });
  it('reads dimensions, anchors, swizzles, colours, operations, particles', () => {
    assertClean('/execute in minecraft:the_nether run tp @s 0 64 0');
    expectProblem('/execute in minecraft:nether run tp @s 0 64 0', 'id/unknown', 'minecraft:nether');
    assertClean('/execute anchored eyes align xz run say hi');
    expectProblem('/execute align xx run say hi', 'command/syntax', 'xx');
    assertClean('/team modify red color dark_red');
    expectProblem('/team modify red color pink', 'command/syntax', 'pink');
    assertClean('/scoreboard players operation @s a += @s b');
    expectProblem('/scoreboard players operation @s a ++ @s b', 'command/syntax', '++');
    assertClean('/particle minecraft:dust 1 0 0 1 ~ ~ ~');
    assertClean('/particle block minecraft:stone ~ ~ ~');
    expectProblem('/particle minecraft:flamez ~ ~ ~', 'id/unknown', 'minecraft:flamez');
    assertClean('/enchant @s minecraft:sharpness 5');
    expectProblem('/enchant @s minecraft:sharpnes 5', 'id/unknown', 'minecraft:sharpnes');
  });
  it('reads strings, messages, JSON text and NBT paths', () => {
    assertClean('/say hello there, world');
    assertClean('/tellraw @a {"text":"hi","color":"red"}');
    assertClean('/tellraw @a ["a",{"text":"b"}]');
    expectProblem('/tellraw @a 12', 'command/json', '12');
    expectProblem('/tellraw @a {"text":hi}', 'command/json', '{"text":hi}');
    assertClean('/data get entity @s Inventory[0].tag.display.Name');
    assertClean('/data get entity @s Inventory[{Slot:0b}].id');
    expectProblem('/data get entity @s Inventory[x]', 'command/nbt', 'x');
    assertClean('/data merge entity @e[type=cow,limit=1] {NoAI:1b}');
    assertClean('/scoreboard objectives add kills minecraft.killed:minecraft.zombie');
    assertClean('/scoreboard objectives setdisplay sidebar.team.red kills');
    assertClean('/bossbar add b "A title"');
    assertClean('/gamerule doDaylightCycle false');
  });
  it('reads ranges and uuids', () => {
    assertClean('/execute if score @s a matches 1..5 run say hi');
    expectProblem('/execute if score @s a matches 5..1 run say hi', 'command/number-range', '5..1');
  });
});

describe('command structure', () => {
  it('requires the slash, with a fix', () => {
    const pr = expectProblem('give @s diamond', 'command/missing-slash', 'give');
    assert.deepEqual(pr.fixes, [{ title: "Insert '/'", start: 0, end: 0, newText: '/', safe: true }]);
  });
  it('follows execute redirects and parses the command after run', () => {
    const line = '/execute as @p at @s run fill ~ ~ ~ ~1 ~-5 ~ diamond_ore';
    const p = assertClean(line);
    assert.equal(p.name, 'execute');
    assert.deepEqual(p.executeModifiers?.map((a) => a.text), ['as', '@p', 'at', '@s']);
    assert.ok(p.run);
    assert.equal(p.run.name, 'fill');
    assert.equal(p.run.args[0].start, line.indexOf('fill'));
    const block = p.run.args.find((a) => a.name === 'block');
    assert.deepEqual(block?.value, { type: 'block', id: 'diamond_ore', properties: {}, idStart: line.indexOf('diamond_ore'), idEnd: line.length });
    // Problems inside run are reported at whole-line offsets.
    expectProblem('/execute as @p run give @s minecraft:dimond', 'id/unknown', 'minecraft:dimond');
  });
  it('resolves aliases: tp is teleport', () => {
    assert.equal(assertClean('/tp @s ~ ~5 ~').name, 'teleport');
    assert.equal(assertClean('/teleport @s ~ ~5 ~').name, 'teleport');
  });
  it('reports incomplete commands and trailing text', () => {
    const inc = expectProblem('/execute as @p', 'command/incomplete', '@p');
    assert.match(inc.message, /expected .*'run'/);
    expectProblem('/give @s', 'command/incomplete', '@s');
    expectProblem('/time set day now', 'command/trailing', 'now');
    expectProblem('/execute as @p run', 'command/incomplete', 'run');
  });
  it('explains commands from newer versions', () => {
    for (const [cmd, ver] of [['place', '1.19'], ['ride', '1.19.4'], ['damage', '1.19.4'], ['fillbiome', '1.19.3'], ['return', '1.20'], ['tick', '1.20.3']]) {
      const pr = expectProblem(`/${cmd} x`, 'command/newer-syntax', cmd);
      assert.ok(pr.message.includes(`added in ${ver}`), pr.message);
    }
  });
  it('suggests known commands for typos only', () => {
    expectProblem('/summmon minecraft:cow', 'command/unknown', 'summmon');
    const far = expectProblem('/qqqqqqq', 'command/unknown', 'qqqqqqq');
    assert.equal(far.fixes, undefined);
  });
});
