// The lists the selection schema validates against, apart from the code that uses them, so the schema, the
// cost model and the walk each import them without importing one another.

/** Clients that cap the number of tools in one request (issue 4's list, see `CLIENT_LIMITS`). */
export const CLIENT_IDS = ['none', 'openai-128', 'first-40', 'first-80', 'group-64'] as const
export type ClientId = (typeof CLIENT_IDS)[number]

/**
 * How select_tools can walk the categories: the seed's fix (`per_cat` slots each), the seed's bug (no cap, stop
 * at max_tools), and two of ours (leftover slots redistributed; slots by weight). The schema validates against
 * this list; the Selection tab names it without loading the validation library.
 */
export const SELECTION_STRATEGIES = ['proportional', 'pre-fix', 'redistribute', 'weighted'] as const
export type SelectionStrategy = (typeof SELECTION_STRATEGIES)[number]
