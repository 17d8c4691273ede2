/** Zod-free ids of the selection section, so page code can list them without loading the schema. */
/** Where each strategy comes from: the seed's fix, the seed's bug, and two of ours. */
export const SELECTION_STRATEGIES = ['proportional', 'pre-fix', 'redistribute', 'weighted'] as const
export type SelectionStrategy = (typeof SELECTION_STRATEGIES)[number]

/** Clients that cap the number of tools in one request (issue 4's presets). */
export const CLIENT_PRESETS = ['none', 'openai-128', 'first-40', 'first-80', 'group-64'] as const
export type ClientPreset = (typeof CLIENT_PRESETS)[number]
