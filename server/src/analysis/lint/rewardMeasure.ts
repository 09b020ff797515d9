/**
 * Rewards that measure something else: the statistic an entry watches cannot
 * see what the instruction asks. Sure cases are warnings (the text asks for
 * the thing the statistic misses); otherwise the hint is information.
 *
 * What vanilla 1.16.5 counts (ServerPlayer stats):
 * - minecraft:used moves when a block item is placed, not when the block is
 *   opened, slept in or toggled afterwards; leashing a mob with a lead
 *   (Mob#interact) does not award it either.
 * - minecraft:picked_up moves for item entities the player picks up, not for
 *   items taken out of a furnace or a crafting grid (those are minecraft:crafted).
 * - minecraft:mined counts the block broken, not what it drops.
 */
import { holdsSilkTouch, Scene } from '../feasibility/scene';
import type { Registry } from '../../vanilla/registry';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import type { TaskGoal } from '../../model/goals/goalTypes';
import { dropsWithoutSilkTouch } from '../../vanilla/drops';
import { REWARD } from '../../model/diagnosticCodes';

export interface MeasuredObject {
  id: string;
  start: number;
  end: number;
}

/** Blocks whose statistic moves when placed, though a task usually wants them opened or used. */
const INTERACTIVE = /^(chest|trapped_chest|barrel|ender_chest|crafting_table|furnace|blast_furnace|smoker|anvil|chipped_anvil|damaged_anvil|enchanting_table|brewing_stand|loom|smithing_table|grindstone|stonecutter|cartography_table|fletching_table|lectern|composter|cauldron|jukebox|note_block|bell|beacon|hopper|dispenser|dropper|lever|respawn_anchor|.*_shulker_box|shulker_box|.*_bed|.*_door|.*_trapdoor|.*_fence_gate|.*_button)$/;

interface SceneFacts {
  /** Something in the inventory carries Silk Touch. */
  silk: boolean;
  /** Ids of the placed blocks. */
  placed: Set<string>;
}

const NO_SCENE: SceneFacts = { silk: false, placed: new Set() };
/** Per scene (scenes are shared across versions), not per reward entry. */
const factsByScene = new WeakMap<Scene, SceneFacts>();

function sceneFacts(scene: Scene | undefined): SceneFacts {
  if (!scene) return NO_SCENE;
  let f = factsByScene.get(scene);
  if (!f) {
    f = { silk: holdsSilkTouch(scene), placed: new Set(scene.blocks.map((b) => b.id)) };
    factsByScene.set(scene, f);
  }
  return f;
}

