/**
 * Where each line of a text starts, for turning an offset into a 1-based line number by binary search (a
 * message that names "line 12" of a 100,000-line paste without counting lines again per lookup).
 * @example lineOf(lineStarts('a\nb\nc'), 4) === 3
 */
export function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}

/** The 1-based line holding `offset`, given the text's `lineStarts`. */
export function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] as number) <= offset) lo = mid
    else hi = mid - 1
  }
  return lo + 1
}
