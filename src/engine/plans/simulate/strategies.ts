/**
 * Seed 001's four strategies, plus softmax (the seed's `temperature` is "for softmax-based"): the policies the
 * simulator implements, listed here (not in the schema, which validates against this list) so the Explore tab and
 * the simulation workers name them without loading the validation library.
 */
export const STRATEGIES = ['Greedy', 'EpsilonGreedy', 'UCB', 'ThompsonSampling', 'Softmax'] as const
