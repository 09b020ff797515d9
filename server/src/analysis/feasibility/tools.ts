/** Harvest tools: their tiers and how to say "an iron pickaxe or better". */
import { HARVEST_LEVEL } from '../../vanilla/tools';

const TIER_RANK = HARVEST_LEVEL;

export interface ToolName {
  tier?: string;
  kind: string;
}

/** `iron_pickaxe` → {tier: iron, kind: pickaxe}; `shears` → {kind: shears}. */
export function splitTool(id: string): ToolName {
  const m = /^(wooden|golden|stone|iron|diamond|netherite)_(\w+)$/.exec(id);
  return m ? { tier: m[1], kind: m[2] } : { kind: id };
}

export function tierRank(id: string): number {
  const t = splitTool(id).tier;
  return t === undefined ? 0 : TIER_RANK[t] ?? 0;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Human wording of a harvestTools list: "an iron pickaxe or better",
 * "any pickaxe", "a sword or shears".
 */
export function describeTools(tools: string[]): string {
  const byKind = new Map<string, string[]>();
  for (const t of tools) {
    const k = splitTool(t).kind;
    byKind.set(k, [...(byKind.get(k) ?? []), t]);
  }
  const parts: string[] = [];
  for (const [kind, list] of byKind) {
    const tiered = list.filter((t) => splitTool(t).tier !== undefined);
    if (!tiered.length) {
      parts.push(`${article(kind)} ${kind}`);
      continue;
    }
    const weakest = weakestTool(tiered)!;
    if (tierRank(weakest) === 0) parts.push(`any ${kind}`);
    else {
      const tier = splitTool(weakest).tier!;
      parts.push(`${article(tier)} ${tier} ${kind} or better`);
    }
  }
  return parts.join(' or ');
}

/** The lowest-tier tool of a list (the cheapest one that does the job), wooden before golden. */
export function weakestTool(tools: string[], exclude: Set<string> = new Set()): string | undefined {
  const order = ['wooden', 'stone', 'iron', 'golden', 'diamond', 'netherite'];
  const pos = (t: string) => {
    const tier = splitTool(t).tier;
    return tier === undefined ? -1 : order.indexOf(tier);
  };
  return tools.filter((t) => !exclude.has(t)).sort((a, b) => pos(a) - pos(b))[0];
}
