// Writes docs/scenario-format.md from its template (scripts/scenario-format.template.md): every
// `<!-- fields: … -->` marker becomes a table of the Scenario's fields generated from the zod schema (type,
// default, limits, unit) and their descriptions (src/engine/scenario-descriptions.ts); the `harnessSettings`
// table and the CLI section come from the harnesses' records and the CLI itself (scenario-doc-sections.ts). Run
// with `npm run docs:scenario`; test/unit/scenario-doc.test.ts fails while the committed doc differs.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type FieldFact, fieldFacts } from '../src/engine/field-facts.ts'
import { ScenarioSchema } from '../src/engine/scenario.ts'
import { describeScenarioFields } from '../src/engine/scenario-descriptions.ts'
import { type DocSources, docSources, replaceSections } from './scenario-doc-sections.ts'

export const TEMPLATE = fileURLToPath(new URL('./scenario-format.template.md', import.meta.url))
export const DOC = fileURLToPath(new URL('../docs/scenario-format.md', import.meta.url))
export const REGENERATE = 'npm run docs:scenario'

const MARKER = /^<!-- fields: (.+) -->$/gm
const n = (x: number) =>
  Math.abs(x) >= 1e12 && Number.isInteger(Math.log10(Math.abs(x)))
    ? `10^${Math.log10(x)}`
    : x.toLocaleString('en-US', { maximumFractionDigits: 9 })
const code = (text: string) => `\`${text}\``
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function typeOf(f: FieldFact, facts: Map<string, FieldFact>): string {
  if (f.type === 'enum' || f.type === 'literal')
    return (f.values ?? []).map((v) => code(JSON.stringify(v))).join(' | ')
  if (f.type === 'array') {
    const item = facts.get(`${f.path}[]`)
    const of =
      item === undefined
        ? 'values'
        : item.type === 'object'
          ? 'objects'
          : item.type === 'enum'
            ? typeOf(item, facts)
            : `${item.type}s`
    return `array of ${of}`
  }
  if (f.type === 'union') return 'one of several shapes'
  if (f.type === 'record') return 'object (by key)'
  if (f.type === 'unknown' || f.type === 'any') return 'any JSON'
  return f.type
}

function defaultOf(f: FieldFact): string {
  if ('default' in f) {
    const json = JSON.stringify(f.default)
    if (typeof f.default === 'string' && f.default.length > 40)
      return `a text of ${n(f.default.length)} chars`
    if (Array.isArray(f.default) && json.length > 40) return `${n(f.default.length)} items`
    return json.length > 60 ? 'see the complete example' : code(json)
  }
  if ('prefault' in f)
    return JSON.stringify(f.prefault) === '{}' ? 'the defaults of its fields' : "the seed's story"
  return f.optional ? 'absent' : 'required'
}

function limitsOf(f: FieldFact): string {
  const { min, max } = f
  if (min !== undefined && max !== undefined)
    return f.exclusiveMin ? `above ${n(min)}, at most ${n(max)}` : `${n(min)} to ${n(max)}`
  if (min !== undefined) return f.exclusiveMin ? `above ${n(min)}` : `at least ${n(min)}`
  if (max !== undefined) return `at most ${n(max)}`
  if (f.maxLength !== undefined) return `at most ${n(f.maxLength)} ${f.type === 'string' ? 'chars' : 'items'}`
  return ''
}

/** The table for one marker: `(root)` or key paths, children only, or with `deep` every field below them. */
function table(spec: string, facts: Map<string, FieldFact>): string {
  const words = spec.trim().split(/\s+/)
  const deep = words.at(-1) === 'deep'
  const roots = words.filter((w) => w !== 'deep').map((w) => (w === '(root)' ? '' : w))
  const rows: string[] = []
  for (const root of roots) {
    const start = root === '' ? '' : `${root}.`
    const under = [...facts.values()].filter((f) => {
      if (!f.path.startsWith(start) || f.path === root) return false
      const rest = f.path.slice(start.length)
      return deep ? !rest.endsWith('[]') : !/[.]|\[\]/.test(rest)
    })
    if (under.length === 0) throw new Error(`fields: ${spec}: no field under ${root || 'the root'}`)
    for (const f of under) {
      const name = deep ? f.path : f.path.slice(start.length)
      const unit = f.unit === undefined || f.unit === 'units' ? '' : f.unit
      const cells = [code(name), typeOf(f, facts), defaultOf(f), limitsOf(f), unit, f.description ?? '']
      rows.push(`| ${cells.map(cell).join(' | ')} |`)
    }
  }
  return [
    '| Field | Type | Default | Limits | Unit | Description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/**
 * The format reference from its template: each marker replaced by what it stands for (a field table, the
 * harness settings, the CLI's text and output), the template's header comment (which says how to edit it) left
 * out. `sources` are the harnesses and the CLI as they are; a test passes changed ones.
 */
export function makeScenarioDoc(template: string, sources: DocSources = docSources()): string {
  describeScenarioFields()
  const facts = new Map(fieldFacts(ScenarioSchema).map((f) => [f.path, f]))
  const body = template.replace(/^<!--[\s\S]*?-->\n/, '')
  const note = `<!-- Generated by \`${REGENERATE}\` from scripts/scenario-format.template.md, the zod schema, src/engine/scenario-descriptions.ts, the harnesses' parameter records and the CLI (src/cli/): edit those. -->\n`
  return (
    note +
    replaceSections(
      body.replace(MARKER, (_, spec: string) => table(spec, facts)),
      sources,
    )
  )
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DOC, makeScenarioDoc(readFileSync(TEMPLATE, 'utf8')))
  process.stdout.write(`wrote ${DOC}\n`)
}
