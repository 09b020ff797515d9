// The id pass: every pickable object is drawn in one flat colour that encodes its pick id
// (terrain black, id 0, so it still hides what is behind it). Reading that image back gives
// click-to-identify and exact per-object pixel counts for tests.
const THREE = require('three')

function idColor (id) {
  return new THREE.Color(((id >> 16) & 255) / 255, ((id >> 8) & 255) / 255, (id & 255) / 255)
}

class Picker {
  constructor (renderer) {
    this.renderer = renderer
    this.infos = [null]
    this.materials = new Map()
    this.pixels = null
    this.width = 0
    this.height = 0
  }

  reset () {
    this.infos = [null]
    this.pixels = null
  }

  /** Gives `object` (and everything under it) a pick id carrying `info`; returns the id. */
  register (object, info) {
    const id = this.infos.length
    this.infos.push({ ...info, id })
    object.userData.pickId = id
    return id
  }

  material (id, skinning) {
    const key = `${id}:${skinning}`
    if (!this.materials.has(key)) {
      // polygonOffset lets the block-source cubes win over the terrain faces they coincide with.
      this.materials.set(key, new THREE.MeshBasicMaterial({ color: idColor(id), skinning, polygonOffset: true, polygonOffsetFactor: -1, polygonOffsetUnits: -4 }))
    }
    return this.materials.get(key)
  }

  /** Renders the id pass of `scene` from `camera` and keeps its pixels. */
  capture (scene, camera, pickOnly) {
    const size = this.renderer.getDrawingBufferSize(new THREE.Vector2())
    const target = new THREE.WebGLRenderTarget(size.x, size.y)
    // A 24-bit depth texture (a plain render target gets a 16-bit depth buffer, too coarse to
    // separate the block-source cubes from the terrain faces a hundredth of a block behind).
    target.depthTexture = new THREE.DepthTexture(size.x, size.y, THREE.UnsignedIntType)
    const saved = []
    scene.traverse((o) => {
      if (!o.isMesh && !o.isLine && !o.isSprite) return
      saved.push([o, o.material, o.visible])
      let id = 0
      for (let p = o; p; p = p.parent) if (p.userData.pickId) { id = p.userData.pickId; break }
      if (o.isLine || o.isSprite) { o.visible = false; return }
      if (pickOnly.has(o)) o.visible = true
      o.material = this.material(id, !!o.isSkinnedMesh)
    })
    const background = scene.background
    scene.background = null
    const clear = this.renderer.getClearColor(new THREE.Color())
    const alpha = this.renderer.getClearAlpha()
    this.renderer.setClearColor(0x000000, 1)
    this.renderer.setRenderTarget(target)
    this.renderer.render(scene, camera)
    this.pixels = new Uint8Array(size.x * size.y * 4)
    this.renderer.readRenderTargetPixels(target, 0, 0, size.x, size.y, this.pixels)
    this.renderer.setRenderTarget(null)
    this.renderer.setClearColor(clear, alpha)
    scene.background = background
    for (const [o, m, v] of saved) { o.material = m; o.visible = v }
    target.dispose()
    this.width = size.x
    this.height = size.y
  }

  /** What is at canvas pixel x,y (top-left origin) in the last id pass. */
  at (x, y) {
    if (!this.pixels) return null
    const px = Math.floor(x * this.width / this.renderer.domElement.clientWidth)
    const py = this.height - 1 - Math.floor(y * this.height / this.renderer.domElement.clientHeight)
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return null
    const i = (py * this.width + px) * 4
    return this.infos[(this.pixels[i] << 16) | (this.pixels[i + 1] << 8) | this.pixels[i + 2]] || null
  }

  /** Pixels per registered object in the last id pass (zero when hidden or off screen). */
  counts () {
    const n = new Array(this.infos.length).fill(0)
    const p = this.pixels
    for (let i = 0; p && i < p.length; i += 4) {
      const id = (p[i] << 16) | (p[i + 1] << 8) | p[i + 2]
      if (id < n.length) n[id]++
    }
    return this.infos.slice(1).map((info) => ({ ...info, pixels: n[info.id] }))
  }
}

module.exports = { Picker }
