import { useEffect, useState } from 'react'
import { useApp } from '../app/store-context.tsx'

interface ExampleEntry {
  file: string
  title: string
  summary: string
}

const base = () => import.meta.env.BASE_URL ?? '/'

/** The example scenarios shipped in public/examples, opened from the same origin. */
export function ExamplesMenu() {
  const [entries, setEntries] = useState<ExampleEntry[]>([])
  const openText = useApp((s) => s.openText)
  const notify = useApp((s) => s.notify)

  useEffect(() => {
    fetch(`${base()}examples/index.json`)
      .then((r) => (r.ok ? r.json() : []))
      .then((list: unknown) => setEntries(Array.isArray(list) ? (list as ExampleEntry[]) : []))
      .catch(() => setEntries([]))
  }, [])

  const open = async (file: string) => {
    try {
      const res = await fetch(`${base()}examples/${file}`)
      const where = `Example ${file}`
      await openText(where, await res.text(), { kind: 'example', name: where })
    } catch {
      notify({ id: 'example', level: 'error', where: `Example ${file}`, message: 'could not be loaded' })
    }
  }

  return (
    <select
      aria-label="Open an example scenario"
      className="examples-menu"
      value=""
      onChange={(e) => e.target.value && void open(e.target.value)}
      disabled={entries.length === 0}
    >
      <option value="">Examples…</option>
      {entries.map((e) => (
        <option key={e.file} value={e.file} title={e.summary}>
          {e.title}
        </option>
      ))}
    </select>
  )
}