export function measureHints(event: string, objects: MeasuredObject[], text: string | undefined, goals: readonly TaskGoal[], scene: Scene | undefined, reg: Registry): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { silk, placed } = sceneFacts(scene);
  const ids = new Set(objects.map((o) => o.id));
  for (const o of objects) {
    if (event === 'use_item' && INTERACTIVE.test(o.id) && !asksToPlace(goals, o.id)) {
      const asksUse = asksToWork(goals, o.id);
      out.push(diag(o.start, o.end, asksUse ? 'warning' : 'information', REWARD.useCountsPlacing,
        `use_item of \`${o.id}\` counts placing it, not opening, sleeping in or using it: minecraft:used moves only when the block item is placed.` +
        (asksUse ? ' The instruction asks for the use, which this entry never sees; judge it from video or reward what the use produces.' : '')));
    }
    if (event === 'use_item' && o.id === 'lead' && !asksToTie(goals)) {
      const asks = !text || asksToLeash(goals);
      out.push(diag(o.start, o.end, asks ? 'warning' : 'information', REWARD.leadNotCounted,
        'use_item of `lead` does not count leashing a mob: vanilla awards minecraft:used for a lead only when it ties leashed mobs to a fence.'));
    }
    if (event === 'pickup') {
      const smelted = reg.smelting.has(o.id);
      const crafted = reg.recipes.has(o.id);
      // The goal must make this object ("craft oak planks"), not another one ("shear wool and craft a bed").
      const asksSmelt = smelted && makes(goals, o.id, 'smelt');
      const asksCraft = crafted && makes(goals, o.id, 'craft');
      // Unsure case: nothing in the text, but the agent holds what smelts into it.
      const smeltable = smelted && !!scene && (reg.smelting.get(o.id) ?? []).some((input) => scene.inventory.count(input) > 0);
      if (asksSmelt || asksCraft || smeltable) {
        const how = asksCraft && !asksSmelt ? 'a crafting grid' : 'a furnace';
        out.push(diag(o.start, o.end, asksSmelt || asksCraft ? 'warning' : 'information', REWARD.pickupMissesCrafting,
          `pickup of \`${o.id}\` does not count taking it out of ${how}: that moves minecraft:crafted, so reward it with craft_item.`));
      }
      const other = dropsWithoutSilkTouch(o.id);
      // Without the block in the scene, a smelted or crafted item (glass) is more likely meant to come from the furnace.
      if (other && !silk && (placed.has(o.id) || (asksToMineOrCollect(goals) && !smelted && !crafted))) {
        out.push(diag(o.start, o.end, 'warning', REWARD.dropsOther,
          `Mining ${o.id} without Silk Touch drops ${other === 'nothing' ? 'nothing' : other}, not ${o.id}, so this pickup never counts it.` +
          (other === 'nothing' ? '' : ` Reward pickup of ${other}, or mine_block of ${o.id}.`)));
      }
    }
    if (event === 'mine_block' && !placed.has(o.id)) {
      // The object is a drop of a block the scene places (cobblestone for stone): mined counts the block.
      const source = [...placed].find((b) => dropsWithoutSilkTouch(b) === o.id && !ids.has(b));
      if (source) {
        out.push(diag(o.start, o.end, 'warning', REWARD.dropsOther,
          `The scene places ${source}, which drops ${o.id}; mine_block counts the block mined (${source}), not its drop. Watch ${source} instead.`));
      } else if (o.id === 'cobblestone' && !ids.has('stone')) {
        out.push(diag(o.start, o.end, 'information', REWARD.dropsOther,
          'Mining natural stone moves the `stone` statistic (it drops cobblestone, but the block mined is stone). Add `stone` unless the world has cobblestone blocks.'));
      }
    }
  }
  return out;
}

/** "place a chest", "build a house": placing is what the text asks, and placing is what minecraft:used counts. */
function asksToPlace(goals: readonly TaskGoal[], id: string): boolean {
  return goals.some((g) => (g.kind === 'stat' && g.verb === 'place' && g.objects.includes(id)) || g.kind === 'structure' || (g.kind === 'judged' && (g.activity === 'build' || g.activity === 'decorate')));
}

/**
 * The text asks to work the block, which minecraft:used does not see: a custom counter (open the chest, sleep, ring,
 * enchant, trade), smelting, brewing, opening or pressing a door, gate, button or lever, or using the block itself.
 */
function asksToWork(goals: readonly TaskGoal[], id: string): boolean {
  return goals.some((g) => (g.kind === 'stat' && (g.statistic === 'custom' || (g.statistic === 'crafted' && g.verb === 'smelt') || (g.verb === 'use' && g.objects.includes(id))))
    || (g.kind === 'have' && g.verb === 'brew') || (g.kind === 'judged' && g.verb === 'operate') || g.kind === 'operate');
}

/** A goal that crafts (or smelts) this very item. */
function makes(goals: readonly TaskGoal[], id: string, verb: 'craft' | 'smelt'): boolean {
  return goals.some((g) => g.kind === 'stat' && g.statistic === 'crafted' && g.verb === verb && g.objects.includes(id));
}

function asksToMineOrCollect(goals: readonly TaskGoal[]): boolean {
  return goals.some((g) => g.kind === 'stat' && (g.statistic === 'mined' || g.statistic === 'picked_up'));
}

/** The goal reader's "tie it to the fence": the one use of a lead that minecraft:used counts. */
function asksToTie(goals: readonly TaskGoal[]): boolean {
  return goals.some((g) => g.kind === 'stat' && g.verb === 'tie' && g.objects.includes('lead'));
}

/** Leashing as the reader takes it: a "leash the cow" part, or a lead used on a mob. */
function asksToLeash(goals: readonly TaskGoal[]): boolean {
  return goals.some((g) => (g.kind === 'carry' && g.by === 'lead') || (g.kind === 'stat' && g.statistic === 'used' && g.objects.includes('lead')));
}
