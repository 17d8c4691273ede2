// The performance budget, in one place: each figure's target on the machine this project is built on (2
// cores, quiet). `npm run bench` prints every figure against its target; the CI check (scripts/perf-check.mjs)
// checks the main ones cheaply, in CPU time, as ratios to a calibration workload timed in the same run.

/** Targets: `max` for costs (lower is better), `min` for rates (higher is better). */
export const TARGETS = {
  // Issue 27 §6: the first page at most 100 kB (React, React DOM and the scheduler are ~66 of it); the simulator,
  // the link coder, the frozen defaults, the A/B view, saving, the engine worker's client and the Result budget's
  // panels below the first screen load when first needed. 96.3 kB measured (was 140.8, then 101.7, 97.2, and 99.8
  // after later merges, brought back by the simulation slice's runs, saving's page side, JSON's error describer
  // and the saved-work notices loading when first needed). The CI check holds it to 100 kB exactly
  // (CI_MARGIN.size): the next part of the first page must load lazily itself.
  'size.initial': { max: 100, unit: 'kB', what: 'initial JS, gzip (Monaco excluded)' },
  'browser.firstResult': { max: 1000, unit: 'ms', what: 'navigation → first result, Chromium' },
  // The CI check's Chromium figures are the main thread's CPU time (the time the machine gives others does not
  // count). The first result's is its own target (~140 ms measured, twice that allowed); a keystroke's is the
  // bench's latency target (`large.*.keystroke`: p95 under 50 ms), which the main thread's share must meet.
  'browser.firstResultCpu': {
    max: 300,
    unit: 'ms',
    what: 'navigation → first result, main-thread CPU, Chromium',
  },
  'browser.keystroke1MB': {
    max: 50,
    unit: 'ms',
    what: 'budget keystroke → updated table, 1 MB pasted, main-thread CPU, Chromium',
  },
  // ~450 ms measured quiet (drawing the answer; the evaluation's ~2,300 ms are the worker's); 950–1,360 ms with
  // the machine loaded, which is why this is the bench's figure and not a test's.
  'browser.selectionMillionCpu': {
    max: 1000,
    unit: 'ms',
    what: 'tool selection 1,000 × 1,000, click → answer, main-thread CPU, Chromium',
  },
  // Issue 27 item 7: the built CLI from start to its first output for a small scenario.
  'cli.start.bundle': { max: 300, unit: 'ms', what: 'CLI start → first output, built JS, default scenario' },
  'evaluate.default': { max: 1, unit: 'ms', what: 'evaluate(), default scenario' },
  'evaluate.ab.perSide': { max: 1, unit: 'ms', what: 'evaluate() per side, A/B of the default scenario' },
  // Issue 13: "A/B and replay recompute within the same budgets as one scenario (evaluate() default < 1 ms per
  // side)": the Replay and Cost tabs, alone and in an A/B view, within the default scenario's millisecond.
  'evaluate.replay': { max: 1, unit: 'ms', what: 'evaluate(), Replay tab: 8 frameworks' },
  'evaluate.replay.ab.perSide': { max: 1, unit: 'ms', what: 'evaluate() per side, A/B on the Replay tab' },
  'evaluate.cost': { max: 1, unit: 'ms', what: 'evaluate(), Cost tab: 8 sessions of 10 turns' },
  'evaluate.cost.ab.perSide': { max: 1, unit: 'ms', what: 'evaluate() per side, A/B on the Cost tab' },
  // Issue 25 §2: the Session tab replays every LLM call of the session under each harness (window, events, losses).
  'evaluate.session2000': {
    max: 200,
    unit: 'ms',
    what: 'evaluateSessions(), a generated 2,000-call session under all 5 harnesses',
  },
  'evaluate.10MiB.4calls': { max: 50, unit: 'ms', what: 'evaluate(), 10 MiB of real output in 4 calls' },
  'evaluate.10MiB.100calls': { max: 50, unit: 'ms', what: 'evaluate(), 10 MiB in 100 calls / 10 batches' },
  'evaluate.selection100x100': { max: 20, unit: 'ms', what: 'evaluate(), 100 × 100 categories' },
  'evaluate.planner100k': { max: 100, unit: 'ms', what: 'evaluate(), 100,000-line action log' },
  'evaluate.plans100k': { max: 200, unit: 'ms', what: 'evaluate(), 100,000-call trace' },
  'evaluate.toolBudgets.10MiB.cold': { max: 100, unit: 'ms', what: "seed 002's part, 10 MiB never seen" },
  // Issue 24 §2: exact counts of one unbroken piece were quadratic (100,000 a's: 16 s). A 1 MB text of one piece,
  // counted by a new tokenizer, the slower of o200k_base and cl100k_base (scripts/bench/long-pieces.ts).
  'tokens.long.run1MB': { max: 500, unit: 'ms', what: 'exact count, a 1 MB run of one char' },
  'tokens.long.zeros1MB': { max: 500, unit: 'ms', what: 'exact count, 1 MB of base64 of zeros' },
  'tokens.long.minified1MB': { max: 500, unit: 'ms', what: 'exact count, a 1 MB minified JSON line' },
  'tokens.long.worst1MB': {
    max: 2000,
    unit: 'ms',
    what: 'exact count, the slowest of 23 adversarial 1 MB pastes (runs, small alphabets, CJK, emoji)',
  },
  // Issue 26: a month of Claude Code or Codex work is tens of MB; a 50 MB session file opens in under 5 s.
  'import.session50MB': {
    max: 5000,
    unit: 'ms',
    what: 'openImport of a 50 MB Claude Code session file, first run',
  },
  'sim.greedy': { min: 40, unit: 'M/s', what: 'simulator steps/s, greedy, one thread' },
  'sim.epsilonGreedy': { min: 40, unit: 'M/s', what: 'simulator steps/s, ε-greedy, one thread' },
  'sim.ucb1': { min: 15, unit: 'M/s', what: 'simulator steps/s, UCB1, one thread' },
  'sim.thompson': { min: 2, unit: 'M/s', what: 'simulator steps/s, Thompson, one thread' },
  'sim.softmax': { unit: 'M/s', what: 'simulator steps/s, softmax, one thread (no target)' },
  // Figure 2.3's optimistic greedy (Q₁ = 5, α = 0.1) changes its top tool far more often than plain greedy (each
  // call lowers the top's estimate), so every change rescans the tools: its own target, half of greedy's.
  'sim.optimisticAlpha': {
    min: 20,
    unit: 'M/s',
    what: 'simulator steps/s, optimistic greedy (Q₁ = 5, α = 0.1), one thread',
  },
  'browser.simTestbed': { max: 1500, unit: 'ms', what: '10-armed testbed across workers, Chromium' },
  // Large inputs in the page (issue 11 §3), measured by scripts/bench/large-inputs.mjs in Chromium.
  'large.edit.p95': { max: 50, unit: 'ms', what: 'budget keystroke or slider step → updated table, p95' },
  'large.edit.longestTask': { max: 100, unit: 'ms', what: 'longest main-thread task during those edits' },
  'large.paste20MB.freeAfter': {
    max: 1000,
    unit: 'ms',
    what: '20 MB paste → main thread free (no later task over 100 ms), with progress shown',
  },
  // Issue 26: a 50 MB session file dropped on the page is read in the worker, with progress, the page free.
  'large.session50MB.preview': {
    max: 5000,
    unit: 'ms',
    what: '50 MB Claude Code session dropped on the page → the import preview',
  },
  'large.session50MB.longestTask': {
    max: 200,
    unit: 'ms',
    what: '50 MB Claude Code session dropped on the page: longest main-thread task until its preview',
  },
  'large.transcript.longestTask': {
    max: 200,
    unit: 'ms',
    what: 'transcript of 100 turns, 20 MB of outputs, opening: longest main-thread task',
  },
}

/**
 * The calibration workload's CPU time on that machine (scripts/bench/calibrate.mjs), in each runtime: a figure
 * measured elsewhere is judged against target × (its calibration / this one). Measured on the 2-core machine
 * the targets are for (median of 9, CPU time, so its load at the time did not count).
 */
export const REFERENCE_CALIBRATION_MS = { node: 90, chromium: 90 }

/**
 * The CI check fails a figure only when it misses its scaled target by more than this factor: a regression
 * that large is no noise of a shared machine (ratios of CPU times move by ±30% under load), and smaller drifts
 * are the bench's to show. Sizes are deterministic (the same source builds the same bytes): no margin, a size
 * fails past its target.
 */
export const CI_MARGIN = { time: 2, size: 1 }
