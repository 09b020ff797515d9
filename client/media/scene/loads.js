// Every texture three.js loads goes through its default loading manager: the URL modifier swaps
// prismarine-viewer's relative texture paths ('textures/1.16.4/entity/zombie/zombie.png') for the
// URLs the page passed in, and the start/end counts tell when all images have arrived.
const THREE = require('three')

function trackLoads (urls) {
  const manager = THREE.DefaultLoadingManager
  manager.setURLModifier((url) => urls[url] || url)
  let pending = 0
  let waiters = []
  const settle = () => { if (pending === 0) { for (const w of waiters) w(); waiters = [] } }
  const start = manager.itemStart
  const end = manager.itemEnd
  const fail = manager.itemError
  manager.itemStart = (url) => { pending++; start.call(manager, url) }
  manager.itemEnd = (url) => { pending--; end.call(manager, url); settle() }
  manager.itemError = (url) => { fail.call(manager, url) } // itemEnd follows an error too
  return {
    idle: () => new Promise((resolve) => { waiters.push(resolve); settle() })
  }
}

module.exports = { trackLoads }
