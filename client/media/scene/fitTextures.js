// Some of prismarine-viewer's entity models declare the old 64×32 skin layout (zombie, husk…)
// while the 1.16 texture files are 64×64. Their UVs are computed against the declared size, so
// the body would sample the transparent overlay half and vanish. The old layout is the top part
// of the new one: such textures are cropped to the declared aspect before the models load.
const MODELS = require('prismarine-viewer/viewer/lib/entity/entities.json')

function loadImage (url) {
  return new Promise((resolve) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = url
  })
}

/** Replaces, in `urls`, the textures of `types` whose aspect differs from their model's. */
async function fitTextures (urls, types, textureVersion) {
  for (const type of new Set(types)) {
    const model = MODELS[type]
    if (!model) continue
    for (const [name, geometry] of Object.entries(model.geometry)) {
      const rel = model.textures[name]
      const key = rel && `${rel.replace('textures', 'textures/' + textureVersion)}.png`
      if (!key || !urls[key] || !geometry.texturewidth || !geometry.textureheight) continue
      const img = await loadImage(urls[key])
      if (!img) continue
      const height = Math.round(img.width * geometry.textureheight / geometry.texturewidth)
      if (height >= img.height) continue
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = height
      canvas.getContext('2d').drawImage(img, 0, 0)
      urls[key] = canvas.toDataURL('image/png')
    }
  }
}

module.exports = { fitTextures }
