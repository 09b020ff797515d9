// "Which init command put this here": read from the per-command effects the verify report
// records (commands[i].blocks.positions / box, commands[i].entityIds). The last command that
// touched a block wins, as in the world.

/** Index of the last command that changed block x,y,z, or undefined. */
function commandOfBlock (scene, x, y, z) {
  let found
  for (const c of scene.commands || []) {
    const b = c.blocks
    if (!b) continue
    const [x1, y1, z1, x2, y2, z2] = b.box
    if (x < x1 || x > x2 || y < y1 || y > y2 || z < z1 || z > z2) continue
    // With the full position list, only listed blocks count; a truncated list falls back to the box.
    if (b.truncated || b.positions.some((p) => p[0] === x && p[1] === y && p[2] === z)) found = c.index
  }
  return found
}

/** Index of the command that summoned entity `id`, or undefined. */
function commandOfEntity (scene, id) {
  for (const c of scene.commands || []) if ((c.entityIds || []).includes(id)) return c.index
  return undefined
}

module.exports = { commandOfBlock, commandOfEntity }
