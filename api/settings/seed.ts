import type { DemoContext } from '../seed/context';

/** Demo rows of this feature (placeholder until the feature is built). */
export async function seedSettings(_ctx: DemoContext): Promise<void> {}
