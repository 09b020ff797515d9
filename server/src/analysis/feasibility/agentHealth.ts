/**
 * The agent's health as the init commands leave it, replayed with the
 * embedded server's own model (vanilla/healthModel.ts): the effects /effect gives
 * it (amplifiers and durations as written), its game mode, the difficulty
 * and the damage gamerules, in command order. The lethal-setup check asks it
 * whether a line kills the agent and what a fall or lava would do.
 */
import type { CheckedCommand } from '../lint/commandCheck';
import type { ParsedCommand } from '../../model/commands/commandTypes';
import { HealthModel } from '../../vanilla/healthModel';
import { EFFECT_BY_NAME, INSTANT_EFFECTS } from '../../vanilla/harmRules';
import type { Scene } from './scene';

/** The command as it runs: what follows `execute … run` (the modifiers are not followed). */
export function innermost(p: ParsedCommand): ParsedCommand {
  let cur = p;
  for (let i = 0; i < 64 && cur.name === 'execute' && cur.run; i++) cur = cur.run;
  return cur;
}

/** The last value a `/gamerule <rule> <value>` line sets (also after `execute … run`). */
export function gameruleOf(commands: CheckedCommand[], rule: string): { value: string; cmd: number } | undefined {
  let out: { value: string; cmd: number } | undefined;
  commands.forEach(({ parsed }, cmd) => {
    const p = innermost(parsed);
    if (p.name !== 'gamerule' || p.args[1]?.text !== rule) return;
    const value = p.args[2]?.text;
    if (value !== undefined) out = { value: value.toLowerCase(), cmd };
  });
  return out;
}

/** Ticks an /effect give lasts: instant effects take the seconds as ticks (1 by default), the others seconds × 20 (30 s by default). */
export function effectTicks(id: number, seconds: number | undefined): number {
  return INSTANT_EFFECTS.has(id) ? seconds ?? 1 : (seconds ?? 30) * 20;
}

export interface HealthReplay {
  model: HealthModel;
  /** The command that killed the agent outright, if one did. */
  killedBy?: number;
  /** The last command that gave the agent each harmful effect (by effect id). */
  givenBy: Map<number, number>;
}

/** Replays the scene's settings and effect commands (those before `beforeCmd`) on a fresh model. */
export function replayHealth(scene: Scene, commands: CheckedCommand[], beforeCmd = Infinity): HealthReplay {
  const rule = (name: string) => gameruleOf(commands.filter((_, i) => i < beforeCmd), name)?.value !== 'false';
  const model = new HealthModel({ fallDamage: rule('fallDamage'), fireDamage: rule('fireDamage'), drowningDamage: rule('drowningDamage'), naturalRegeneration: rule('naturalRegeneration') });
  const givenBy = new Map<number, number>();
  let killedBy: number | undefined;
  // Settings and effects interleaved in command order: a creative agent ignores a later instant damage.
  const events = [
    ...scene.settings.filter((s) => s.key === 'gamemode' || s.key === 'difficulty').map((s) => ({ cmd: s.cmd, setting: s })),
    ...scene.effectCommands.filter((e) => e.agent).map((e) => ({ cmd: e.cmd, effect: e })),
  ].filter((e) => e.cmd < beforeCmd).sort((a, b) => a.cmd - b.cmd);
  for (const ev of events) {
    if ('setting' in ev && ev.setting) {
      if (ev.setting.key === 'gamemode') model.rules.invulnerable = ev.setting.value === 'creative' || ev.setting.value === 'spectator';
      else model.rules.peaceful = ev.setting.value === 'peaceful';
      continue;
    }
    const e = 'effect' in ev ? ev.effect : undefined;
    if (!e) continue;
    const id = e.id === undefined ? undefined : EFFECT_BY_NAME[e.id];
    if (e.action === 'clear') { if (e.id === undefined) model.clearEffects(); else if (id !== undefined) model.removeEffect(id); continue; }
    if (id === undefined) continue;
    model.addEffect(id, e.amplifier ?? 0, effectTicks(id, e.seconds));
    givenBy.set(id, e.cmd);
    if (model.dead && killedBy === undefined) killedBy = e.cmd;
  }
  return { model, givenBy, ...(killedBy !== undefined ? { killedBy } : {}) };
}
