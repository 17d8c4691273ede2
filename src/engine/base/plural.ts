/**
 * A count with its noun, the singular for exactly 1 and en-US thousands separators: the one way every message
 * and label counts things (never "1 tools").
 * @example plural(1, 'tool') === '1 tool'
 * @example plural(2_000, 'category', 'categories') === '2,000 categories'
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
