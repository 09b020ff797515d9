/**
 * The CLI's door to the 3D scene: capture a task's scene in the embedded
 * server, render it with Chromium, or hand the viewer bundle to a preview.
 * Required lazily by `mcu-task scene`: the Minecraft and browser stacks load
 * only when that subcommand runs.
 */
export { sceneAssets } from '../simulation/sceneView/assets';
export { sceneBundle } from '../simulation/sceneView/bundle';
export { captureScene, SceneInputError } from '../simulation/sceneView/capture';
export { findChromium } from '../simulation/sceneView/chromium';
export { SceneRenderer } from '../simulation/sceneView/render';
export type { CameraPreset, PickCount } from '../simulation/sceneView/render';
