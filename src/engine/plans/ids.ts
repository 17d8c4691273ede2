/** Seed 001's named values, zod-free so page code can list them (the schema validates against the same lists). */

/** BLP (seed 001's "bitter-lesson preference"): general methods over domain-specific tricks. */
export const TOOL_KINDS = ['general', 'specialised'] as const

/** Seed 001's four strategies, plus softmax (the seed's `temperature` is "for softmax-based"). */
export const STRATEGIES = ['Greedy', 'EpsilonGreedy', 'UCB', 'ThompsonSampling', 'Softmax'] as const

export const EXECUTION_STATES = ['Planned', 'InProgress', 'Complete', 'Failed'] as const

/** How a pasted trace is read (see parseTrace). */
export const TRACE_FORMATS = ['auto', 'documented', 'openai', 'anthropic'] as const

/** Where the sentinel's trace comes from: the pasted `text`, or one simulated run (see `traceOfRun`). */
export const TRACE_SOURCES = ['pasted', 'simulated'] as const
