/**
 * The scene a task's `custom_init_commands` build, read from the parsed
 * commands without running Minecraft: the agent's inventory, blocks placed
 * around it, summoned entities, time, weather and effects. Every fact keeps
 * the position of the command (in the parsed list) that caused it.
 */
import type { CheckedCommand } from '../lint/commandCheck';
import type { ArgValue, Coordinate, NbtValue, ParsedArg, ParsedCommand, SelectorArgument } from '../../model/commands/commandTypes';
import { Registry, stripNamespace } from '../../vanilla/registry';
import { Inventory, Stack } from './inventory';
import { ABSOLUTE_FRAME, box, Place, UNKNOWN_FRAME, Vec, volume } from './place';
import { executeSteps } from '../../model/commands/executeSteps';
import { NAMED_TIMES } from '../../vanilla/namedTimes';
import { addExperience, Experience } from './agentExperience';
import type { ResetPlan } from '../../model/minestudio/resetSteps';
import { applyKeySteps, KeyStepSource } from './keyScene';
import { isAirBlock } from '../../vanilla/airBlocks';

export type FillMode = 'replace' | 'keep' | 'destroy' | 'hollow' | 'outline';

export interface PlacedBlocks {
  id: string;
  cmd: number;
  mode: FillMode;
  /** For `replace <filter>`: only blocks of this id are replaced. */
  filter?: string;
  place: Place;
  count: number;
  /** The block's NBT as written (a command block's Command and auto). */
  nbt?: Record<string, NbtValue>;
  /** The block states written in `[…]`, when any (a lever's face). */
  properties?: Record<string, string>;
}

export interface SummonedEntity {
  id: string;
  cmd: number;
  place: Place;
  nbt?: Record<string, NbtValue>;
  /** Command that killed it again (/kill), if any. */
  killedBy?: number;
}

export interface SceneFact<T> {
  value: T;
  cmd: number;
}

export interface Scene {
  inventory: Inventory;
  /** Items lying on the ground (summoned item entities, spilled /give overflow). */
  ground: Stack[];
  /** Items inside placed containers (chest NBT, /replaceitem block). */
  containers: Stack[];
  blocks: PlacedBlocks[];
  entities: SummonedEntity[];
  agent: { pos: Vec; frame: number };
  /** Ticks of the last /time set (undefined value after /time add: unknown). */
  time?: SceneFact<number | undefined>;
  weather?: SceneFact<string>;
  effects: Map<string, number>;
  gamemode?: SceneFact<string>;
  /** Where each teleport of the agent to relative coordinates put its feet (frame coordinates). */
  teleports: { cmd: number; pos: Vec; frame: number }[];
  /** Every change of a world setting, in command order (the facts above keep only the last). */
  settings: SceneSetting[];
  /** Every /effect give or clear, in command order, with whom it targets (the damage checks need amplifiers and durations). */
  effectCommands: EffectCommand[];
  /** Teleports of the agent to an absolute height (`/tp @s ~ -70 ~`), in command order. */
  absoluteHeights: { cmd: number; y: number }[];
  /** The agent's experience after `/xp` / `/experience` (a new player has level 0, no points); cmd of the last change. */
  experience: Experience;
  /**
   * Facts from MineStudio's own keys (summon_mobs, init_inventory, start_time …)
   * carry a `cmd` outside the command list, in MineStudio's order: negative
   * before the commands, `commands.length` and up after them (keyScene.ts). This
   * names the key entry behind each such number, so a finding points at it.
   */
  keySources: Map<number, KeyStepSource>;
}

/** An /effect line: `give` (with its amplifier and seconds as written) or `clear` (of one effect, or all when id is undefined). */
export interface EffectCommand {
  cmd: number;
  action: 'give' | 'clear';
  id?: string;
  amplifier?: number;
  seconds?: number;
  /** Does it reach the agent? */
  agent: boolean;
  /** Entity types an @e selector names with type= (undefined: any type; empty for player selectors). */
  types?: string[];
  /** The selector has options besides type= (tag, name, limit, distance …): it may pick only some of those entities. */
  filtered?: boolean;
}

/** A world setting an init command sets: `/time set`, `/weather`, `/difficulty`, `/gamemode`, with its value as written. */
export interface SceneSetting {
  key: 'time set' | 'weather' | 'difficulty' | 'gamemode';
  value: string;
  cmd: number;
}

interface ExecContext {
  /** Does `@s` mean the agent? */
  asAgent: boolean;
  /** Execution position in frame coordinates; undefined when not known. */
  pos: Vec | undefined;
  /** `execute in` another dimension: absolute coordinates are not the overworld's. */
  elsewhere?: boolean;
}

