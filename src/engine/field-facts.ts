import type * as z from 'zod/mini'
import type { NumberFacts } from './number-rule.ts'
import { FIELD_META, type FieldMeta } from './schema-helpers.ts'

/** What a schema says about one field: its type, default, limits, unit and description. */
export interface FieldFact extends FieldMeta {
  /** Dotted key path from the schema's root; `[]` stands for any item of an array (`batches[].calls[]`). */
  path: string
  /** `integer`, `number`, `string`, `boolean`, `object`, `array`, `enum`, `literal`, `record`, `union`, `any`… */
  type: string
  /** Neither optional nor defaulted: a value must be given. */
  required: boolean
  /** Left out, the field is absent (no default fills it). */
  optional: boolean
  /** The value a field left out takes (`default`), when it has one. */
  default?: unknown
  /** Left out, the section is read from this input (`prefault`): its own fields' defaults, or a seed's story. */
  prefault?: unknown
  min?: number
  max?: number
  /** `min` itself is refused (above 0). */
  exclusiveMin?: boolean
  exclusiveMax?: boolean
  /** A string's most chars, or an array's most items. */
  maxLength?: number
  /** The values an enum or a literal allows. */
  values?: readonly unknown[]
}

interface Def {
  type: string
  checks?: { _zod: { def: { check: string; value?: unknown; inclusive?: boolean; maximum?: number } } }[]
  [key: string]: unknown
}
type Schema = z.core.$ZodType
const defOf = (s: Schema) => (s as unknown as { _zod: { def: Def } })._zod.def
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional', 'catch'])

/**
 * Every field of a schema, walked from its root: objects by key, arrays as `[]`, the options of a union at the
 * same path (the first option naming a field gives its facts). Wrappers (optional, default, prefault) are read
 * into the fact; `FIELD_META` (see `described`) adds the label, unit and description. Records and lazy schemas
 * are listed, not walked.
 * @example fieldFacts(ResultBudgetSchema)[0] → { path: 'resultBudgetChars', type: 'integer', default: 80000, min: 0, max: 1e9, unit: 'chars', … }
 */
export function fieldFacts(schema: Schema, path = ''): FieldFact[] {
  const out: FieldFact[] = []
  const seen = new Set<string>()
  // A recursive schema (JSON values) is listed once and not walked into again.
  const onPath = new Set<Schema>()
  const walk = (s: Schema, at: string) => {
    if (onPath.has(s)) return
    onPath.add(s)
    const fact = factOf(s, at)
    if (at !== '' && !seen.has(at)) {
      seen.add(at)
      out.push(fact.fact)
    }
    const def = defOf(fact.inner)
    if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>))
        walk(child, at === '' ? key : `${at}.${key}`)
    else if (def.type === 'array') walk(def.element as Schema, `${at}[]`)
    else if (def.type === 'union') for (const option of def.options as Schema[]) walk(option, at)
    onPath.delete(s)
  }
  walk(schema, path)
  return out
}

function factOf(s: Schema, path: string): { fact: FieldFact; inner: Schema } {
  const fact: FieldFact = { path, type: 'any', required: true, optional: false }
  let meta: FieldMeta = {}
  let inner = s
  for (;;) {
    meta = { ...FIELD_META.get(inner), ...meta }
    const def = defOf(inner)
    if (!WRAPPERS.has(def.type)) break
    if (def.type === 'optional') fact.optional = true
    if (def.type === 'default' && !('default' in fact)) fact.default = def.defaultValue
    if (def.type === 'prefault' && !('prefault' in fact)) fact.prefault = def.defaultValue
    inner = def.innerType as Schema
  }
  fact.required = !fact.optional && !('default' in fact) && !('prefault' in fact)
  Object.assign(fact, meta)
  const def = defOf(inner)
  fact.type =
    def.type === 'number' && typeof def.format === 'string' && def.format.includes('int')
      ? 'integer'
      : def.type
  if (def.type === 'enum') fact.values = Object.values(def.entries as object)
  if (def.type === 'literal') fact.values = def.values as unknown[]
  for (const check of def.checks ?? []) {
    const c = check._zod.def
    if (c.check === 'greater_than' && typeof c.value === 'number') {
      fact.min = c.value
      if (!c.inclusive) fact.exclusiveMin = true
    } else if (c.check === 'less_than' && typeof c.value === 'number') {
      fact.max = c.value
      if (!c.inclusive) fact.exclusiveMax = true
    } else if (c.check === 'max_length' && typeof c.maximum === 'number') fact.maxLength = c.maximum
  }
  return { fact, inner }
}

/**
 * The number fields of a schema by path, as forms need them: the page receives this for the Scenario, computed
 * at build time, so its rules come from the schema without loading it.
 * @example numberFacts(ScenarioSchema)['resultBudget.resultBudgetChars'] → { kind: 'whole', min: 0, max: 1e9, optional: false, label: 'resultBudgetChars', unit: 'chars' }
 */
export function numberFacts(schema: Schema): Record<string, NumberFacts> {
  const out: Record<string, NumberFacts> = {}
  for (const f of fieldFacts(schema)) {
    if (f.type !== 'number' && f.type !== 'integer') continue
    const { min, max, exclusiveMin, optional, label, unit } = f
    out[f.path] = {
      kind: f.type === 'integer' ? 'whole' : 'decimal',
      optional,
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
      ...(exclusiveMin && { exclusiveMin }),
      ...(label !== undefined && { label }),
      ...(unit !== undefined && { unit }),
    }
  }
  return out
}
