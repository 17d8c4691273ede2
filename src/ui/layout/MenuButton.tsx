import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useDismiss } from './use-dismiss.ts'
import './menu.css'

interface MenuButtonProps {
  /** The button's text ("Presets ▾"). */
  label: ReactNode
  /** The button's tooltip. */
  title: string
  /** The list's accessible name. */
  listLabel: string
  /** Classes of the list besides `menu-list`. */
  listClassName?: string
  /** The list's items (`<li>`s); `close` shuts the menu, for an item that acts. */
  children: (close: () => void) => ReactNode
}

/**
 * A button that opens a list of actions under it, the header's menus. Opening moves focus to the first button of the
 * list; the arrow keys move between its buttons; Escape closes it and gives focus back to the button; a press
 * outside closes it.
 */
export function MenuButton({ label, title, listLabel, listClassName, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)

  useDismiss(open, close, root)
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus()
  }, [open])

  const onListKey = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      setOpen(false)
      trigger.current?.focus()
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const items = [...(list.current?.querySelectorAll('button') ?? [])]
      const at = items.indexOf(document.activeElement as HTMLButtonElement)
      const step = e.key === 'ArrowDown' ? 1 : items.length - 1
      items[(at + step) % items.length]?.focus()
    }
  }

  return (
    <div className="menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        title={title}
      >
        {label}
      </button>
      {open && (
        <ul
          id={id}
          ref={list}
          className={listClassName ? `menu-list ${listClassName}` : 'menu-list'}
          aria-label={listLabel}
          onKeyDown={onListKey}
        >
          {children(close)}
        </ul>
      )}
    </div>
  )
}
