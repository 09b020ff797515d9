/**
 * How each mob is tamed in vanilla 1.16.5: a wolf takes bones
 * (WolfEntity.interactMob), a cat raw cod or salmon (CatEntity's temptation
 * items), a parrot seeds (ParrotEntity.TAME_ITEMS); horses, donkeys, mules
 * and llamas are ridden until they accept the rider (AbstractHorseEntity);
 * a fox trusts the player who bred it (FoxEntity). `how` is how task texts
 * say it.
 */
import { ownTable } from '../util/ownTable';

export interface TamingWay {
  /** Items fed to tame it; empty when it is tamed another way. */
  items: readonly string[];
  how: string;
}

export const TAMING: Readonly<Record<string, TamingWay>> = ownTable({
  wolf: { items: ['bone'], how: 'with bones' },
  cat: { items: ['cod', 'salmon'], how: 'with raw cod' },
  parrot: { items: ['wheat_seeds', 'melon_seeds', 'pumpkin_seeds', 'beetroot_seeds'], how: 'with seeds' },
  horse: { items: [], how: 'by riding it' },
  donkey: { items: [], how: 'by riding it' },
  mule: { items: [], how: 'by riding it' },
  llama: { items: [], how: 'by riding it' },
  fox: { items: [], how: 'by breeding two foxes with sweet berries' },
});
