// The browser half of the hostile-input corpus, tallied for the run's report: how many inputs were tried, by
// entry point, and how many held (a clear message or their text shown as text; no script; text kept).
export const hostileTally = { inputs: 0, passed: 0, byEntry: {} }

/** Counts one input of `entry` (link, file, paste, field) and whether it held. */
export function recordHostile(entry, passed) {
  hostileTally.inputs++
  if (passed) hostileTally.passed++
  hostileTally.byEntry[entry] ??= { inputs: 0, passed: 0 }
  hostileTally.byEntry[entry].inputs++
  if (passed) hostileTally.byEntry[entry].passed++
}
