/** How long a pressed button stays on in 1.16.5 (AbstractButtonBlock.getPressDuration). */
export const WOODEN_BUTTON_TICKS = 30;
export const STONE_BUTTON_TICKS = 20;
