// prismarine-viewer's entities.js requires node-canvas for name tags; in a page a DOM canvas does the same.
module.exports = {
  createCanvas (width, height) {
    const c = document.createElement('canvas')
    c.width = width
    c.height = height
    return c
  }
}
