import { useEffect, useId, useRef, useState } from 'react'
import type { Category } from '../../engine/index.ts'
import { generatedCategory, SELECTION_LIMITS as L, splitNames } from '../../state/engine.ts'
import {
  addCategory,
  editCategory,
  removeCategory,
  setClassified,
  setGenerated,
} from '../../state/selection-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { fmt, plural } from '../format.ts'
import { ImportNotes } from '../import/ImportNotes.tsx'
import { checkNames, SEL_RULES } from './rules.ts'
import { Warnings } from './StaleBadge.tsx'

/**
 * A text field holding a list of names. Valid text is committed as you type; text over a limit stays in the
 * field with a message beside it, marks the report stale, and the last good list stays in the scenario.
 */
function NamesField(props: {
  fieldKey: string
  label: string
  value: readonly string[]
  max: number
  what: string
  multiline?: boolean
  onCommit: (names: string[]) => void
}) {
  const { fieldKey, label, value, max, what, multiline, onCommit } = props
  const id = useId()
  const join = (v: readonly string[]) => v.join(multiline ? '\n' : ', ')
  const [draft, setDraft] = useState(join(value))
  const error = useApp((s) => s.fieldErrors[fieldKey])
  const setFieldError = useApp((s) => s.setFieldError)
  const draftRef = useRef(draft)
  draftRef.current = draft
  // Follow outside changes (undo, an example) unless the draft already means that list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: join depends only on multiline
  useEffect(() => {
    if (splitNames(draftRef.current).join('\n') === value.join('\n')) return
    setDraft(join(value))
    setFieldError(fieldKey, null)
  }, [value, fieldKey, setFieldError, multiline])
  useEffect(() => () => setFieldError(fieldKey, null), [fieldKey, setFieldError])
  const change = (text: string) => {
    setDraft(text)
    const names = splitNames(text)
    const problem = checkNames(names, max, what)
    setFieldError(fieldKey, problem)
    if (problem === null && names.join('\n') !== value.join('\n')) onCommit(names)
  }
  const common = {
    id,
    value: draft,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-err` : undefined,
    spellCheck: false,
    onChange: (e: { target: { value: string } }) => change(e.target.value),
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} className="sel-names" {...common} />
      ) : (
        <input className="sel-names" {...common} />
      )}
      {error && (
        <div id={`${id}-err`} className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}

function CategoryCard({ index, category }: { index: number; category: Category }) {
  const edit = useApp((s) => s.edit)
  const key = `sel.cat.${index}`
  return (
    <fieldset className="sel-cat" aria-label={`Category ${index + 1}`}>
      <div className="sel-cat-head">
        <input
          className="tool-input"
          aria-label={`Category ${index + 1} name`}
          value={category.name}
          maxLength={L.maxNameChars}
          onChange={(e) => edit(editCategory(index, { name: e.target.value }), `${key}.name`)}
        />
        <NumberField
          compact
          fieldKey={`${key}.weight`}
          label={`Category ${index + 1} weight (parts)`}
          rule={SEL_RULES.weight}
          value={category.weight}
          onCommit={(v) => v !== undefined && edit(editCategory(index, { weight: v }), `${key}.weight`)}
        />
        <button
          type="button"
          className="icon"
          aria-label={`Remove category ${category.name}`}
          onClick={() => edit(removeCategory(index))}
        >
          ×
        </button>
      </div>
      <NamesField
        fieldKey={`${key}.tools`}
        label={`${category.name || '(no name)'}: ${plural(category.tools.length, 'tool')}, in order (one per line or comma-separated)`}
        value={category.tools}
        max={L.maxToolsPerCategory}
        what="tools in a category"
        multiline
        onCommit={(tools) => edit(editCategory(index, { tools }), `${key}.tools`)}
      />
    </fieldset>
  )
}

/** Shown in full up to this many categories; past it, the first ones and a count (the page stays light). */
const SHOWN_CATEGORIES = 40

function ImportBox() {
  const importSelection = useApp((s) => s.importSelection)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string; notes: string[] } | null>(null)
  const run = async () => {
    setBusy(true)
    const r = await importSelection(text)
    setBusy(false)
    setResult(r.ok ? r : { ...r, message: `Not imported: ${r.message}. Your catalog is unchanged.` })
  }
  return (
    <details className="sel-import">
      <summary>Import tools or categories (a tool list, a transcript, or a category map)</summary>
      <textarea
        aria-label="Tool schemas or categories as JSON"
        rows={4}
        placeholder='[{"type":"function","function":{…}}] · MCP tools/list · a transcript or cassette · {"issues": ["list_issues", …]}'
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
      />
      <button type="button" className="small-btn" onClick={run} disabled={text.trim() === '' || busy}>
        {busy ? 'Reading…' : 'Import'}
      </button>
      {result && (
        <p className={result.ok ? 'muted small' : 'field-error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      )}
      {result?.ok && <ImportNotes summary={null} notes={result.notes} testId="sel-import-notes" />}
    </details>
  )
}

/** TOOL_CATEGORIES and what classify_intent returned: the input of select_tools. */
export function CategoriesPanel() {
  const categories = useApp((s) => s.scenario.selection.categories)
  const classified = useApp((s) => s.scenario.selection.classified)
  const generated = useApp((s) => s.scenario.selection.generated)
  const edit = useApp((s) => s.edit)
  const toggle = (name: string) =>
    edit(
      setClassified(classified.includes(name) ? classified.filter((c) => c !== name) : [...classified, name]),
    )
  const genNames = () => Array.from({ length: generated.categories }, (_, i) => generatedCategory(i, 0)[0])

  return (
    <section className="panel" aria-labelledby="sel-cats-h">
      <h2 id="sel-cats-h">Categories and the classifier</h2>
      <NamesField
        fieldKey="sel.classified"
        label="classify_intent returned (in order; n = len(categories))"
        value={classified}
        max={L.maxCategories}
        what="classified categories"
        onCommit={(names) => edit(setClassified(names), 'sel.classified')}
      />
      <fieldset className="sel-chips">
        <legend className="sr-only">Toggle a category in the classifier's list</legend>
        {categories.slice(0, SHOWN_CATEGORIES).map((c) => (
          <button
            key={c.name}
            type="button"
            className={classified.includes(c.name) ? 'sel-chip on' : 'sel-chip'}
            aria-pressed={classified.includes(c.name)}
            onClick={() => toggle(c.name)}
          >
            {c.name || '(no name)'}
          </button>
        ))}
      </fieldset>
      <Warnings where="classified" />
      <h3>TOOL_CATEGORIES ({fmt(categories.length)})</h3>
      <Warnings where="categories" />
      <div className="sel-cat-list">
        {categories.slice(0, SHOWN_CATEGORIES).map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: categories may share a name; position is identity
          <CategoryCard key={i} index={i} category={c} />
        ))}
      </div>
      {categories.length > SHOWN_CATEGORIES && (
        <p className="muted small">
          {fmt(categories.length - SHOWN_CATEGORIES)} more categories are not shown here (all are evaluated).
        </p>
      )}
      <div className="button-row">
        <button type="button" className="small-btn" onClick={() => edit(addCategory())}>
          + Category
        </button>
      </div>
      <h3>Generated categories (load test)</h3>
      <div className="field-row">
        <NumberField
          fieldKey="sel.gen.categories"
          label="categories g0001… (categories)"
          rule={SEL_RULES.genCategories}
          value={generated.categories}
          onCommit={(v) => v !== undefined && edit(setGenerated({ ...generated, categories: v }), 'sel.gen')}
        />
        <NumberField
          fieldKey="sel.gen.tools"
          label="tools per category (tools)"
          rule={SEL_RULES.genTools}
          value={generated.toolsPerCategory}
          onCommit={(v) =>
            v !== undefined && edit(setGenerated({ ...generated, toolsPerCategory: v }), 'sel.gen')
          }
        />
      </div>
      <button
        type="button"
        className="small-btn"
        disabled={generated.categories === 0}
        onClick={() => edit(setClassified(genNames()))}
      >
        Classifier returns all {fmt(generated.categories)} generated
      </button>
      <ImportBox />
    </section>
  )
}
