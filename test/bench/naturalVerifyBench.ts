/**
 * Issue 29's verify figures: the same goal (kill a cow with a given sword)
 * verified where the setup summons the cow (the superflat world, the default
 * then) and where it does not (the generated plains world the verifier picks),
 * each as `mcu-task verify` in a new process.
 */
import { verifyTextFigures, VerifyFigures } from './verifyBench';

const SWORD = '  - /give @p minecraft:iron_sword\n';
export const FLAT_COW_TASK = `custom_init_commands:\n${SWORD}  - /summon minecraft:cow ~4 ~ ~\ntext: Kill a cow.\n`;
export const NATURAL_COW_TASK = `custom_init_commands:\n${SWORD}text: Kill a cow.\n`;

export interface NaturalVerifyFigures { flat: VerifyFigures & { world?: string }; natural: VerifyFigures & { world?: string } }

function worldOf(report: any): string | undefined {
  const w = report?.world;
  return w ? (w.kind === 'natural' ? `${w.biome}, seed ${w.seed}` : 'superflat') : undefined;
}

function run(yaml: string, timeoutS: number): VerifyFigures & { world?: string } {
  const { report, ...figures } = verifyTextFigures(yaml, timeoutS);
  const world = worldOf(report);
  return { ...figures, ...(world ? { world } : {}) };
}

export function naturalVerifyFigures(timeoutS = 60): NaturalVerifyFigures {
  return { flat: run(FLAT_COW_TASK, timeoutS), natural: run(NATURAL_COW_TASK, timeoutS) };
}
