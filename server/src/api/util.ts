/**
 * The CLI's door to the shared helpers: safe reads and writes, terminal text, timers, pools.
 */
export { excerpt } from '../util/excerpt';
export { LineIndex } from '../util/lineIndex';
export { pool } from '../util/pool';
export { READ_LIMITS, kindOf, readTextFile } from '../util/safeRead';
export { SafeWriteError, describeWriteError, pathTaken, targetRefusal, tryWriteFileSafely, writeFileSafely } from '../util/safeWrite';
export { terminalSafe } from '../util/terminalText';
export { MAX_SECONDS, parseSeconds } from '../util/timeLimits';
export { TOOL_VERSION } from '../util/toolVersion';
