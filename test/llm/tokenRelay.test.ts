/**
 * The language server relays a streamed answer's tokens to the editor, one
 * notification each. A model (or server) that never stops must not flood the
 * editor: the relay stops at its cap and says so once.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { CancellationToken } from 'vscode-languageserver/node';
import { llmOptions } from '../../server/src/hosts/lsp/customRequests';
import { RELAY_MAX_CHARS } from '../../server/src/hosts/lsp/tokenRelay';
import type { LlmProgress } from '../../server/src/api/protocol/requests';

describe('token relay to the editor', () => {
  it('relays at most RELAY_MAX_CHARS of tokens per request, then one note and nothing more', () => {
    const sent: Omit<LlmProgress, 'token'>[] = [];
    const opts = llmOptions({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' }, CancellationToken.None, (p) => sent.push(p));
    const token = 'x'.repeat(100);
    // 4 MB of tokens, as a model that never stops would send within seconds.
    for (let i = 0; i < 40_000; i++) opts.onToken!(token);
    const relayed = sent.filter((p) => p.kind === 'token').reduce((n, p) => n + p.text.length, 0);
    assert.ok(relayed <= RELAY_MAX_CHARS, `relayed ${relayed} characters`);
    assert.ok(relayed >= RELAY_MAX_CHARS - token.length, 'relays up to the cap');
    const notes = sent.filter((p) => p.kind === 'message');
    assert.equal(notes.length, 1, 'one note at the cap');
    assert.match(notes[0].text, /no longer shown/);
  });
});
