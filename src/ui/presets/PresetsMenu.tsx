import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { Preset, PresetChange } from '../../engine/index.ts'
import { applyPreset, PRESETS, presetChanges } from '../../state/engine.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { SYSTEMS } from '../app/systems.ts'
import { useDismiss } from '../layout/use-dismiss.ts'

/** Settings listed per tab in the message before "and N more" (PraisonAI's window sets a dozen). */
const LISTED = 4

const labelOf = (tab: PresetChange['tab']) => SYSTEMS.find((s) => s.id === tab)?.label ?? tab

/** The tabs a preset's changes show on, in tab order, each with what changed there. */
function byTab(changes: readonly PresetChange[]): { tab: PresetChange['tab']; changes: PresetChange[] }[] {
  return SYSTEMS.flatMap((s) => {
    const mine = changes.filter((c) => c.tab === s.id)
    return mine.length === 0 ? [] : [{ tab: mine[0]?.tab as PresetChange['tab'], changes: mine }]
  })
}

/** `Result budget: maxToolCallsPerTurn 20 → 1,000, …` for each tab the preset changed. */
function describeChanges(groups: ReturnType<typeof byTab>): string {
  if (groups.length === 0) return 'It changed nothing: these were already its settings.'
  const parts = groups.map(({ tab, changes }) => {
    const shown = changes.slice(0, LISTED).map((c) => `${c.setting} ${c.from} → ${c.to}`)
    const more = changes.length > LISTED ? `, and ${changes.length - LISTED} more` : ''
    return `on ${labelOf(tab)}, ${shown.join(', ')}${more}`
  })
  return `Changed ${parts.join('; ')}.`
}

/**
 * Presets: published systems' settings, each with its source on its own line. Choosing one changes settings only
 * (the budgets, the strategies, the window); the calls and their outputs stay. One undo step.
 */
export default function PresetsMenu() {
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const store = useAppStore()
  const edit = useApp((s) => s.edit)
  const view = useApp((s) => s.view)
  const notify = useApp((s) => s.notify)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)

  // Opening moves focus to the first preset; arrow keys move between them; Escape returns to the button.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus()
  }, [open])
  const onListKey = (e: ReactKeyboardEvent) => {
    const items = [...(list.current?.querySelectorAll('button') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    if (e.key === 'Escape') {
      e.stopPropagation()
      setOpen(false)
      trigger.current?.focus()
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const next = items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]
      next?.focus()
    }
  }

  useDismiss(open, closeMenu, root)

  /** Which tabs choosing this preset now would change, for the menu. */
  const tabsOf = (p: Preset) => {
    const current = store.getState().scenario
    const groups = byTab(presetChanges(current, applyPreset(current, p.id)))
    return groups.length === 0
      ? 'Already set: changes nothing'
      : `Changes settings on: ${groups.map((g) => labelOf(g.tab)).join(', ')}`
  }

  // A preset sets settings shown on several tabs: the message says which tab each change is on, and offers to
  // go to the other tabs (issue 12, defect 12).
  const choose = (p: Preset) => {
    const before = store.getState().scenario
    edit((s) => applyPreset(s, p.id))
    setOpen(false)
    const here = store.getState().scenario.view.tab
    const groups = byTab(presetChanges(before, store.getState().scenario))
    notify({
      id: 'preset',
      level: 'info',
      where: `Preset “${p.label}”`,
      message: `${describeChanges(groups)} ${p.summary} Source: ${p.source}. Your tools and outputs are unchanged (Undo restores the settings).`,
      actions: groups
        .filter((g) => g.tab !== here)
        .map((g) => ({
          label: `Show ${labelOf(g.tab)}`,
          run: () => view((s) => ({ ...s, view: { ...s.view, tab: g.tab } })),
        })),
    })
  }

  return (
    <div className="presets" ref={root}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        title="Published systems' settings, each with its source; your tools and outputs stay"
      >
        Presets ▾
      </button>
      {open && (
        <ul id={id} ref={list} className="presets-list" aria-label="Presets" onKeyDown={onListKey}>
          {PRESETS.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => choose(p)} data-preset={p.id}>
                <strong>{p.label}</strong>
                <span className="src">{p.source}</span>
                <span className="src preset-tabs">{tabsOf(p)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
