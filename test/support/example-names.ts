// The one home of the shipped examples' former names. Links never name an example file (a link carries the
// scenario itself, a story link its story id), so nothing the page opens needs these; the records do: the
// share-link corpus and the coder's fixture name each example as it was called when they were recorded, and
// they are never edited. Add a line here when an example is renamed.

/**
 * Former file name → the file in public/examples/ today. Scenario version 4 named seed 001's simulation
 * `simulation` (tab id `explore` before), and its examples followed.
 */
export const RENAMED_EXAMPLES: Readonly<Record<string, string>> = {
  'explore-auer-distribution-12.json': 'simulation-auer-distribution-12.json',
  'explore-auer-distribution-2.json': 'simulation-auer-distribution-2.json',
  'explore-flaky-vs-reliable.json': 'simulation-flaky-vs-reliable.json',
  'explore-optimistic-initial-values.json': 'simulation-optimistic-initial-values.json',
  'explore-ten-armed-testbed.json': 'simulation-ten-armed-testbed.json',
}

/** The file shipped today that was once called `name` (or `name` itself). */
export const exampleToday = (name: string): string => RENAMED_EXAMPLES[name] ?? name

/** Every name a shipped file has had: today's first, then the former ones. */
export const namesOf = (file: string): string[] => [
  file,
  ...Object.keys(RENAMED_EXAMPLES).filter((old) => RENAMED_EXAMPLES[old] === file),
]
