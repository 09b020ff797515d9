import { ownTable } from '../util/ownTable';

/** The named times of `/time set day|noon|night|midnight`, in ticks (vanilla 1.16). */
export const NAMED_TIMES: Readonly<Record<string, number>> = ownTable({ day: 1000, noon: 6000, night: 13000, midnight: 18000 });
