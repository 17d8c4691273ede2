/**
 * Past this many chars an output is not edited in the page: laying out a 50 MB line in a textarea or Monaco
 * stalls the tab for tens of seconds. Such an output is shown read-only (its head) and replaced by pasting.
 */
export const LARGE_OUTPUT_CHARS = 1_000_000
