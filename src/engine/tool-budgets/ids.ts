/** Seed 002's truncate_tool_output: as the document describes it, or as the project's code does today. Zod-free. */
export const SEED_002_TRUNCATIONS = ['documented', 'current'] as const
export type Seed002Truncation = (typeof SEED_002_TRUNCATIONS)[number]
