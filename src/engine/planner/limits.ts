/** Role budgets and formula constants: seed 000 never needs more; 1,000,000 keeps every sum exact. */
export const MAX_PLANNER_CALLS = 1_000_000
/** Files in a delta, typed or listed. */
export const MAX_DELTA_FILES = 100_000
