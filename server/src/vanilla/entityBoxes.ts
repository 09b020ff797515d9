/**
 * Collision boxes of 1.16.5 entities (EntityType's sizes) that the embedded
 * server's own checks need: width and height in blocks. The registry we
 * extract keeps the width only, so the heights are written here.
 */
import { ownTable } from '../util/ownTable';
import { PLAYER_HEIGHT, PLAYER_WIDTH } from './playerBody';

export interface Box { width: number; height: number }

export const ENTITY_BOXES: Readonly<Record<string, Box>> = ownTable({
  player: { width: PLAYER_WIDTH, height: PLAYER_HEIGHT },
  armor_stand: { width: 0.5, height: 1.975 },
  item: { width: 0.25, height: 0.25 },
});
