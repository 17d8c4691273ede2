// One formatter, made once: `toLocaleString('en-US')` builds a new one on every call, which a table, a chart's
// ticks and the previews, re-rendered on every slider step, add up to tens of milliseconds.
const EN_US = new Intl.NumberFormat('en-US')

/** Numbers as the UI prints them: en-US thousands separators, the unit always written beside them. */
export const fmt = (n: number): string => EN_US.format(n)
