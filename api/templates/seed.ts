import type { DemoContext } from '../seed/context';

/** Demo rows of this feature (placeholder until the feature is built). */
export async function seedTemplates(_ctx: DemoContext): Promise<void> {}
