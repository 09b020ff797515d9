/**
 * Valid Minecraft Java 1.16.5 commands, written from the command reference:
 * hand-written lines for every root command and argument type (with the
 * data-pack idioms real packs use: storage, own functions and tags,
 * `execute store`, wrapped rotation ranges), then templates multiplied by the
 * registry (every item, block, summonable entity, effect, enchantment and
 * vanilla tag). Every line must lint without an error.
 */
import type { Registry } from '../../server/src/vanilla/registry';

export const HANDWRITTEN: readonly string[] = [
  // advancement, attribute, bossbar
  '/advancement grant @s only minecraft:story/mine_stone',
  '/advancement grant @s from minecraft:story/root',
  '/advancement revoke @a everything',
  '/advancement grant @s only mypack:tasks/started',
  '/advancement revoke @s through minecraft:adventure/kill_a_mob',
  '/advancement grant @s only minecraft:story/smelt_iron minecraft:iron',
  '/attribute @s minecraft:generic.max_health base set 40',
  '/attribute @s minecraft:generic.movement_speed base get',
  '/attribute @s minecraft:generic.attack_damage modifier add 1-2-3-4-5 boost 2.5 multiply',
  '/attribute @s minecraft:generic.armor modifier remove 1-2-3-4-5',
  '/bossbar add mypack:timer "Time left"',
  '/bossbar set mypack:timer max 600',
  '/bossbar set mypack:timer players @a',
  '/bossbar set mypack:timer color red',
  '/bossbar set mypack:timer style notched_10',
  '/bossbar set mypack:timer visible true',
  '/bossbar set mypack:timer name {"text":"Go","color":"gold"}',
  '/bossbar get mypack:timer value',
  '/bossbar remove mypack:timer',
  '/bossbar list',
  // ban, ban-ip, banlist, deop, op, pardon, kick, whitelist (server admin commands, valid syntax)
  '/ban Griefer too much lava',
  '/ban-ip 192.168.0.7',
  '/banlist players',
  '/banlist ips',
  '/pardon Griefer',
  '/pardon-ip 192.168.0.7',
  '/op Steve',
  '/deop Steve',
  '/kick Steve please rejoin',
  '/whitelist add Steve',
  '/whitelist remove Steve',
  '/whitelist on',
  '/whitelist list',
  '/whitelist reload',
  // clear, clone
  '/clear @s',
  '/clear @s minecraft:dirt 10',
  '/clear @s #minecraft:logs',
  '/clear @s #mypack:rewards 0',
  '/clear @p minecraft:diamond_sword{Damage:0}',
  '/clone ~-3 ~-1 ~-3 ~3 ~-1 ~3 ~-3 ~5 ~-3',
  '/clone 0 60 0 10 70 10 100 60 100 masked move',
  '/clone ~ ~ ~ ~2 ~2 ~2 ~5 ~ ~ filtered minecraft:stone force',
  '/clone ~ ~ ~ ~2 ~2 ~2 ~5 ~ ~ filtered #minecraft:logs normal',
  '/clone ~ ~ ~ ~2 ~2 ~2 ~ ~5 ~ replace',
  // data (storage with empty path, entity, block)
  '/data get storage mypack: Tmp',
  '/data get storage mypack:tmp Values[0]',
  '/data get entity @s Inventory[{Slot:0b}].Count',
  '/data get entity @s Pos[1] 100',
  '/data get block ~ ~-1 ~ Items',
  '/data merge entity @e[type=minecraft:zombie,limit=1,sort=nearest] {NoAI:1b}',
  '/data merge block ~2 ~ ~ {CustomName:\'{"text":"Loot"}\'}',
  '/data merge storage mypack:state {started:1b}',
  '/data modify storage mypack:tmp List append value {a:1b}',
  '/data modify storage mypack:tmp List prepend value 3',
  '/data modify storage mypack:tmp List insert 0 value "x"',
  '/data modify storage mypack:tmp Item set from entity @s SelectedItem',
  '/data modify entity @s[type=!minecraft:player] Motion set value [0.0d,0.5d,0.0d]',
  '/data modify block ~ ~ ~ Items[0].Count set value 5b',
  '/data modify storage mypack:tmp Copy merge from storage mypack: Tmp',
  '/data remove storage mypack:tmp List[-1]',
  '/data remove entity @e[type=minecraft:item,limit=1] Item.tag.display',
  // datapack, debug, defaultgamemode, difficulty
  '/datapack enable "file/mypack"',
  '/datapack disable "file/mypack"',
  '/datapack enable "file/mypack" last',
  '/datapack enable "file/mypack" before "vanilla"',
  '/datapack list enabled',
  '/debug start',
  '/debug stop',
  '/debug report',
  '/defaultgamemode survival',
  '/difficulty peaceful',
  '/difficulty hard',
  '/difficulty',
  // effect, enchant, experience / xp
  '/effect give @s minecraft:night_vision 99999 1 true',
  '/effect give @a minecraft:speed',
  '/effect clear @s',
  '/effect clear @s minecraft:poison',
  '/enchant @s minecraft:sharpness 3',
  '/enchant @p minecraft:unbreaking',
  '/experience add @s 30 levels',
  '/experience set @s 100 points',
  '/experience query @s levels',
  '/xp add @s 5',
  '/xp add @s -3 levels',
  // execute (every subcommand, store into storage/score/entity/bossbar/block)
  '/execute as @p at @s run fill ~2 ~ ~2 ~3 ~1 ~3 minecraft:iron_ore',
  '/execute as @a[y_rotation=90..-90] at @s run tp @s ^ ^ ^1',
  '/execute as @a[x_rotation=-90..0,y_rotation=135..-135] run say looking up and north',
  '/execute positioned ~ ~3 ~ run setblock ~ ~ ~-3 minecraft:emerald_block',
  '/execute positioned as @e[type=minecraft:cow,limit=1] run summon minecraft:lightning_bolt',
  '/execute align xyz run summon minecraft:armor_stand ~0.5 ~ ~0.5',
  '/execute anchored eyes facing ^ ^ ^1 run tp @s ~ ~ ~',
  '/execute facing entity @e[type=minecraft:zombie,limit=1,sort=nearest] eyes run tp @s ~ ~ ~ ~ ~',
  '/execute rotated ~90 0 run summon minecraft:arrow ^ ^1 ^2',
  '/execute rotated as @p run tp @s ~ ~ ~ ~ ~',
  '/execute in minecraft:the_nether run tp @s 0 100 0',
  '/execute in mypack:arena run tp @s 0 80 0',
  '/execute if block ~ ~-1 ~ #minecraft:base_stone_overworld run say on stone',
  '/execute if block ~ ~-1 ~ minecraft:grass_block[snowy=false] run say grass',
  '/execute unless block ~ ~ ~ minecraft:air run say hi',
  '/execute if blocks ~ ~ ~ ~2 ~2 ~2 ~5 ~ ~ all run say same',
  '/execute unless blocks ~ ~ ~ ~2 ~2 ~2 ~5 ~ ~ masked run say differ',
  '/execute if entity @e[type=#minecraft:skeletons,distance=..10] run say skeleton',
  '/execute if entity @e[type=#mypack:enemies] run say enemy',
  '/execute if score @s kills matches 5.. run say five',
  '/execute if score @s kills > @s deaths run say ahead',
  '/execute unless score #global mypack.timer matches 0 run scoreboard players remove #global mypack.timer 1',
  '/execute if predicate mypack:is_raining run weather clear',
  '/execute if data storage mypack:state started run say started',
  '/execute if data entity @s Inventory[{id:"minecraft:diamond"}] run say rich',
  '/execute if data block ~ ~-1 ~ Items run say full',
  '/execute store result score @s kills run data get entity @s SelectedItemSlot',
  '/execute store result storage mypack:tmp Value int 1 run data get entity @s Health',
  '/execute store success storage mypack: ok byte 1 run clear @s minecraft:stone 0',
  '/execute store result entity @e[type=minecraft:pig,limit=1] Health float 0.5 run time query daytime',
  '/execute store result bossbar mypack:timer value run scoreboard players get #global mypack.timer',
  '/execute store result block ~ ~-1 ~ Items[0].Count byte 1 run time query gametime',
  '/execute store success score @s mypack.ok run function mypack:try',
  '/execute as @e[type=minecraft:item,nbt={Item:{id:"minecraft:diamond"}}] run data merge entity @s {Glowing:1b}',
  '/execute if entity @s[scores={kills=1..},tag=!done] run tag @s add done',
  '/execute as @e[type=minecraft:zombie,limit=1,sort=nearest] at @s run tp @s ~ ~1 ~',
  // fill, forceload, function
  '/fill ~-1 ~-1 ~-1 ~1 ~-1 ~1 minecraft:glass',
  '/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:stone hollow',
  '/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:air destroy',
  '/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:oak_planks outline',
  '/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:gold_ore replace #minecraft:base_stone_overworld',
  '/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:water keep',
  '/forceload add ~ ~',
  '/forceload add 0 0 32 32',
  '/forceload remove all',
  '/forceload query',
  '/function mypack:load',
  '/function #minecraft:load',
  '/function #mypack:on_start',
  // gamemode, gamerule, give
  '/gamemode survival @s',
  '/gamemode creative',
  '/gamerule doDaylightCycle false',
  '/gamerule randomTickSpeed 0',
  '/gamerule keepInventory',
  '/gamerule doMobSpawning false',
  '/give @s minecraft:bow{Enchantments:[{id:"minecraft:power",lvl:2}]} 1',
  '/give @s minecraft:written_book{title:"Notes",author:"MCU",pages:[\'{"text":"hello"}\']}',
  '/give @s minecraft:player_head{SkullOwner:"Steve"}',
  '/give @s minecraft:diamond_pickaxe{Unbreakable:1b,CanDestroy:["minecraft:obsidian"]} 1',
  '/give @s minecraft:stone{CanPlaceOn:["#minecraft:logs"]} 16',
  '/give @s minecraft:potion{Potion:"minecraft:strong_healing"} 2',
  '/give @s minecraft:tipped_arrow{Potion:"minecraft:long_slowness"} 8',
  '/give @s minecraft:leather_chestplate{display:{color:16711680,Name:\'{"text":"Red"}\',Lore:[\'"worn"\']}}',
  // help, kill, list, locate, locatebiome, loot
  '/help',
  '/help give',
  '/kill @e[type=minecraft:item]',
  '/kill @e[type=!minecraft:player,distance=..20]',
  '/kill @s',
  '/kill',
  '/list',
  '/list uuids',
  '/locate village',
  '/locate stronghold',
  '/locate bastion_remnant',
  '/locatebiome minecraft:plains',
  '/locatebiome minecraft:warped_forest',
  '/loot give @s loot minecraft:chests/simple_dungeon',
  '/loot give @s loot mypack:rewards/tier1',
  '/loot spawn ~ ~1 ~ kill @e[type=minecraft:cow,limit=1]',
  '/loot insert ~ ~-1 ~ loot minecraft:chests/village/village_weaponsmith',
  '/loot replace entity @s hotbar.0 loot mypack:kit',
  '/loot replace block ~ ~-1 ~ container.0 2 loot minecraft:chests/end_city_treasure',
  '/loot give @s mine ~ ~-1 ~ minecraft:diamond_pickaxe',
  '/loot give @s fish minecraft:gameplay/fishing ~ ~ ~ mainhand',
  // me, msg, tell, w, tellraw, teammsg, tm, say, title
  '/me waves',
  '/msg @p good luck',
  '/tell @p hello',
  '/w @p whisper',
  '/say the task begins',
  '/tellraw @a {"text":"Go!","color":"green","bold":true}',
  '/tellraw @a ["",{"selector":"@s"},{"text":" has ","color":"gray"},{"score":{"name":"@s","objective":"kills"}}]',
  '/tellraw @s {"nbt":"Tmp","storage":"mypack:","interpret":false}',
  '/teammsg hold the line',
  '/tm regroup',
  '/title @s title {"text":"Start"}',
  '/title @s subtitle "collect wood"',
  '/title @s actionbar {"text":"Hurry","color":"red"}',
  '/title @s times 10 70 20',
  '/title @s clear',
  '/title @s reset',
  // particle, playsound, stopsound
  '/particle minecraft:flame ~ ~1 ~ 0.2 0.2 0.2 0.01 20',
  '/particle minecraft:dust 1 0 0 1 ~ ~1 ~ 0.5 0.5 0.5 0 10',
  '/particle minecraft:block minecraft:stone ~ ~ ~ 0 0 0 1 5 force @a',
  '/particle minecraft:item minecraft:diamond ~ ~1 ~ 0 0 0 0.1 5',
  '/particle minecraft:happy_villager ~ ~2 ~',
  '/playsound minecraft:entity.player.levelup master @s',
  '/playsound minecraft:block.note_block.pling record @a ~ ~ ~ 1 2 0',
  '/playsound mypack:custom.jingle ambient @s',
  '/stopsound @s',
  '/stopsound @s master minecraft:music.game',
  '/stopsound @a * minecraft:ambient.cave',
  // publish, recipe, reload, save, seed, setidletimeout, stop
  '/publish',
  '/publish 25565',
  '/recipe give @s minecraft:crafting_table',
  '/recipe give @s *',
  '/recipe take @s mypack:special',
  '/reload',
  '/save-all',
  '/save-all flush',
  '/save-off',
  '/save-on',
  '/seed',
  '/setidletimeout 10',
  '/stop',
  // replaceitem (1.16 syntax; air clears a slot)
  '/replaceitem entity @s armor.head minecraft:iron_helmet',
  '/replaceitem entity @s weapon.offhand minecraft:shield',
  '/replaceitem entity @s hotbar.8 minecraft:bread 5',
  '/replaceitem entity @s inventory.26 minecraft:torch 64',
  '/replaceitem entity @s weapon.mainhand air',
  '/replaceitem entity @s armor.feet minecraft:air',
  '/replaceitem entity @e[type=minecraft:zombie,limit=1] weapon.mainhand minecraft:golden_sword',
  '/replaceitem entity @e[type=minecraft:horse,limit=1] horse.saddle minecraft:saddle',
  '/replaceitem entity @s enderchest.0 minecraft:diamond 3',
  '/replaceitem block ~ ~-1 ~ container.0 minecraft:diamond 3',
  // schedule, scoreboard (objectives, players, criteria, operations)
  '/schedule function mypack:tick 1t',
  '/schedule function mypack:tick 20 replace',
  '/schedule function #mypack:later 2s append',
  '/schedule function mypack:day 1d',
  '/schedule clear mypack:tick',
  '/scoreboard objectives add kills minecraft.killed:minecraft.zombie',
  '/scoreboard objectives add wool minecraft.picked_up:minecraft.white_wool "Wool"',
  '/scoreboard objectives add mined minecraft.mined:minecraft.stone',
  '/scoreboard objectives add jumps minecraft.custom:minecraft.jump',
  '/scoreboard objectives add deaths deathCount',
  '/scoreboard objectives add health health {"text":"HP","color":"red"}',
  '/scoreboard objectives add team_kills teamkill.red',
  '/scoreboard objectives add mypack.timer dummy',
  '/scoreboard objectives add trig trigger',
  '/scoreboard objectives modify kills displayname {"text":"Kills"}',
  '/scoreboard objectives modify health rendertype hearts',
  '/scoreboard objectives setdisplay sidebar kills',
  '/scoreboard objectives setdisplay sidebar.team.red kills',
  '/scoreboard objectives setdisplay belowName health',
  '/scoreboard objectives remove kills',
  '/scoreboard objectives list',
  '/scoreboard players set @s kills 0',
  '/scoreboard players set #global mypack.timer 600',
  '/scoreboard players add @s kills 1',
  '/scoreboard players remove @a kills 2',
  '/scoreboard players reset @s',
  '/scoreboard players reset * kills',
  '/scoreboard players get @s kills',
  '/scoreboard players list @s',
  '/scoreboard players enable @s trig',
  '/scoreboard players operation @s kills += @s deaths',
  '/scoreboard players operation #max mypack.timer > @a kills',
  '/scoreboard players operation @s kills >< #tmp kills',
  '/scoreboard players operation @s kills %= #ten mypack.timer',
  // setblock, setworldspawn, spawnpoint, spectate, spreadplayers, summon
  '/setblock ~ ~ ~ minecraft:water[level=0]',
  '/setblock ~2 ~ ~ minecraft:chest[facing=west]{Items:[{Slot:0b,id:"minecraft:diamond",Count:3b}]}',
  '/setblock ~2 ~ ~ minecraft:oak_sign[rotation=4]{Text1:\'{"text":"Start"}\'} replace',
  '/setblock ~2 ~ ~ minecraft:spawner{SpawnData:{id:"minecraft:zombie"},Delay:20s} keep',
  '/setblock ~2 ~ ~ minecraft:air destroy',
  '/setworldspawn',
  '/setworldspawn ~ ~ ~',
  '/spawnpoint @s ~ ~ ~',
  '/spawnpoint',
  '/spectate @e[type=minecraft:bat,limit=1] @s',
  '/spectate',
  '/spreadplayers ~ ~ 5 10 false @a',
  '/spreadplayers 0 0 10 50 under 80 true @e[type=minecraft:cow]',
  '/summon minecraft:villager ~2 ~ ~-2 {VillagerData:{profession:"minecraft:armorer",level:2,type:"minecraft:plains"}}',
  '/summon minecraft:zombie ~3 ~ ~ {ArmorItems:[{},{},{},{id:"minecraft:leather_helmet",Count:1b}],HandItems:[{id:"minecraft:iron_sword",Count:1b},{}]}',
  '/summon minecraft:armor_stand ~ ~ ~2 {Invisible:1b,Marker:1b,Tags:["anchor"]}',
  '/summon minecraft:item ~ ~1 ~ {Item:{id:"minecraft:apple",Count:3b},PickupDelay:10s}',
  '/summon minecraft:lightning_bolt ~5 ~ ~5',
  '/summon minecraft:sheep',
  // tag, team, teleport / tp, time, trigger, weather, worldborder
  '/tag @s add started',
  '/tag @e[tag=started] remove started',
  '/tag @s list',
  '/team add red',
  '/team add blue {"text":"Blue team","color":"blue"}',
  '/team join red @s',
  '/team leave @s',
  '/team modify red color red',
  '/team modify red friendlyFire false',
  '/team modify red nametagVisibility hideForOtherTeams',
  '/team modify red collisionRule never',
  '/team modify red prefix {"text":"[R] "}',
  '/team empty red',
  '/team remove blue',
  '/team list red',
  '/teleport @s ~ ~5 ~',
  '/teleport @s 100 64 -20 90 0',
  '/teleport @s ~ ~ ~ facing ~5 ~ ~',
  '/teleport @s ~ ~ ~ facing entity @e[type=minecraft:cow,limit=1] eyes',
  '/teleport @e[type=minecraft:pig] @s',
  '/teleport ~1 ~ ~',
  '/tp @s ^ ^ ^3',
  '/tp @p 0 80 0',
  '/time set day',
  '/time set noon',
  '/time set midnight',
  '/time set 13000',
  '/time set 1d',
  '/time add 100t',
  '/time query daytime',
  '/time query gametime',
  '/trigger trig',
  '/trigger trig set 5',
  '/trigger trig add 1',
  '/weather clear',
  '/weather rain 6000',
  '/weather thunder',
  '/worldborder set 100',
  '/worldborder set 200 30',
  '/worldborder center ~ ~',
  '/worldborder add 10 5',
  '/worldborder damage amount 0.5',
  '/worldborder damage buffer 2',
  '/worldborder warning distance 5',
  '/worldborder warning time 10',
  '/worldborder get',
  // selectors and coordinates in every form
  '/tp @e[type=minecraft:cow,distance=..5,limit=2,sort=random] ~ ~ ~',
  '/kill @e[type=minecraft:item,x=0,y=0,z=0,dx=10,dy=5,dz=10]',
  '/effect give @a[level=5..10,gamemode=!creative] minecraft:glowing 10',
  '/effect give @e[name="Boss",team=red] minecraft:weakness 10',
  '/effect give @e[team=!,tag=!ignored] minecraft:slowness 5',
  '/give @a[advancements={minecraft:story/mine_stone=true}] minecraft:torch 4',
  '/give @a[scores={kills=3..5,deaths=..0}] minecraft:emerald',
  '/give @r minecraft:apple',
  '/give Steve minecraft:apple',
  '/give 0-0-0-0-1 minecraft:apple',
  '/setblock 10 64 -10 minecraft:stone',
  '/setblock ~0.5 ~ ~-1 minecraft:stone',
  '/summon minecraft:cow ^ ^ ^3',
  '/summon minecraft:cow 10.5 64 -3.25',
];

