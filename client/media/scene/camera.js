// Camera presets. 'agent': from behind and above the agent, looking the way it faces;
// 'top': straight down from above; 'orbit': a three-quarter view from further away.
const THREE = require('three')
const { facing } = require('./markers')

function presetView (preset, agent) {
  const at = new THREE.Vector3(agent.x, agent.y, agent.z)
  const dir = facing(agent.yaw || 0)
  if (preset === 'top') {
    // A tiny z offset keeps the look-at matrix well defined when looking straight down.
    return { position: at.clone().add(new THREE.Vector3(0, 28, 0.01)), target: at }
  }
  if (preset === 'orbit') {
    const side = new THREE.Vector3(dir.z, 0, -dir.x)
    return { position: at.clone().addScaledVector(dir, -12).addScaledVector(side, 12).add(new THREE.Vector3(0, 14, 0)), target: at.clone().addScaledVector(dir, 3) }
  }
  return {
    position: at.clone().addScaledVector(dir, -7).add(new THREE.Vector3(0, 5.5, 0)),
    target: at.clone().addScaledVector(dir, 5).add(new THREE.Vector3(0, 0.5, 0))
  }
}

/** Points `camera` (and the orbit controls' pivot) at a preset name or {position:[x,y,z], target:[x,y,z]}. */
function applyCamera (camera, controls, view, agent) {
  const v = typeof view === 'string' ? presetView(view, agent) : { position: new THREE.Vector3(...view.position), target: new THREE.Vector3(...view.target) }
  camera.position.copy(v.position)
  camera.lookAt(v.target)
  if (controls) { controls.target.copy(v.target); controls.update() }
}

module.exports = { applyCamera }
