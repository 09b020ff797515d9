// prismarine-viewer's WorldRenderer starts its meshing workers with `new Worker('worker.js')`.
// A webview (or a page from setContent) cannot load a worker file, so while the renderer is built
// every `new Worker(...)` gets a blob URL of the worker bundle instead.
const WORKER_SOURCE = require('mcu-scene:worker-source')

let blobUrl
function workerUrl () {
  if (!blobUrl) blobUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }))
  return blobUrl
}

/** Runs `build` with Worker redirected to the bundled meshing worker; returns what build returns. */
function withBundledWorker (build) {
  const Original = globalThis.Worker
  globalThis.Worker = class extends Original {
    constructor () { super(workerUrl()) }
  }
  try {
    return build()
  } finally {
    globalThis.Worker = Original
  }
}

module.exports = { withBundledWorker }