/** Every item, block, summonable entity, effect, enchantment and vanilla tag in a command. */
export function registryCommands(reg: Registry): string[] {
  const out: string[] = [];
  const every = <T>(list: T[], step: number) => list.filter((_, i) => i % step === 0);
  for (const id of reg.names('item')) if (id !== 'air') out.push(`/give @s minecraft:${id} 2`);
  for (const id of every(reg.names('item'), 7)) if (id !== 'air') out.push(`/clear @s ${id} 1`);
  for (const id of reg.names('block')) out.push(`/setblock ~1 ~ ~1 minecraft:${id}`);
  for (const id of every(reg.names('block'), 9)) out.push(`/execute if block ~ ~-1 ~ ${id} run say found`);
  for (const id of reg.names('entity')) {
    if (id === 'player' || id === 'fishing_bobber') continue;
    out.push(`/summon minecraft:${id} ~2 ~ ~2`);
    out.push(`/kill @e[type=minecraft:${id},distance=..8]`);
  }
  for (const id of reg.names('effect')) out.push(`/effect give @s minecraft:${id} 30 1 true`);
  for (const id of reg.names('enchantment')) out.push(`/enchant @s minecraft:${id} 1`);
  for (const id of every(reg.names('biome'), 3)) out.push(`/locatebiome minecraft:${id}`);
  for (const id of every(reg.names('particle'), 4)) {
    if (['dust', 'block', 'falling_dust', 'item'].includes(id)) continue;
    out.push(`/particle minecraft:${id} ~ ~1 ~ 0.1 0.1 0.1 0 4`);
  }
  const tags = reg.vanillaTags;
  for (const t of tags?.get('block') ?? []) out.push(`/execute if block ~ ~-1 ~ #minecraft:${t} run say tagged`);
  for (const t of tags?.get('item') ?? []) out.push(`/clear @s #minecraft:${t} 0`);
  for (const t of tags?.get('entity_type') ?? []) out.push(`/kill @e[type=#minecraft:${t}]`);
  return out;
}

