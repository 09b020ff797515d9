// Node globals some prismarine packages expect, injected by esbuild into both browser bundles.
export { Buffer } from 'buffer'
import processShim from 'process/browser.js'
export { processShim as process }
