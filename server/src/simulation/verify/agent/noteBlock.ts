/**
 * Note blocks (vanilla 1.16.5's NoteBlock): using one with an empty hand
 * raises its note (custom:tune_noteblock); hitting it — the start of a dig,
 * stopped at once — plays it (custom:play_noteblock).
 */
import type { AgentContext } from './context';
import { emptyHand } from './holdTool';
import { doing, nearWords, SkillFailure, sleep } from './context';
import { useOnBlock } from './blockUse';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';

export async function tuneNoteBlock(ctx: AgentContext): Promise<void> {
  await emptyHand(ctx);
  await useOnBlock(ctx, null, ['note_block'], 'note block');
}

export async function playNoteBlock(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  const block = findNearestBlock(ctx, ['note_block']);
  if (!block) throw new SkillFailure(`no note block ${nearWords(ctx)}`);
  await doing(ctx, 'playing the note block', async () => {
    await gotoBlock(ctx, block.position, 'note_block');
    bot.dig(bot.blockAt(block.position) ?? block, true).catch(() => undefined);
    await sleep(ctx, 250);
    bot.stopDigging();
    await sleep(ctx, 200);
  });
}
