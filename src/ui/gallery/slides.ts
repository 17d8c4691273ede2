/** One slide of a presented story: the panel shown (by its heading's id) and what to look at in it. */
export interface Slide {
  panel: string
  caption: string
}

/**
 * Each story's slides after its text: the panels of its tab a class looks at, in order. Panels are found by
 * their heading's id, so a renamed heading shows up as a missing panel in the Chromium test, not silently.
 */
export const SLIDES: Record<string, readonly Slide[]> = {
  'why-80k': [
    { panel: 'results-h', caption: 'The split, call by call, and the formulas with their live values.' },
    { panel: 'turn-h', caption: 'The turn: every iteration gets a fresh batch budget.' },
  ],
  'parallel-reads': [
    { panel: 'results-h', caption: 'Four parallel reads, each held to its share.' },
    { panel: 'turn-h', caption: 'Iteration 2 reads alone: pick it in the table to see it whole.' },
  ],
  'pre-trim': [{ panel: 'results-h', caption: 'Pre-trimmed (no marker) beside post-trimmed (marked).' }],
  'failed-build': [
    { panel: 'st-cmp-h', caption: 'Every trim on the same batch.' },
    { panel: 'st-prev-h', caption: 'What the model reads of the build under each trim.' },
  ],
  'chars-per-token': [
    { panel: 'st-cmp-h', caption: 'The chars/4 estimate beside the exact o200k_base count.' },
  ],
  'category-starvation': [
    { panel: 'sel-alloc-h', caption: 'Slots per category: the bug, the fix, and ours.' },
  ],
  'request-more-tools': [
    { panel: 'sel-meta-h', caption: 'The loop, iteration by iteration, and what each call loaded.' },
  ],
  'builder-runs-out': [
    { panel: 'pl-formula-h', caption: 'The Planner’s formula with this task’s inputs.' },
    { panel: 'pl-outcome-h', caption: 'The log against the budget, and where BLOCK fires.' },
  ],
  'greedy-locks-in': [
    {
      panel: 'ex-step-h',
      caption: 'Figure 2.2: reward and calls to the best arm, with the values at chosen steps.',
    },
  ],
  'optimistic-start': [
    {
      panel: 'ex-step-h',
      caption:
        'Figure 2.3: calls to the best arm; read steps 1–10, 11 and 1,000 in the table under the charts.',
    },
  ],
  'ucb-spike': [
    { panel: 'ex-step-h', caption: 'Read UCB at steps 10, 11 and 12 in the table under the charts.' },
  ],
  'thompson-vs-ucb': [
    { panel: 'ex-regret-h', caption: 'Regret on a log time axis against the Lai–Robbins bound.' },
  ],
  'budget-pressure': [{ panel: 'ex-sweep-h', caption: 'Each policy’s rank at each budget scale.' }],
}
