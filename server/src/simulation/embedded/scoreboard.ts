/**
 * The scoreboard of one embedded server: objectives and the scores of
 * holders (player names, entity UUIDs, or any fake name such as `#timer`),
 * and entity tags. Enough for /scoreboard, /tag, `scores=`/`tag=` selectors
 * and `execute store|if score`.
 */
import type { EmbeddedContext } from './plugins/context';

export interface Objective { name: string; criteria: string; scores: Map<string, number> }

export interface Scoreboard { objectives: Map<string, Objective> }

const boards = new WeakMap<EmbeddedContext, Scoreboard>();

export function scoreboardOf(ctx: EmbeddedContext): Scoreboard {
  let b = boards.get(ctx);
  if (!b) { b = { objectives: new Map() }; boards.set(ctx, b); }
  return b;
}

/** The name an entity's scores are kept under: a player's name, any other entity's UUID. */
export function holderName(e: any): string {
  if (e.type === 'player') return e.username;
  e.mcuUuid ??= e.uuid ?? randomUuid();
  return e.mcuUuid;
}

function randomUuid(): string {
  return require('crypto').randomUUID();
}

export function getScore(ctx: EmbeddedContext, holder: string, objective: string): number | undefined {
  return scoreboardOf(ctx).objectives.get(objective)?.scores.get(holder);
}

/** Scoreboard tags of an entity (`/tag`, `Tags:[…]` of /summon), created on first use. */
export function tagsOf(e: any): Set<string> {
  e.mcuTags ??= new Set<string>();
  return e.mcuTags;
}
