import { editableParams, formatParamValue } from './overrides.ts'
import type { HarnessInfo } from './types.ts'

/**
 * The rows of docs/scenario-format.md's `harnessSettings` table, one per settable parameter: harness, id, what it
 * is, type and range, default. The table is generated from them (scripts/scenario-doc-sections.ts), so a new
 * harness's parameters, or a changed default, reach the page with `npm run docs:scenario`.
 * @example harnessSettingsDocRows({ x: { id: 'x', params: [], ... } }) → []
 */
export function harnessSettingsDocRows(harnesses: Readonly<Record<string, HarnessInfo>>): string[] {
  return Object.values(harnesses).flatMap((h) =>
    editableParams(h).flatMap((p) => {
      const e = p.edit
      if (!e) return []
      const type =
        e.kind === 'number'
          ? `${e.integer ? 'integer' : 'number'}, ${e.min.toLocaleString('en-US')} to ${e.max.toLocaleString('en-US')}${e.unit ? ` ${e.unit}` : ''}`
          : e.kind === 'boolean'
            ? 'boolean'
            : `one of ${e.choices.map((c) => `\`${c}\``).join(', ')}`
      const setBy = p.setBy ? ` (${p.setBy.replace(/\|/g, '\\|')})` : ''
      return [
        `| \`${h.id}\` | \`${p.id}\` | ${p.label}${setBy} | ${type} | ${formatParamValue(e, e.default)} |`,
      ]
    }),
  )
}