export function buildScene(commands: CheckedCommand[], reg: Registry, plan?: ResetPlan): Scene {
  const scene: Scene = {
    inventory: new Inventory((id) => reg.items.get(id)?.stackSize ?? 64),
    ground: [],
    containers: [],
    blocks: [],
    entities: [],
    agent: { pos: [0, 0, 0], frame: 0 },
    effects: new Map(),
    teleports: [],
    settings: [],
    effectCommands: [],
    absoluteHeights: [],
    experience: { levels: 0, points: 0 },
    keySources: new Map(),
  };
  // MineStudio's reset runs the key steps around the init commands (model/minestudio/resetSteps.ts).
  if (plan) applyKeySteps(scene, plan, 'before', commands.length, reg);
  commands.forEach(({ parsed }, cmd) => {
    try {
      apply(scene, parsed, cmd, { asAgent: true, pos: [...scene.agent.pos] as Vec }, reg);
    } catch {
      // A command the model does not understand changes nothing we know of.
    }
  });
  if (plan) applyKeySteps(scene, plan, 'after', commands.length, reg);
  for (const s of scene.inventory.spilled) scene.ground.push(s);
  return scene;
}

const arg = (p: ParsedCommand, name: string): ParsedArg | undefined => p.args.find((a) => a.kind === 'argument' && a.name === name);
const literal = (p: ParsedCommand, name: string) => p.args.some((a) => a.kind === 'literal' && a.text === name);
function val<K extends ArgValue['type']>(a: ParsedArg | undefined, type: K): Extract<ArgValue, { type: K }> | undefined {
  return a?.value?.type === type ? (a.value as Extract<ArgValue, { type: K }>) : undefined;
}

/** The entity type a `type=` option names, as the selector reader read it (a #tag never equals an id). */
function typeId(a: SelectorArgument): string | undefined {
  return a.parsed?.kind === 'id' && !a.parsed.tag ? a.parsed.id : undefined;
}

/** Does a selector pick the agent (single-player: @s when run as the agent, @p, @a, @r, @e[type=player])? */
export function targetsAgent(sel: ArgValue | undefined, ctx: ExecContext): boolean {
  if (!sel || sel.type !== 'selector') return false;
  if (sel.variable === 's') return ctx.asAgent;
  if (sel.variable === 'p' || sel.variable === 'a' || sel.variable === 'r') return true;
  if (sel.variable === 'e') return sel.arguments.some((a) => a.key === 'type' && !a.negated && typeId(a) === 'player');
  return false;
}

/**
 * Does a selector certainly pick the agent, for commands that hurt it? As
 * targetsAgent, and also an @e that does not rule players out: bare @e, or
 * only type=!<not player> (vanilla's @e includes players). Other @e options
 * (tag, name, distance, limit …) may or may not pick the agent: not claimed.
 */
export function selectsAgent(sel: ArgValue | undefined, ctx: { asAgent: boolean; pos: Vec | undefined }): boolean {
  if (targetsAgent(sel, ctx)) return true;
  if (!sel || sel.type !== 'selector' || sel.variable !== 'e') return false;
  return sel.arguments.every((a) => a.key === 'type' && a.negated && typeId(a) !== undefined && typeId(a) !== 'player');
}

