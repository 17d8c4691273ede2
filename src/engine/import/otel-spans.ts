import { isRecord } from '../base/is-record.ts'

type Rec = Record<string, unknown>

/** One span as read: its ids, times, name and attributes (OTLP `AnyValue`s unwrapped, JSON strings kept). */
export interface Span {
  id: string
  parent: string | null
  name: string
  /** Start and end in nanoseconds since the epoch as numbers (precision past 2^53 does not matter for order). */
  start: number
  end: number
  attrs: Rec
  where: string
}

/** An OTLP `AnyValue` as plain JSON: `{stringValue}`, `{intValue}` (a string in OTLP JSON), `{arrayValue}`, …. */
function anyValue(v: unknown): unknown {
  if (!isRecord(v)) return v
  if ('stringValue' in v) return v.stringValue
  if ('intValue' in v) return Number(v.intValue)
  if ('doubleValue' in v) return Number(v.doubleValue)
  if ('boolValue' in v) return v.boolValue
  if (isRecord(v.arrayValue))
    return Array.isArray(v.arrayValue.values) ? v.arrayValue.values.map(anyValue) : []
  if (isRecord(v.kvlistValue)) return attributesOf(v.kvlistValue.values)
  if ('bytesValue' in v) return v.bytesValue
  return v
}

/** OTLP's `[{key, value}]` list, or a plain attribute map, as a map. */
function attributesOf(a: unknown): Rec {
  if (Array.isArray(a)) {
    const out: Rec = {}
    for (const kv of a) if (isRecord(kv) && typeof kv.key === 'string') out[kv.key] = anyValue(kv.value)
    return out
  }
  return isRecord(a) ? a : {}
}

const nanos = (v: unknown): number => (typeof v === 'string' || typeof v === 'number' ? Number(v) || 0 : 0)
const isGenAi = (attrs: Rec) => Object.keys(attrs).some((k) => k.startsWith('gen_ai.'))

function spanOf(s: Rec, where: string): Span {
  const attrs = attributesOf(s.attributes)
  return {
    id: String(s.spanId ?? s.span_id ?? s.id ?? where),
    parent:
      typeof (s.parentSpanId ?? s.parent_span_id ?? s.parent_id) === 'string' &&
      (s.parentSpanId ?? s.parent_span_id ?? s.parent_id) !== ''
        ? String(s.parentSpanId ?? s.parent_span_id ?? s.parent_id)
        : null,
    name: typeof s.name === 'string' ? s.name : '',
    start: nanos(s.startTimeUnixNano ?? s.start_time_unix_nano),
    end: nanos(s.endTimeUnixNano ?? s.end_time_unix_nano),
    attrs,
    where,
  }
}

/**
 * The spans of an OpenTelemetry export that carry GenAI attributes: an OTLP JSON export
 * (`{resourceSpans: [{scopeSpans: [{spans}]}]}`, one or several, as the collector's file exporter writes them one
 * per line), a list of spans (`{name, attributes}`), or attribute maps (`{"gen_ai.operation.name": "chat", …}`).
 * Null when no `gen_ai.*` attribute is found. Each span is named by its place (`span 3`), in file order.
 * @example genAiSpans({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'ls' })?.length === 1
 */
export function genAiSpans(values: readonly unknown[]): Span[] | null {
  return spansWhere(values, isGenAi)
}

/**
 * The spans of an OpenTelemetry export (the shapes `genAiSpans` reads) whose attributes `keep` accepts: the one
 * walk over exports that the GenAI and the OpenInference readers share. Null when none is kept.
 * @example spansWhere([{ 'tool.name': 'ls' }], (a) => 'tool.name' in a)?.length === 1
 */
export function spansWhere(values: readonly unknown[], keep: (attrs: Rec) => boolean): Span[] | null {
  const spans: Span[] = []
  const add = (s: unknown) => {
    if (!isRecord(s)) return
    const where = `span ${spans.length + 1}`
    const span = 'attributes' in s ? spanOf(s, where) : { ...spanOf({}, where), attrs: s }
    if (keep(span.attrs)) spans.push(span)
  }
  for (const v of values) {
    if (isRecord(v) && Array.isArray(v.resourceSpans))
      for (const rs of v.resourceSpans)
        for (const ss of isRecord(rs) && Array.isArray(rs.scopeSpans) ? rs.scopeSpans : [])
          for (const s of isRecord(ss) && Array.isArray(ss.spans) ? ss.spans : []) add(s)
    else if (Array.isArray(v)) v.forEach(add)
    else add(v)
  }
  return spans.length > 0 ? spans : null
}
