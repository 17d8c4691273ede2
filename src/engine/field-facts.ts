import type * as z from 'zod/mini'
import type { NumberFacts } from './base/number-rule.ts'
import { UNITS, type Unit } from './base/parse-number.ts'
import { described, FIELD_META, type FieldMeta } from './base/schema-helpers.ts'

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
 * The schemas at each path of `schema`, walked from its root: objects by key, arrays as `[]`, the options of a
 * union at the same path (so a path may hold several). Records and lazy schemas are listed, not walked; a
 * recursive schema (JSON values) is not walked into again.
 * @example schemasByPath(ResultBudgetSchema).get('resultBudgetChars')?.length === 1
 */
export function schemasByPath(schema: Schema): Map<string, Schema[]> {
  const out = new Map<string, Schema[]>()
  const onPath = new Set<Schema>()
  const walk = (s: Schema, at: string) => {
    if (onPath.has(s)) return
    onPath.add(s)
    if (at !== '') out.set(at, [...(out.get(at) ?? []), s])
    const def = defOf(unwrap(s))
    if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>))
        walk(child, at === '' ? key : `${at}.${key}`)
    else if (def.type === 'array') walk(def.element as Schema, `${at}[]`)
    else if (def.type === 'union') for (const option of def.options as Schema[]) walk(option, at)
    onPath.delete(s)
  }
  walk(schema, '')
  return out
}

const unwrap = (s: Schema): Schema => {
  let inner = s
  while (WRAPPERS.has(defOf(inner).type)) inner = defOf(inner).innerType as Schema
  return inner
}

/**
 * Every field of a schema (see `schemasByPath`), each with what the schema says of it: wrappers (optional,
 * default, prefault) are read into the fact, `FIELD_META` (see `described`) adds the label, unit and description.
 * At a path several union options share, the first option's facts count, with the first description any has.
 * @example fieldFacts(ResultBudgetSchema)[0] → { path: 'resultBudgetChars', type: 'integer', default: 80000, min: 0, max: 1e9, unit: 'chars', … }
 */
export function fieldFacts(schema: Schema): FieldFact[] {
  return [...schemasByPath(schema)].map(([path, schemas]) => {
    const [first, ...others] = schemas.map((s) => factOf(s, path))
    const fact = { ...(first as FieldFact) }
    const description = fact.description ?? others.find((o) => o.description)?.description
    if (description !== undefined) fact.description = description
    // A discriminator (`kind`, `dist`): each option allows its own literal, the field any of them.
    if (fact.type === 'literal' && others.every((o) => o.type === 'literal'))
      fact.values = [fact, ...others].flatMap((o) => o.values ?? [])
    return fact
  })
}

/**
 * Attaches a description to the field at each path of `schema` (every schema found there), so descriptions
 * written in one place reach the facts (and the generated format reference) without entering the page's or the
 * worker's bundles. Throws naming a path the schema does not have, so a renamed field fails loudly.
 * @example describePaths(ScenarioSchema, { title: 'Shown by the app; the engine ignores it.' })
 */
export function describePaths(schema: Schema, descriptions: Readonly<Record<string, string>>): void {
  const at = schemasByPath(schema)
  for (const [path, description] of Object.entries(descriptions)) {
    const found = at.get(path)
    if (found === undefined) throw new Error(`No field ${path} in the schema to describe`)
    for (const s of found) described(s, { description })
  }
}

function factOf(s: Schema, path: string): FieldFact {
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
  return fact
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
      // A unit messages cannot say (`units`, `policies`) is left out: the rule then names none.
      ...(unit !== undefined && unit in UNITS && { unit: unit as Unit }),
    }
  }
  return out
}
