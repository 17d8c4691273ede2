import { isRecord } from '../is-record.ts'
/**
 * A small JSON Schema reader for the keywords `plan.schema.json` uses (type, properties, required, enum,
 * minimum, maximum, exclusiveMinimum, maxLength, maxItems, items, $ref, default), so the page can check a plan
 * typed as JSON without the validation library: the schema is generated from the zod schema (a test keeps them
 * equal), and a property test keeps this reader's verdicts equal to zod's.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean'
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  maxLength?: number
  maxItems?: number
  items?: JsonSchema
  $ref?: string
  $defs?: Record<string, JsonSchema>
  default?: unknown
}

export interface JsonIssue {
  /** Where, as a JavaScript path: `plannedSequence[1].fallbackOnFailure.toolName`. */
  path: string
  message: string
}

export type JsonCheck =
  | { ok: true; value: unknown; ignored: string[] }
  | { ok: false; issues: JsonIssue[]; ignored: string[] }

const MAX_DEPTH = 1_000
const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)
const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`)
const n = (x: number) => x.toLocaleString('en-US')

/**
 * Checks `value` against `schema` and fills defaults (the value is never mutated: a filled copy comes back).
 * Unknown fields are dropped, as the worker's validation drops them, and listed in `ignored`.
 * @example checkJson({ a: 1 }, { type: 'object', properties: { a: { type: 'string' } } }) // { ok: false, issues: [{ path: 'a', message: 'expected string, received number' }] }
 */
export function checkJson(value: unknown, schema: JsonSchema): JsonCheck {
  const issues: JsonIssue[] = []
  const ignored: string[] = []
  const root = schema
  const resolve = (s: JsonSchema): JsonSchema => {
    if (s.$ref === undefined) return s
    if (s.$ref === '#') return root
    const name = /^#\/\$defs\/(.+)$/.exec(s.$ref)?.[1]
    return (name !== undefined && root.$defs?.[name]) || {}
  }
  const walk = (v: unknown, raw: JsonSchema, path: string, depth: number): unknown => {
    const s = resolve(raw)
    if (depth > MAX_DEPTH) {
      issues.push({ path, message: `nested deeper than ${n(MAX_DEPTH)} levels` })
      return v
    }
    const fail = (message: string) => {
      issues.push({ path: path || '(the plan)', message })
      return v
    }
    if (s.enum !== undefined && !s.enum.includes(v)) {
      return fail(`expected one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`)
    }
    switch (s.type) {
      case 'object': {
        if (!isRecord(v)) return fail(`expected object, received ${typeName(v)}`)
        const out: Record<string, unknown> = {}
        const props = s.properties ?? {}
        for (const key of Object.keys(v)) if (!(key in props)) ignored.push(join(path, key))
        for (const [key, sub] of Object.entries(props)) {
          const here = join(path, key)
          if (v[key] === undefined) {
            const d = resolve(sub).default ?? sub.default
            if (d !== undefined) out[key] = JSON.parse(JSON.stringify(d))
            else if (s.required?.includes(key)) issues.push({ path: here, message: 'is required' })
            continue
          }
          out[key] = walk(v[key], sub, here, depth + 1)
        }
        return out
      }
      case 'array': {
        if (!Array.isArray(v)) return fail(`expected array, received ${typeName(v)}`)
        if (s.maxItems !== undefined && v.length > s.maxItems) return fail(`at most ${n(s.maxItems)} items`)
        return v.map((item, i) => (s.items ? walk(item, s.items, `${path}[${i}]`, depth + 1) : item))
      }
      case 'string':
        if (typeof v !== 'string') return fail(`expected string, received ${typeName(v)}`)
        if (s.maxLength !== undefined && v.length > s.maxLength)
          return fail(`at most ${n(s.maxLength)} chars`)
        return v
      case 'boolean':
        return typeof v === 'boolean' ? v : fail(`expected boolean, received ${typeName(v)}`)
      case 'number':
      case 'integer': {
        if (typeof v !== 'number' || !Number.isFinite(v))
          return fail(`expected number, received ${typeName(v)}`)
        if (s.type === 'integer' && !Number.isInteger(v)) return fail('expected a whole number')
        if (s.minimum !== undefined && v < s.minimum) return fail(`must be at least ${n(s.minimum)}`)
        if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum)
          return fail(`must be above ${n(s.exclusiveMinimum)}`)
        if (s.maximum !== undefined && v > s.maximum) return fail(`must be at most ${n(s.maximum)}`)
        return v
      }
      default:
        return v
    }
  }
  const filled = walk(value, schema, '', 0)
  return issues.length === 0 ? { ok: true, value: filled, ignored } : { ok: false, issues, ignored }
}
