/**
 * The door for code that runs in a webview (the preview's Scene tab, bundled
 * for the browser): only modules with no Node built-ins behind them.
 */
export { pathUntil, replayDuration, replayStateAt } from '../evaluation/preview/replay';
export type { ReplayInput } from '../evaluation/preview/replay';
