// Shapes for what has no prismarine-viewer model: the agent (a column with an arrow showing its
// facing) and entities such as dropped items and item frames (a coloured box with outline).
const THREE = require('three')

const AGENT_COLOR = 0x1e63ff
/** Colours of model-less entities by kind, so a dropped item and a painting look different. */
const MARKER_COLORS = { item: 0xffd21f, hanging: 0xff7a1a, other: 0xff2bd6 }
const HANGING = new Set(['item_frame', 'painting', 'glow_item_frame'])

/** Facing vector of a yaw in mineflayer's convention (radians, 0 = north, -z). */
function facing (yaw) {
  return new THREE.Vector3(-Math.sin(yaw), 0, -Math.cos(yaw))
}

function agentMarker () {
  const group = new THREE.Group()
  const body = new THREE.Mesh(new THREE.BoxGeometry(0.6, 1.8, 0.6).translate(0, 0.9, 0),
    new THREE.MeshLambertMaterial({ color: AGENT_COLOR, transparent: true, opacity: 0.85 }))
  const arrow = new THREE.Mesh(new THREE.ConeGeometry(0.35, 1.0, 12).rotateX(-Math.PI / 2).translate(0, 1.5, -0.9),
    new THREE.MeshLambertMaterial({ color: 0xffffff }))
  group.add(body, arrow)
  group.name = 'agent'
  return group
}

/** Places the agent marker at `pos` (feet) turned to `yaw`. */
function placeAgent (marker, pos, yaw) {
  marker.position.set(pos.x, pos.y, pos.z)
  marker.rotation.set(0, yaw, 0)
}

function markerKind (type) {
  if (type === 'item' || type === 'experience_orb') return 'item'
  return HANGING.has(type) ? 'hanging' : 'other'
}

/** A box the size of the entity (at least a small cube) with a dark outline. */
function entityMarker (entity) {
  const kind = markerKind(entity.type)
  const w = Math.max(entity.width || 0.4, 0.4)
  const h = Math.max(entity.height || 0.4, 0.4)
  const geometry = new THREE.BoxGeometry(w, h, kind === 'hanging' ? 0.12 : w).translate(0, h / 2, 0)
  const mesh = new THREE.Mesh(geometry, new THREE.MeshLambertMaterial({ color: MARKER_COLORS[kind] }))
  mesh.add(new THREE.LineSegments(new THREE.EdgesGeometry(geometry), new THREE.LineBasicMaterial({ color: 0x222222 })))
  return mesh
}

module.exports = { agentMarker, placeAgent, entityMarker, facing }
