import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { applyPreset } from '../../engine/presets/apply-preset.ts'
import { PRESETS, type Preset } from '../../engine/presets/presets.ts'
import { useApp } from '../app/store-context.tsx'

/**
 * Presets: published systems' settings, each with its source on its own line. Choosing one changes settings only
 * (the budgets, the strategies, the window); the calls and their outputs stay. One undo step.
 */
export default function PresetsMenu() {
  const [open, setOpen] = useState(false)
  const edit = useApp((s) => s.edit)
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

  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node))
        setOpen(false)
    }
    window.addEventListener('mousedown', close)
    window.addEventListener('keydown', close)
    return () => {
      window.removeEventListener('mousedown', close)
      window.removeEventListener('keydown', close)
    }
  }, [open])

  const choose = (p: Preset) => {
    edit((s) => applyPreset(s, p.id))
    setOpen(false)
    notify({
      id: 'preset',
      level: 'info',
      where: `Preset “${p.label}”`,
      message: `${p.summary} Source: ${p.source}. Your tools and outputs are unchanged (Undo restores the settings).`,
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
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
