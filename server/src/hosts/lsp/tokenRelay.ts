/**
 * The language server relays a streamed answer's tokens to the editor, one
 * notification each, so the progress box can show the model writing. The
 * editor only ever shows the last line of it; a model or server that never
 * stops must not flood the editor with notifications. Past the cap the relay
 * says so once and drops the rest (the answer itself is still read, up to
 * the client's own cap, MAX_ANSWER_CHARS).
 */
import { sizeText } from '../../evaluation/llm/answerLimits';
import type { LlmProgress } from '../../api/protocol/requests';

/**
 * Most characters of streamed tokens relayed per request: a draft and its
 * repair rounds are 5–30 KB, a composed task's parts a few times that.
 */
export const RELAY_MAX_CHARS = 64 * 1024;

export function tokenRelay(progress: (p: Omit<LlmProgress, 'token'>) => void, max = RELAY_MAX_CHARS): (token: string) => void {
  let relayed = 0;
  let stopped = false;
  return (token) => {
    if (stopped) return;
    if (relayed + token.length > max) {
      stopped = true;
      progress({ kind: 'message', text: `The model has written more than ${sizeText(max)}; its text is no longer shown here.` });
      return;
    }
    relayed += token.length;
    progress({ kind: 'token', text: token });
  };
}
