// The browser half of the hostile-input corpus, tallied for the run's report: how many times inputs were tried,
// by entry point, and how many held (a clear message or their text shown as text; no script; text kept); and
// by corpus entry (test/hostile/corpus.mjs): an entry held when every try of it held (a paste is tried in every
// text box of every tab).
export const hostileTally = { inputs: 0, passed: 0, byEntry: {}, entries: { tried: [], failed: [] } }
const tried = new Set()
const failed = new Set()

/** Counts one try of corpus entry `id` at entry point `entry` (link, file, paste, field…) and whether it held. */
export function recordHostile(entry, passed, id) {
  hostileTally.inputs++
  if (passed) hostileTally.passed++
  hostileTally.byEntry[entry] ??= { inputs: 0, passed: 0 }
  hostileTally.byEntry[entry].inputs++
  if (passed) hostileTally.byEntry[entry].passed++
  tried.add(id)
  if (!passed) failed.add(id)
  hostileTally.entries = { tried: [...tried], failed: [...failed] }
}
