import type { FeatureContext } from './featureContext';
import { registerLlmFeatures } from './llm';
import { registerPreview } from './preview';
import { registerReport } from './report';
import { registerTesting } from './testing';
import { registerVerify } from './verify';
import { registerWalkthrough } from './walkthrough';

/** Editor-only features, each in its own folder; each decides for itself what Workspace Trust allows. */
export function registerFeatures(ctx: FeatureContext): void {
  registerLlmFeatures(ctx);
  registerPreview(ctx);
  registerReport(ctx);
  // The Testing view verifies through the verify feature's one path.
  registerTesting(ctx, registerVerify(ctx));
  registerWalkthrough(ctx);
}
