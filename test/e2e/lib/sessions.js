'use strict';
/**
 * The code-server sessions a run needs, started on first use and shared by
 * the steps: "trusted" (started with --disable-workspace-trust) and
 * "untrusted" (Restricted Mode). One Chromium serves both.
 */
const { startSession } = require('./codeServer');
const { launchBrowser, openPage } = require('./browser');
const wb = require('./workbench');

class Sessions {
  constructor({ vsix, log, extraFiles }) {
    this.vsix = vsix;
    this.log = log;
    this.extraFiles = extraFiles;
    this.browser = null;
    this.open = new Map(); // kind → Promise<{session, page}>
  }

  page(kind) {
    if (!this.open.has(kind)) this.open.set(kind, this.start(kind));
    return this.open.get(kind).then((s) => s.page);
  }

  workspaceOf(kind) {
    const s = this.started && this.started.get(kind);
    if (!s) throw new Error(`session ${kind} not started`);
    return s.session.workspace;
  }

  async start(kind) {
    if (kind !== 'trusted' && kind !== 'untrusted') throw new Error(`unknown session kind ${kind}`);
    const session = await startSession({ vsix: this.vsix, trusted: kind === 'trusted', name: kind, log: this.log, extraFiles: this.extraFiles });
    this.started = this.started || new Map();
    this.started.set(kind, { session, page: null });
    if (!this.browser) this.browser = await launchBrowser();
    const t = Date.now();
    const page = await openPage(this.browser, session.url);
    await wb.waitReady(page);
    this.log(`[${kind}] workbench ready in ${Date.now() - t} ms`);
    this.started.set(kind, { session, page });
    return { session, page };
  }

  /** Closes Chromium and stops every code-server (also after failures). */
  async closeAll() {
    if (this.browser) await this.browser.close().catch(() => {});
    this.browser = null;
    for (const { session } of (this.started || new Map()).values()) {
      await session.stop();
      session.cleanup();
    }
    this.started = new Map();
  }
}

module.exports = { Sessions };
