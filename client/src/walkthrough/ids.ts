/**
 * Names the walkthrough (package.json `contributes.walkthroughs`) completes its
 * steps on, where they are not a command the user runs directly.
 */
export { QUICK_FIX_APPLIED_COMMAND } from '../../../server/src/api/protocol/requests';

/** Context key set once the preview's Scene tab has drawn a scene: completes the "Look at its scene" step (`onContext:`). */
export const SCENE_SHOWN_CONTEXT = 'mcu.sceneShown';
