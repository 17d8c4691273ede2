/** Numbers as the UI prints them: en-US thousands separators, the unit always written beside them. */
export const fmt = (n: number): string => EN_US.format(n)

// One formatter for the page: `toLocaleString` builds a new Intl formatter on every call, which made a table of
// 10,000 calls spend seconds formatting its numbers.
const EN_US = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })
