/**
 * MCU scene viewer: the browser side of `mcu-task scene` (and, later, the preview's Scene tab
 * and the replay). Bundled with esbuild by server/src/simulation/sceneView/bundle.ts together with
 * prismarine-viewer's WorldRenderer/Entities (three.js) and its meshing worker (trimmed to the
 * 1.16 data, started from a blob URL). No eval, no network: the page passes every asset in.
 *
 * API (window.mcuScene):
 *   init({ canvas, assets, interactive? })  assets = { blocksAtlas: URL of textures/1.16.4.png,
 *       blockStates: object (blocksStates/1.16.4.json), textures: { 'textures/1.16.4/entity/…png': URL } }
 *       URLs may be data:, blob: or a local resource URL. interactive adds orbit/pan/zoom
 *       (mouse; arrow keys pan) and a render loop.
 *   load(scene, { textures }?) → Promise   shows a captured scene (format below); textures adds entity
 *                                  texture URLs as in init; resolves when meshed and textured
 *   setCamera('agent'|'top'|'orbit' | { position: [x,y,z], target: [x,y,z] })
 *   render()                       draws one frame (headless use)
 *   pick(x, y)                     what is at canvas pixel x,y: { kind: 'agent'|'entity'|'blocks', label,
 *                                  command?, entityId?, type? } or null (terrain/sky)
 *   pickCounts()                   [{ kind, label, command?, entityId?, type?, pixels }] for every object
 *   project(x, y, z)               world position → canvas pixel { x, y, visible }
 *   stats()                        { sections, outstanding, entities }: meshed sections and what is pending
 *   applyBlockChanges([{ x, y, z, stateId }])   sets blocks (1.16.5 state ids)
 *   setAgent({ x, y, z }, yaw)     moves the agent marker
 *   updateEntity({ id, type, x, y, z, yaw, width?, height? }) / removeEntity(id)
 *
 * Scene JSON (sceneVersion 1, written by server/src/simulation/sceneView/capture.ts):
 *   { sceneVersion: 1, minecraftVersion: '1.16.5', radius, yRange: [minY, maxY],
 *     agent: { x, y, z, yaw, pitch },                 feet position; yaw/pitch in mineflayer's radians
 *                                                       (yaw 0 faces north, -z; facing = (-sin yaw, 0, -cos yaw))
 *     columns: [{ x, z, chunk }],                      x, z: block coords of the chunk's corner;
 *                                                       chunk: prismarine-chunk 1.16 toJson() string
 *     entities: [{ id, type, x, y, z, yaw, pitch, width, height, command? }],   command: init command index
 *     placed: [{ x, y, z, name, command }],            blocks still standing that an init command changed
 *     commands: [{ index, text, rejected, blocks?: { box, positions, truncated? }, entityIds: [] }] }
 */
/* global window */
globalThis.THREE = require('three') // prismarine-viewer's Entity.js uses THREE as a global
const THREE = globalThis.THREE
const { Vec3 } = require('vec3')
const { OrbitControls } = require('three/examples/jsm/controls/OrbitControls.js')
const { WorldRenderer } = require('prismarine-viewer/viewer/lib/worldrenderer')
const { Entities } = require('prismarine-viewer/viewer/lib/entities')
const MODELS = require('prismarine-viewer/viewer/lib/entity/entities.json')
const { withBundledWorker } = require('./workerShim')
const { agentMarker, placeAgent, entityMarker } = require('./markers')
const { Picker } = require('./picking')
const { applyCamera } = require('./camera')
const { trackLoads } = require('./loads')
const { addColumns, removeAllColumns } = require('./columns')
const { fitTextures } = require('./fitTextures')

const TEXTURE_VERSION = '1.16.4' // prismarine-viewer's 1.16.4 textures and block states serve 1.16.5
/** Meshing workers: two keep both cores of a small machine busy without copying the block states four times. */
const WORKERS = 2

let state = null

function init ({ canvas, assets, interactive = false }) {
  const textureUrls = { ...(assets.textures || {}) }
  const loads = trackLoads(textureUrls)
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true })
  renderer.setPixelRatio(1)
  renderer.setSize(canvas.clientWidth || canvas.width, canvas.clientHeight || canvas.height, false)
  const scene = new THREE.Scene()
  scene.background = new THREE.Color('lightblue')
  scene.add(new THREE.AmbientLight(0xcccccc))
  const sun = new THREE.DirectionalLight(0xffffff, 0.5)
  sun.position.set(1, 1, 0.5).normalize()
  scene.add(sun)
  const camera = new THREE.PerspectiveCamera(70, canvas.width / canvas.height, 0.1, 500)
  const world = withBundledWorker(() => new WorldRenderer(scene, WORKERS))
  world.texturesDataUrl = assets.blocksAtlas
  world.blockStatesData = typeof assets.blockStates === 'string' ? JSON.parse(assets.blockStates) : assets.blockStates
  world.setVersion(TEXTURE_VERSION)
  const agent = agentMarker()
  scene.add(agent)
  const picker = new Picker(renderer)
  let controls = null
  if (interactive) {
    controls = new OrbitControls(camera, canvas)
    controls.listenToKeyEvents(window)
    controls.screenSpacePanning = true
    // Nothing is drawn while the canvas is not shown (another tab of the preview): no CPU spent on it.
    const loop = () => {
      if (canvas.offsetParent !== null) { controls.update(); renderer.render(scene, camera) }
      window.requestAnimationFrame(loop)
    }
    window.requestAnimationFrame(loop)
  }
  state = { renderer, scene, camera, world, entities: new Entities(scene), markers: new Map(), agent, picker, controls, loads, textureUrls, sceneJson: null, sourceCubes: [] }
}

