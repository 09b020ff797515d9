/** Reading a column of blocks back from the world. */
import { vec3 } from '../../runtime';
import type { Pos } from './site';

/** How many blocks in a row, from `base` upwards, are one of `names`. */
export function columnHeight(bot: any, base: Pos, names: string[]): number {
  const Vec3 = vec3();
  let n = 0;
  while (n < 320 && names.includes(bot.blockAt(new Vec3(base.x, base.y + n, base.z))?.name)) n++;
  return n;
}
