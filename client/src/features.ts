import type { FeatureContext } from './featureContext';
import { registerLlmFeatures } from './llm';

/** Editor-only features, each in its own folder; each decides for itself what Workspace Trust allows. */
export function registerFeatures(ctx: FeatureContext): void {
  registerLlmFeatures(ctx);
}