function need () {
  if (!state) throw new Error('mcuScene.init() first')
  return state
}

function setAgent (pos, yaw) {
  const s = need()
  placeAgent(s.agent, pos, yaw)
  s.agentPose = { x: pos.x, y: pos.y, z: pos.z, yaw }
}

function removeEntity (id) {
  const s = need()
  const marker = s.markers.get(id)
  if (marker) { s.scene.remove(marker); s.markers.delete(id) }
  if (s.entities.entities[id]) s.entities.update({ id, delete: true })
}

function updateEntity (e) {
  const s = need()
  let object = s.markers.get(e.id) || s.entities.entities[e.id]
  if (!object) {
    if (MODELS[e.type]) {
      s.entities.update({ id: e.id, name: e.type, width: e.width, height: e.height })
      object = s.entities.entities[e.id]
    } else {
      object = entityMarker(e)
      s.markers.set(e.id, object)
      s.scene.add(object)
    }
    // What made it: an init command, or one of MineStudio's keys ("zombie (summon_mobs 1)").
    const command = e.source ? ` (${e.source})` : e.command === undefined ? '' : ` (init command ${e.command + 1})`
    s.picker.register(object, { kind: 'entity', entityId: e.id, type: e.type, command: e.command, label: `${e.type}${command}` })
  }
  // Set directly: the stock entity update tweens, which needs a running animation loop.
  object.position.set(e.x, e.y, e.z)
  object.rotation.y = e.yaw || 0
}

function applyBlockChanges (changes) {
  const s = need()
  for (const c of changes) s.world.setBlockStateId(new Vec3(c.x, c.y, c.z), c.stateId)
}

/** One invisible cube per block an init command placed, drawn only in the id pass. */
function addSourceCubes (s, placed, commands) {
  const byCommand = new Map()
  for (const b of placed) {
    if (!byCommand.has(b.command)) byCommand.set(b.command, [])
    byCommand.get(b.command).push(b)
  }
  // A hair larger than the block, so in the id pass the cube's faces lie in front of the terrain's.
  const cube = new THREE.BoxGeometry(1.02, 1.02, 1.02)
  for (const [index, blocks] of byCommand) {
    const mesh = new THREE.InstancedMesh(cube, new THREE.MeshBasicMaterial(), blocks.length)
    const m = new THREE.Matrix4()
    blocks.forEach((b, i) => mesh.setMatrixAt(i, m.makeTranslation(b.x + 0.5, b.y + 0.5, b.z + 0.5)))
    mesh.visible = false
    const text = (commands.find((c) => c.index === index) || {}).text || ''
    const names = [...new Set(blocks.map((b) => b.name))].join(', ')
    s.picker.register(mesh, { kind: 'blocks', command: index, type: names, label: `${names} (init command ${index + 1}: ${text})` })
    s.scene.add(mesh)
    s.sourceCubes.push(mesh)
  }
}

async function load (sceneJson, extra = {}) {
  const s = need()
  Object.assign(s.textureUrls, extra.textures || {})
  await fitTextures(s.textureUrls, sceneJson.entities.map((e) => e.type), TEXTURE_VERSION)
  s.sceneJson = sceneJson
  for (const id of [...s.markers.keys(), ...Object.keys(s.entities.entities)]) removeEntity(Number(id))
  for (const m of s.sourceCubes) s.scene.remove(m)
  s.sourceCubes = []
  s.picker.reset()
  await removeAllColumns(s.world)
  addColumns(s.world, sceneJson.columns)
  setAgent(sceneJson.agent, sceneJson.agent.yaw)
  s.picker.register(s.agent, { kind: 'agent', label: 'the agent' })
  for (const e of sceneJson.entities) updateEntity(e)
  addSourceCubes(s, sceneJson.placed || [], sceneJson.commands || [])
  setCamera('agent')
  await ready()
}

/** Resolves when every chunk is meshed and every texture has loaded. */
async function ready () {
  const s = need()
  await s.world.waitForChunksToRender()
  await s.loads.idle()
}

function setCamera (view) {
  const s = need()
  applyCamera(s.camera, s.controls, view, s.agentPose || { x: 0, y: 64, z: 0, yaw: 0 })
}

function render () {
  const s = need()
  s.renderer.render(s.scene, s.camera)
}

function pickPass (s) {
  s.picker.capture(s.scene, s.camera, new Set(s.sourceCubes))
}

function pick (x, y) {
  const s = need()
  pickPass(s)
  return s.picker.at(x, y)
}

function pickCounts () {
  const s = need()
  pickPass(s)
  return s.picker.counts()
}

/** Meshed chunk sections, sections still being meshed, entities shown (for tests and the bench). */
function stats () {
  const s = need()
  return { sections: Object.keys(s.world.sectionMeshs).length, outstanding: s.world.sectionsOutstanding.size, entities: s.markers.size + Object.keys(s.entities.entities).length }
}

function project (x, y, z) {
  const s = need()
  const v = new THREE.Vector3(x, y, z).project(s.camera)
  const c = s.renderer.domElement
  return { x: (v.x + 1) / 2 * c.clientWidth, y: (1 - v.y) / 2 * c.clientHeight, visible: v.z > -1 && v.z < 1 && Math.abs(v.x) <= 1 && Math.abs(v.y) <= 1 }
}

window.mcuScene = { init, load, ready, setCamera, render, pick, pickCounts, project, stats, applyBlockChanges, setAgent, updateEntity, removeEntity }
