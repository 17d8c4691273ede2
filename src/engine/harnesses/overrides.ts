import type { HarnessInfo, HarnessOverrides, HarnessParam, ParamEdit, ParamValue } from './types.ts'

/**
 * A number parameter's value: the user's, else the default from the harness's source record.
 * @example numberParam({ exec: 5_000 }, 'exec', 10_000) === 5_000
 */
export const numberParam = (o: HarnessOverrides | undefined, id: string, d: number): number => {
  const v = o?.[id]
  return typeof v === 'number' ? v : d
}

/**
 * A yes/no parameter's value: the user's, else the default.
 * @example booleanParam({}, 'inputs', false) === false
 */
export const booleanParam = (o: HarnessOverrides | undefined, id: string, d: boolean): boolean => {
  const v = o?.[id]
  return typeof v === 'boolean' ? v : d
}

/**
 * A choice parameter's value: the user's, else the default.
 * @example choiceParam({ header: 'lines' }, 'header', 'warning') === 'lines'
 */
export const choiceParam = <T extends string>(o: HarnessOverrides | undefined, id: string, d: T): T => {
  const v = o?.[id]
  return typeof v === 'string' ? (v as T) : d
}

/**
 * Every parameter of a harness a user can set: its per-output ones, then its session ones, in the order its
 * source record lists them. A new harness's parameters are found here as soon as its record marks them `edit`.
 * @example editableParams(infoOf(HARNESSES['codex-cli'])).some((p) => p.id === 'exec') === true
 */
export const editableParams = (h: Pick<HarnessInfo, 'params' | 'session'>): HarnessParam[] =>
  [...h.params, ...(h.session?.params ?? [])].filter((p) => p.edit)

/**
 * A value as the app writes it: numbers with thousands separators and the unit, yes/no for booleans.
 * @example formatParamValue({ kind: 'number', default: 1, min: 0, max: 9, integer: true, unit: 'tokens' }, 5000) === '5,000 tokens'
 */
export function formatParamValue(edit: ParamEdit, v: ParamValue): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number')
    return `${v.toLocaleString('en-US', { maximumFractionDigits: 4 })}${edit.kind === 'number' && edit.unit ? ` ${edit.unit}` : ''}`
  return v
}

/**
 * Why a value does not fit a parameter, in one line naming the harness, the parameter and the unit; null if it fits.
 * @example checkParamValue('Codex CLI', { id: 'exec', label: 'exec output cut', edit: { kind: 'number', default: 10_000, min: 1, max: 1e7, integer: true, unit: 'tokens' } }, -1) === 'Codex CLI, exec output cut (exec): must be at least 1 tokens'
 */
export function checkParamValue(
  harness: string,
  p: Pick<HarnessParam, 'id' | 'label' | 'edit'>,
  v: unknown,
): string | null {
  const at = `${harness}, ${p.label} (${p.id})`
  const e = p.edit
  if (!e) return `${at}: is a fact of the harness, not a setting`
  if (e.kind === 'boolean') return typeof v === 'boolean' ? null : `${at}: must be true or false`
  if (e.kind === 'choice')
    return typeof v === 'string' && e.choices.includes(v)
      ? null
      : `${at}: must be one of ${e.choices.join(', ')}`
  const unit = e.unit ? ` ${e.unit}` : ''
  if (typeof v !== 'number' || !Number.isFinite(v)) return `${at}: must be a number of${unit || ' units'}`
  if (e.integer && !Number.isInteger(v)) return `${at}: must be a whole number of${unit || ' units'}`
  if (v < e.min) return `${at}: must be at least ${e.min.toLocaleString('en-US')}${unit}`
  if (v > e.max) return `${at}: is at most ${e.max.toLocaleString('en-US')}${unit}`
  return null
}

/**
 * Every problem of a `harnessSettings` section, each one line: an unknown harness or parameter, a value of the
 * wrong type or out of range. Empty when it fits.
 * @example checkHarnessSettings({ 'codex-cli': { exec: 0 } }, HARNESSES).length === 1
 */
export function checkHarnessSettings(
  settings: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  harnesses: Readonly<Record<string, Pick<HarnessInfo, 'label' | 'params' | 'session'>>>,
): string[] {
  const out: string[] = []
  for (const [hid, values] of Object.entries(settings)) {
    const h = harnesses[hid]
    if (!h) {
      out.push(`harnessSettings: no harness “${hid}” (known: ${Object.keys(harnesses).join(', ')})`)
      continue
    }
    const params = editableParams(h)
    for (const [pid, v] of Object.entries(values)) {
      const p = params.find((x) => x.id === pid)
      const why = p
        ? checkParamValue(h.label, p, v)
        : `${h.label}: no parameter “${pid}” to set (settable: ${params.map((x) => x.id).join(', ')})`
      if (why) out.push(why)
    }
  }
  return out
}
