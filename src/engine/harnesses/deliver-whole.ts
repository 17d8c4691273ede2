import type { Delivery } from './types.ts'

/**
 * A text as a harness passes it whole: one kept part, nothing cut, no warning, sized in the harness's own measure
 * and labelled with the rule that applied. Every harness delivers most outputs this way; its own file says when.
 * @example deliverWhole('abc', { unit: 'chars', value: 3 }, 'passed whole').keptChars === 3
 */
export function deliverWhole(text: string, measure: Delivery['measure'], rule: string): Delivery {
  return {
    text,
    parts: [{ kind: 'kept', start: 0, end: text.length }],
    truncated: false,
    keptChars: text.length,
    warnings: [],
    measure,
    rule,
  }
}