/** An objective name a data pack would give a statistic: its id cut to vanilla's 16 characters. */
const objectiveFor = (prefix: string, id: string) => `${prefix}${id}`.slice(0, 16);

/**
 * Commands in the style of data packs, at and under 1.16.5's runtime limits:
 * the per-statistic objectives packs declare for every block, item and mob
 * (names cut to exactly 16 characters), the score and storage plumbing
 * around them, and areas, names, chunks and positions at the largest size
 * vanilla still accepts. None may gain a runtime-limit error.
 */
export function dataPackCommands(reg: Registry): string[] {
  const out: string[] = [];
  for (const id of reg.names('block')) out.push(`/scoreboard objectives add ${objectiveFor('mined.', id)} minecraft.mined:minecraft.${id}`);
  for (const id of reg.names('item')) {
    if (id === 'air') continue;
    out.push(`/scoreboard objectives add ${objectiveFor('used.', id)} minecraft.used:minecraft.${id}`);
  }
  const every = <T>(list: T[], step: number) => list.filter((_, i) => i % step === 0);
  for (const id of every(reg.names('item'), 3)) {
    if (id === 'air') continue;
    out.push(`/scoreboard objectives add ${objectiveFor('craft.', id)} minecraft.crafted:minecraft.${id} "Crafted ${id}"`);
  }
  for (const id of reg.names('entity')) {
    if (id === 'player' || id === 'fishing_bobber') continue;
    out.push(`/scoreboard objectives add ${objectiveFor('kill.', id)} minecraft.killed:minecraft.${id}`);
    out.push(`/execute as @a[scores={${objectiveFor('kill.', id)}=1..}] run scoreboard players reset @s ${objectiveFor('kill.', id)}`);
  }
  // Areas up to vanilla's 32,768 blocks: cubes of every edge up to 32, and flat and long boxes of exactly the limit.
  for (let n = 1; n <= 32; n++) {
    out.push(`/fill ~ ~ ~ ~${n - 1} ~${n - 1} ~${n - 1} minecraft:air`);
    out.push(`/fill 0 10 0 ${n - 1} ${10 + n - 1} ${n - 1} minecraft:stone replace minecraft:air`);
    out.push(`/clone 0 10 0 ${n - 1} ${10 + n - 1} ${n - 1} 100 10 0 masked`);
    out.push(`/execute if blocks 0 10 0 ${n - 1} ${10 + n - 1} ${n - 1} 0 50 0 all run say same`);
  }
  out.push('/fill -64 10 -64 63 11 63 minecraft:grass_block', '/fill 0 0 0 255 0 127 minecraft:bedrock', '/fill ~-64 ~ ~-64 ~63 ~1 ~63 minecraft:air');
  out.push('/clone 0 0 0 31 31 31 32 0 0', '/clone 0 0 0 31 31 31 0 32 0 replace force', '/clone ~ ~ ~ ~31 ~31 ~31 ~32 ~ ~ filtered minecraft:stone');
  // Names at their limits: objectives and teams of 16 characters, score holders of 40.
  for (let n = 1; n <= 16; n++) {
    const name = 'abcdefghijklmnop'.slice(0, n);
    out.push(`/scoreboard objectives add ${name} dummy`, `/team add ${name}`, `/team add ${name} "Team ${n}"`);
  }
  out.push(`/scoreboard players set ${'h'.repeat(40)} abcdefghijklmnop 1`, `/scoreboard players add #${'t'.repeat(39)} timer 20`);
  // Chunks and positions at the edge: 256 force-loaded chunks, the build limit, the world's edge, the smallest border.
  out.push('/forceload add 0 0 255 255', '/forceload add -128 -128 127 127', '/forceload remove 0 0 255 255');
  out.push('/setblock 0 255 0 minecraft:glass', '/setblock 0 0 0 minecraft:bedrock', '/setblock 29999999 64 -30000000 minecraft:stone');
  out.push('/fill 29999990 250 29999990 29999999 255 29999999 minecraft:glass', '/worldborder set 1', '/worldborder set 1 10', '/worldborder set 59999968');
  return out;
}