function apply(scene: Scene, p: ParsedCommand, cmd: number, ctx: ExecContext, reg: Registry): void {
  switch (p.name) {
    case 'execute':
      if (p.run) apply(scene, p.run, cmd, executeContext(p.executeModifiers ?? [], ctx, scene), reg);
      return;
    case 'give': {
      const item = val(arg(p, 'item'), 'item');
      if (!item || item.tag || !targetsAgent(arg(p, 'targets')?.value, ctx)) return;
      const count = val(arg(p, 'count'), 'number')?.value ?? 1;
      scene.inventory.give(stripNamespace(item.id), count, nbtKey(item.nbt), cmd);
      return;
    }
    case 'replaceitem': {
      const item = val(arg(p, 'item'), 'item');
      const slot = val(arg(p, 'slot'), 'slot');
      if (!item || !slot || item.tag) return;
      const count = val(arg(p, 'count'), 'number')?.value ?? 1;
      const id = stripNamespace(item.id);
      if (literal(p, 'block')) scene.containers.push({ id, count, nbt: nbtKey(item.nbt), cmd });
      else if (targetsAgent(arg(p, 'targets')?.value, ctx)) scene.inventory.replace(slot.slot, id, count, nbtKey(item.nbt), cmd);
      return;
    }
    case 'clear': {
      if (p.args.length > 1 && !targetsAgent(arg(p, 'targets')?.value, ctx)) return;
      const item = val(arg(p, 'item'), 'item');
      const max = val(arg(p, 'maxCount'), 'number')?.value;
      const members = item?.tag ? new Set(reg.itemTags.get(stripNamespace(item.id)) ?? []) : undefined;
      const matches = (id: string) => !item || (members ? members.has(id) : id === stripNamespace(item.id));
      scene.inventory.clear(matches, max);
      return;
    }
    case 'setblock':
    case 'fill':
      placeBlocks(scene, p, cmd, ctx);
      return;
    case 'summon': {
      const ent = val(arg(p, 'entity'), 'entity');
      if (!ent) return;
      const coords = val(arg(p, 'pos'), 'coords');
      const place = resolve(coords?.coords, coords?.coords, ctx, scene);
      if (!place) return;
      const nbt = val(arg(p, 'nbt'), 'nbt')?.value;
      const compound = nbt && typeof nbt === 'object' && !Array.isArray(nbt) ? nbt : undefined;
      const id = stripNamespace(ent.id);
      scene.entities.push({ id, cmd, place, nbt: compound });
      if (id === 'item' && compound) {
        const stack = nbtStack(compound.Item, cmd);
        if (stack) scene.ground.push(stack);
      }
      return;
    }
    case 'kill': {
      const sel = val(arg(p, 'targets'), 'selector');
      if (!sel || sel.variable !== 'e') return;
      const types = sel.arguments.filter((a) => a.key === 'type');
      for (const e of scene.entities) {
        if (e.killedBy !== undefined) continue;
        const hit = types.every((t) => (typeId(t) === e.id) !== t.negated);
        if (hit) e.killedBy = cmd;
      }
      return;
    }
    case 'teleport': {
      const loc = val(arg(p, 'location'), 'coords');
      const targets = arg(p, 'targets');
      if (targets && !targetsAgent(targets.value, ctx)) return;
      if (!loc) {
        if (arg(p, 'destination') || targets) newFrame(scene);
        return;
      }
      const c = loc.coords;
      if (c.length === 3 && c[1].kind === 'absolute') scene.absoluteHeights.push({ cmd, y: c[1].value });
      if (ctx.pos && c.length === 3 && c.every((x) => x.kind === 'relative')) {
        scene.agent.pos = [ctx.pos[0] + c[0].value, ctx.pos[1] + c[1].value, ctx.pos[2] + c[2].value];
        scene.teleports.push({ cmd, pos: [...scene.agent.pos] as Vec, frame: scene.agent.frame });
      } else newFrame(scene);
      return;
    }
    case 'spreadplayers': {
      // The agent lands somewhere unknown: what was placed around it before is no longer known to be near.
      if (targetsAgent(arg(p, 'targets')?.value, ctx)) newFrame(scene);
      return;
    }
    case 'time': {
      if (literal(p, 'query')) return;
      const lit = p.args.find((a) => a.kind === 'literal' && NAMED_TIMES[a.text] !== undefined);
      const ticks = lit ? NAMED_TIMES[lit.text] : val(arg(p, 'time'), 'time')?.ticks;
      if (literal(p, 'set')) {
        scene.time = { value: ticks, cmd };
        // args: time, set, the value (a name or a number of ticks)
        if (p.args[2]) scene.settings.push({ key: 'time set', value: p.args[2].text.toLowerCase(), cmd });
      } else if (literal(p, 'add')) scene.time = { value: scene.time?.value !== undefined && ticks !== undefined ? scene.time.value + ticks : undefined, cmd };
      return;
    }
    case 'weather': {
      const kind = p.args.find((a) => a.kind === 'literal' && ['clear', 'rain', 'thunder'].includes(a.text));
      if (kind) {
        scene.weather = { value: kind.text, cmd };
        scene.settings.push({ key: 'weather', value: kind.text, cmd });
      }
      return;
    }
    case 'effect': {
      const eff = val(arg(p, 'effect'), 'id');
      const sel = val(arg(p, 'targets'), 'selector');
      const agent = selectsAgent(arg(p, 'targets')?.value, ctx);
      // @e names its types with type= (none: any type); the other selectors pick players only.
      const typed = sel?.variable === 'e' ? sel.arguments.filter((a) => a.key === 'type' && !a.negated).map((a) => typeId(a) ?? '') : [];
      const types = sel?.variable === 'e' && !typed.length ? undefined : typed;
      const filtered = !!sel?.arguments.some((a) => a.key !== 'type');
      const amplifier = val(arg(p, 'amplifier'), 'number')?.value;
      const seconds = val(arg(p, 'seconds'), 'number')?.value;
      scene.effectCommands.push({
        cmd, action: literal(p, 'give') ? 'give' : 'clear', agent, ...(types ? { types } : {}), ...(filtered ? { filtered } : {}),
        ...(eff ? { id: stripNamespace(eff.id) } : {}),
        ...(amplifier !== undefined ? { amplifier } : {}),
        ...(seconds !== undefined ? { seconds } : {}),
      });
      if (!agent) return;
      if (literal(p, 'give') && eff) scene.effects.set(stripNamespace(eff.id), cmd);
      else if (literal(p, 'clear')) {
        if (eff) scene.effects.delete(stripNamespace(eff.id));
        else scene.effects.clear();
      }
      return;
    }
    case 'gamemode': {
      const mode = p.args.find((a) => a.kind === 'literal' && a.text !== 'gamemode');
      if (mode) {
        scene.gamemode = { value: mode.text, cmd };
        scene.settings.push({ key: 'gamemode', value: mode.text, cmd });
      }
      return;
    }
    case 'experience': {
      // 1.16.5 form only: `xp add|set <targets> <amount> [levels|points]`. The 1.12 `/xp 30L @s` fails (command checker) and adds nothing.
      const add = literal(p, 'add');
      if (!add && !literal(p, 'set')) return;
      if (!targetsAgent(arg(p, 'targets')?.value, ctx)) return;
      const amount = val(arg(p, 'amount'), 'number')?.value;
      if (amount === undefined) return;
      scene.experience = addExperience(scene.experience, add ? 'add' : 'set', amount, literal(p, 'levels') ? 'levels' : 'points', cmd);
      return;
    }
    case 'difficulty': {
      const level = p.args.find((a) => a.kind === 'literal' && a.text !== 'difficulty');
      if (level) scene.settings.push({ key: 'difficulty', value: level.text, cmd });
      return;
    }
  }
}

