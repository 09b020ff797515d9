/** GameType ids of 1.16.5 (what /gamemode names and the protocol sends). */
export const GAME_MODE_IDS: Readonly<Record<string, number>> = Object.freeze({ survival: 0, creative: 1, adventure: 2, spectator: 3 });
