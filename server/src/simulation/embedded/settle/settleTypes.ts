/** What settling the scene removed or changed, as the report lists it. */
export interface SettleChange {
  rule: 'unsupported-block' | 'hanging-entity' | 'undead-daylight' | 'despawn';
  /** Block or entity id. */
  id: string;
  x: number;
  y: number;
  z: number;
  /** One sentence: what vanilla does and why. */
  detail: string;
}

/** A block state's shape, as the rules need it. */
export function isSolidState(serv: any, stateId: number): boolean {
  return serv.registry.blocksByStateId[stateId]?.boundingBox === 'block';
}

export function blockName(serv: any, stateId: number): string {
  return serv.registry.blocksByStateId[stateId]?.name ?? 'air';
}