function newFrame(scene: Scene): void {
  scene.agent = { pos: [0, 0, 0], frame: scene.agent.frame + 1 };
}

/** Follows `execute` subcommands (the same grouping the embedded server runs): as/at/positioned change who @s is and where ~ is. */
function executeContext(mods: ParsedArg[], ctx: ExecContext, scene: Scene): ExecContext {
  const out: ExecContext = { asAgent: ctx.asAgent, pos: ctx.pos ? ([...ctx.pos] as Vec) : undefined, elsewhere: ctx.elsewhere };
  for (const { head, nodes } of executeSteps(mods)) {
    const targets = nodes.find((n) => n.kind === 'argument' && n.name === 'targets')?.value;
    const coords = nodes.find((n) => n.value?.type === 'coords')?.value;
    const asForm = nodes[1]?.kind === 'literal' && nodes[1].name === 'as';
    if (head === 'in') {
      // Another dimension (`in minecraft:overworld` is where the task already is).
      const dim = nodes.find((n) => n.kind === 'argument')?.text.replace(/^minecraft:/, '');
      if (dim !== 'overworld') {
        out.pos = undefined;
        out.elsewhere = true;
      }
    }
    else if (head === 'as') out.asAgent = targetsAgent(targets, out);
    else if (head === 'at' || (head === 'positioned' && asForm)) {
      out.pos = targetsAgent(targets, out) ? ([...scene.agent.pos] as Vec) : undefined;
    } else if (head === 'positioned' && coords?.type === 'coords') {
      const c = coords.coords;
      out.pos = out.pos && c.every((x) => x.kind === 'relative') ? [out.pos[0] + c[0].value, out.pos[1] + c[1].value, out.pos[2] + c[2].value] : undefined;
    }
  }
  return out;
}

/** A box from two coordinate triples (or one point); undefined when the coordinates are missing. */
function resolve(a: Coordinate[] | undefined, b: Coordinate[] | undefined, ctx: ExecContext, scene: Scene): Place | undefined {
  const origin: Vec = ctx.pos ? ([...ctx.pos] as Vec) : [0, 0, 0];
  // Omitted summon position: the execution position.
  const at = (c: Coordinate[] | undefined): Coordinate[] => (c && c.length === 3 ? c : [0, 0, 0].map((v) => ({ kind: 'relative' as const, value: v })));
  const pa = at(a);
  const pb = at(b);
  const all = [...pa, ...pb];
  const frame = ctx.pos ? scene.agent.frame : UNKNOWN_FRAME;
  if (all.every((c) => c.kind === 'absolute') && !ctx.elsewhere) return box(ABSOLUTE_FRAME, 'world', origin, vec(pa), vec(pb));
  if (all.some((c) => c.kind === 'absolute')) return box(UNKNOWN_FRAME, 'world', origin, vec(pa), vec(pb));
  if (all.every((c) => c.kind === 'local')) return box(frame, 'local', origin, vec(pa), vec(pb));
  if (all.some((c) => c.kind === 'local')) return box(UNKNOWN_FRAME, 'world', origin, vec(pa), vec(pb));
  const add = (c: Coordinate[]): Vec => [origin[0] + c[0].value, origin[1] + c[1].value, origin[2] + c[2].value];
  return box(frame, 'world', origin, add(pa), add(pb));
}

