import { useEffect, useId, useRef, useState } from 'react'
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
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Presets ▾
      </button>
      {open && (
        <ul id={id} className="presets-list" aria-label="Presets">
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
