// Loading many chunk columns at once. WorldRenderer.addColumn marks the new column's sections
// and its neighbours' dirty; a neighbour not loaded yet is answered "finished" at once, and that
// late answer can clear the same section marked again by the next addColumn, so
// waitForChunksToRender resolved before the meshes existed. Here every column reaches the
// workers first, then each section is marked exactly once.
const { Vec3 } = require('vec3')

function addColumns (world, columns) {
  for (const c of columns) {
    world.loadedChunks[`${c.x},${c.z}`] = true
    for (const worker of world.workers) worker.postMessage({ type: 'chunk', x: c.x, z: c.z, chunk: c.chunk })
  }
  for (const c of columns) {
    for (let y = 0; y < 256; y += 16) world.setSectionDirty(new Vec3(c.x, y, c.z))
  }
}

/** Unloads every column and waits until the workers have answered, so no late answer crosses a new load. */
async function removeAllColumns (world) {
  for (const key of Object.keys(world.loadedChunks)) {
    const [x, z] = key.split(',').map(Number)
    world.removeColumn(x, z)
  }
  await world.waitForChunksToRender()
}

module.exports = { addColumns, removeAllColumns }
