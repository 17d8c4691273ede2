import { deepEqual } from '../base/deep-equal.ts'
import { isRecord } from '../base/is-record.ts'
import type { SystemId } from '../base/scenario-core.ts'
import type { Scenario } from '../scenario.ts'

/** One setting a preset changed, on the tab that shows it. */
export interface PresetChange {
  /** The tab whose controls show this setting. */
  tab: PresetTab
  /** The setting's path in the scenario below its section (`maxToolCallsPerTurn`, `window.modelTokens`). */
  setting: string
  /** Its value before and after, as text (`20`, `1,000`, `none` for absent). */
  from: string
  to: string
}

/** The tabs whose settings a preset may change (the presets set budget sections only). */
export type PresetTab = Extract<SystemId, 'result-budget' | 'strategies' | 'token-budgets'>

/** Which tab shows which section of the scenario: a preset's change is listed under it. */
const SECTIONS: readonly { tab: PresetTab; path: readonly string[]; skip?: readonly string[] }[] = [
  { tab: 'result-budget', path: ['resultBudget'] },
  { tab: 'strategies', path: ['strategies'], skip: ['weights'] },
  // The window's texts are the user's, never a preset's; the per-tool rows are the user's too.
  {
    tab: 'token-budgets',
    path: ['toolBudgets'],
    skip: ['tools', 'window.systemPrompt', 'window.userMessage', 'window.toolSchemas', 'window.transcript'],
  },
]

const show = (v: unknown): string =>
  v === undefined ? 'none' : typeof v === 'number' ? v.toLocaleString('en-US') : String(v)

/** The leaves of a settings object, by dotted path (arrays and scalars are leaves). */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (!isRecord(value)) {
    if (prefix !== '') out.set(prefix, value)
    return out
  }
  for (const [k, v] of Object.entries(value)) leaves(v, prefix === '' ? k : `${prefix}.${k}`, out)
  return out
}

const at = (s: Scenario, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), s)

/**
 * What choosing a preset changed, setting by setting and on which tab, so the page can say where to look (a
 * preset chosen on one tab also sets the others' settings). Compares the budget sections and the tools' own
 * `maxResultChars` before and after; a setting that kept its value is not listed. Pure.
 * @example presetChanges(s, applyPreset(s, 'ethos-today'))[0] // { tab: 'result-budget', setting: 'maxToolCallsPerTurn', from: '20', to: '1,000' }
 */
export function presetChanges(before: Scenario, after: Scenario): PresetChange[] {
  const changes: PresetChange[] = []
  for (const { tab, path, skip = [] } of SECTIONS) {
    const a = leaves(at(before, path), '', new Map())
    const b = leaves(at(after, path), '', new Map())
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (skip.some((s) => key === s || key.startsWith(`${s}.`))) continue
      const from = a.get(key)
      const to = b.get(key)
      if (!deepEqual(from, to)) changes.push({ tab, setting: key, from: show(from), to: show(to) })
    }
    if (tab === 'result-budget') {
      const caps = (s: Scenario) => new Map(s.tools.map((t) => [t.name, t.maxResultChars]))
      const ca = caps(before)
      for (const [name, to] of caps(after)) {
        const from = ca.get(name)
        if (from !== to)
          changes.push({ tab, setting: `${name} maxResultChars`, from: show(from), to: show(to) })
      }
    }
  }
  return changes
}
