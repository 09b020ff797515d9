/** A note block's pitches in 1.16.5: the `note` property runs 0–24 and a use steps it round. */
export const NOTE_BLOCK_NOTES = 25;
