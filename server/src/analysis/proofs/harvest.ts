/**
 * Cannot harvest: a `mined` goal whose text fixes the tool, when no listed
 * tool harvests any object. Minecraft counts a block as mined only when the
 * tool is right for its drops (a wooden pickaxe breaks diamond ore without a
 * drop and without the statistic); blocks without harvest tools take any tool
 * or the hand, and unbreakable blocks (bedrock) take none.
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import type { ProofContext } from './context';
import { article, isStat, orList } from './goalIds';
import type { GoalProof } from './proofTypes';

export function harvestProofs(ctx: ProofContext, goals: TaskGoal[]): GoalProof[] {
  const { reg } = ctx;
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    if (!isStat(g, 'mined') || g.tool === undefined || !g.objects.length) return;
    const tools = g.tool.map((t) => t.replace(/^minecraft:/, ''));
    const blocks = g.objects.map((o) => o.replace(/^minecraft:/, ''));
    if (!blocks.every((b) => reg.blocks.has(b)) || !tools.every((t) => reg.items.has(t))) return;
    const harvests = (block: string, tool: string | undefined) => {
      const info = reg.blocks.get(block)!;
      if (!info.diggable) return false;
      return !info.harvestTools?.length || (tool !== undefined && info.harvestTools.includes(tool));
    };
    const options = tools.length ? tools : [undefined];
    if (blocks.some((b) => options.some((t) => harvests(b, t)))) return;
    const by = tools.length ? `${article(orList(tools))}` : 'bare hands';
    const unbreakable = blocks.filter((b) => !reg.blocks.get(b)!.diggable);
    const reason = unbreakable.length === blocks.length
      ? `${orList(blocks)} cannot be broken in survival mode, so the mined statistic never counts it.`
      : `${by} cannot harvest ${orList(blocks)}: it breaks without a drop, and Minecraft ${reg.version} counts a mined block only when the tool harvests it.`;
    out.push({ goal, cause: 'cannot-harvest', reason: reason.charAt(0).toUpperCase() + reason.slice(1) });
  });
  return out;
}