const vec = (c: Coordinate[]): Vec => [c[0].value, c[1].value, c[2].value];

function placeBlocks(scene: Scene, p: ParsedCommand, cmd: number, ctx: ExecContext): void {
  const block = val(arg(p, 'block'), 'block');
  if (!block || block.tag) return;
  const from = val(arg(p, p.name === 'fill' ? 'from' : 'pos'), 'coords');
  const to = p.name === 'fill' ? val(arg(p, 'to'), 'coords') : from;
  if (!from || !to) return;
  const place = resolve(from.coords, to.coords, ctx, scene);
  if (!place) return;
  const modes: FillMode[] = ['keep', 'destroy', 'hollow', 'outline', 'replace'];
  const mode = modes.find((m) => literal(p, m)) ?? 'replace';
  const filter = val(arg(p, 'filter'), 'block');
  const full = volume(place);
  const inner = Math.max(0, place.max[0] - place.min[0] - 1) * Math.max(0, place.max[1] - place.min[1] - 1) * Math.max(0, place.max[2] - place.min[2] - 1);
  const count = mode === 'hollow' || mode === 'outline' ? full - inner : full;
  const id = stripNamespace(block.id);
  scene.blocks.push({ id, cmd, mode, filter: filter && !filter.tag ? stripNamespace(filter.id) : undefined, place, count, ...(block.nbt ? { nbt: block.nbt } : {}), ...(Object.keys(block.properties).length ? { properties: block.properties } : {}) });
  const items = block.nbt?.Items;
  if (Array.isArray(items)) {
    for (const it of items) {
      const s = nbtStack(it, cmd);
      if (s) scene.containers.push(s);
    }
  }
}

/** An item stack written as NBT ({id:"minecraft:x",Count:3b}). */
function nbtStack(v: NbtValue | undefined, cmd: number): Stack | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v) || typeof v.id !== 'string') return undefined;
  const count = typeof v.Count === 'number' ? v.Count : 1;
  return { id: stripNamespace(v.id), count, cmd };
}

function nbtKey(nbt: Record<string, NbtValue> | undefined): string | undefined {
  return nbt && Object.keys(nbt).length ? JSON.stringify(nbt) : undefined;
}

/** Views derived from a scene, once per scene: scenes are shared across versions and read only. */
const placedByScene = new WeakMap<Scene, Map<string, PlacedBlocks[]>>();
const livingByScene = new WeakMap<Scene, SummonedEntity[]>();

/** Blocks actually placed, by id, with the commands that placed them (air and cave_air left out). Shared: read only. */
export function placedBlockIds(scene: Scene): Map<string, PlacedBlocks[]> {
  let out = placedByScene.get(scene);
  if (out) return out;
  out = new Map<string, PlacedBlocks[]>();
  for (const b of scene.blocks) {
    if (isAirBlock(b.id)) continue;
    // Push onto the list in place: copying it on every block made 40,000 /setblocks quadratic.
    const list = out.get(b.id);
    if (list) list.push(b);
    else out.set(b.id, [b]);
  }
  placedByScene.set(scene, out);
  return out;
}

/** Entities still alive after the init commands. Shared: read only. */
export function livingEntities(scene: Scene): SummonedEntity[] {
  let out = livingByScene.get(scene);
  if (!out) livingByScene.set(scene, (out = scene.entities.filter((e) => e.killedBy === undefined)));
  return out;
}

/** Does something in the agent's inventory carry Silk Touch (mined blocks then drop themselves)? */
export function holdsSilkTouch(scene: Scene): boolean {
  return scene.inventory.stacks().some((s) => (s.nbt ?? '').includes('silk_touch'));
}

/** Is it night (or unknown-but-set) at the start? Minecraft's night runs from about 13000 to 23000 ticks. */
export function isNight(scene: Scene): boolean {
  const t = scene.time?.value;
  if (t === undefined) return false;
  const d = ((t % 24000) + 24000) % 24000;
  return d >= 13000 && d <= 23000;
}
