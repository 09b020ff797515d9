/**
 * Structure goals ("build a pillar of cobblestone five high", "dig a pit",
 * "build a snow golem", "build a nether portal and light it", "build a
 * beacon pyramid"): the agent builds the shape near where it stands with
 * what its inventory holds (getting what is missing when it can), then the
 * check reads the world. `failed` only with a proof that the materials are
 * not there; an agent that did not manage is `undecided`, never a failure
 * of the task.
 */
import type { StructureGoal } from '../../../model/goals/goalTypes';
import { budgetText, VerifyTimeout } from '../abort';
import type { AgentContext } from '../agent/context';
import { doing, SkillFailure } from '../agent/context';
import { buildBeacon } from './structure/beacon';
import { buildGolem } from './structure/golem';
import { count } from '../agent/inventory';
import type { StructureOutcome } from './structure/outcome';
import { buildPillar } from './structure/pillar';
import { digPit } from './structure/pit';
import { buildNetherPortal } from './structure/portal';
import { buildWaterfall } from './structure/waterfall';

export type { StructureOutcome } from './structure/outcome';

function build(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  switch (goal.shape) {
    case 'pillar': return buildPillar(ctx, goal);
    case 'pit': return digPit(ctx, goal);
    case 'snow_golem':
    case 'iron_golem': return buildGolem(ctx, { ...goal, shape: goal.shape });
    // "build golems": an iron one when the blocks for it are at hand, else a snow golem.
    case 'golem': return buildGolem(ctx, { ...goal, shape: count(ctx.bot, 'iron_block') >= 4 ? 'iron_golem' : 'snow_golem' });
    case 'nether_portal': return buildNetherPortal(ctx, goal);
    case 'beacon': return buildBeacon(ctx, goal);
    case 'waterfall': return buildWaterfall(ctx, goal);
  }
}

export async function buildStructure(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  try {
    return await doing(ctx, `building ${goal.shape.replace('_', ' ')}`, () => build(ctx, goal));
  } catch (e) {
    // The agent's own trouble (a placement that did not take, the clock) says nothing about the task.
    if (e instanceof SkillFailure) return { outcome: 'undecided', reason: `the agent could not build the ${goal.shape.replace('_', ' ')}: ${e.message}` };
    if (e instanceof VerifyTimeout) return { outcome: 'undecided', reason: `timed out after ${budgetText(ctx.budgetMs)} while ${e.activity ?? ctx.activity ?? 'building'}` };
    throw e;
  }
}
