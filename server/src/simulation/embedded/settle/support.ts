/**
 * Unsupported blocks: a flower over air, a torch with nothing beside it.
 * Vanilla drops them as items on the next block update, which comes within
 * the first ticks of any real play; here they drop during settling.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from '../plugins/context';
import { breakBlockWithDrops } from '../plugins/blockDrops';
import { supportNeeded, supportNeededInState } from '../../../vanilla/settleRules';
import { blockName, isSolidState, SettleChange } from './settleTypes';
import { stateProperties } from '../blockState';

/** Cells scanned around the agent: 24 blocks each way, from bedrock-ish depth to 40 blocks above the surface. */
const RADIUS = 24;
const Y_MIN = 40;
const Y_MAX = 110;
/** A dropped block can leave another without support (a torch on a carpet): a few passes. */
const PASSES = 3;
const SIDES = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)];

type Support = 'floor' | 'wall' | 'ceiling';

/** The support a block needs in the state it is in (a lever or button by its `face`). */
function neededSupport(serv: any, world: any, pos: Vec3, id: string): Support | undefined {
  if (!supportNeeded(id)) return undefined;
  return supportNeededInState(id, stateProperties(serv.registry.blocksByName[id], world.sync.getBlockStateId(pos)).face);
}

function supported(serv: any, world: any, pos: Vec3, id: string, need: Support): boolean {
  if (need === 'ceiling') return isSolidState(serv, world.sync.getBlockStateId(pos.offset(0, 1, 0)));
  if (need === 'floor') {
    const below = world.sync.getBlockStateId(pos.offset(0, -1, 0));
    // A column of the same plant or a door's lower half counts as support.
    return isSolidState(serv, below) || blockName(serv, below) === id;
  }
  return SIDES.some((d) => isSolidState(serv, world.sync.getBlockStateId(pos.plus(d))));
}

export async function dropUnsupported(ctx: EmbeddedContext, world: any, center: Vec3): Promise<SettleChange[]> {
  const serv = ctx.serv;
  const out: SettleChange[] = [];
  const c = center.floored();
  for (let pass = 0; pass < PASSES; pass++) {
    const loose: Array<{ pos: Vec3; id: string; need: Support }> = [];
    for (let x = c.x - RADIUS; x <= c.x + RADIUS; x++) {
      for (let z = c.z - RADIUS; z <= c.z + RADIUS; z++) {
        for (let y = Y_MIN; y <= Y_MAX; y++) {
          const pos = new Vec3(x, y, z);
          const id = blockName(serv, world.sync.getBlockStateId(pos));
          if (id === 'air') continue;
          const need = neededSupport(serv, world, pos, id);
          if (!need || supported(serv, world, pos, id, need)) continue;
          loose.push({ pos, id, need });
        }
      }
    }
    if (!loose.length) break;
    for (const b of loose) {
      await breakBlockWithDrops(ctx, world, b.pos, null);
      out.push({
        rule: 'unsupported-block', id: b.id, x: b.pos.x, y: b.pos.y, z: b.pos.z,
        detail: b.need === 'floor'
          ? `${b.id} at ${b.pos.x} ${b.pos.y} ${b.pos.z} has no block beneath it: vanilla drops it as an item`
          : b.need === 'ceiling' ? `${b.id} at ${b.pos.x} ${b.pos.y} ${b.pos.z} has no block above it to hang from: vanilla drops it as an item`
          : `${b.id} at ${b.pos.x} ${b.pos.y} ${b.pos.z} has no block beside it to hang on: vanilla drops it as an item`,
      });
    }
  }
  return out;
}
