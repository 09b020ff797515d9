/** Messages between an isolated verification and its worker thread. */
import type { VerifyReport } from './report';

export interface IsolatedJob {
  kind: 'mcu-verify-job';
  text: string;
  file: string;
  timeoutMs: number;
  setupMs: number;
  server: 'embedded' | { host: string; port: number };
  verbose: boolean;
}

export type WorkerMessage =
  | { type: 'report'; report: VerifyReport }
  | { type: 'progress'; line: string }
  | { type: 'log'; line: string }
  | { type: 'error'; message: string };
