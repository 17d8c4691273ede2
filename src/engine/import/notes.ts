import { plural } from '../base/plural.ts'
import { IMPORT_LIMITS } from './limits.ts'
import type { Note, NoteKind } from './types.ts'

/**
 * Collects what could not be mapped. A note that can repeat hundreds of times (an image part in every message)
 * is counted under one key and written once, with its first places; at most `IMPORT_LIMITS.maxNotes` are kept,
 * and the last one says how many more there were.
 */
export interface NoteCollector {
  add(note: Note): void
  /** Counts one occurrence under `key`; `message(count, places)` writes the note when collection ends. */
  count(kind: NoteKind, key: string, where: string, message: (count: number, places: string) => string): void
  done(): Note[]
}

const PLACES = 3

/** @example const notes = noteCollector(); notes.add({ kind: 'unknown role', where: 'messages[2]', message: '…' }); notes.done().length === 1 */
export function noteCollector(): NoteCollector {
  const notes: Note[] = []
  const counted = new Map<
    string,
    { kind: NoteKind; wheres: string[]; n: number; message: (n: number, places: string) => string }
  >()
  return {
    add(note) {
      notes.push(note)
    },
    count(kind, key, where, message) {
      const entry = counted.get(key) ?? { kind, wheres: [], n: 0, message }
      entry.n++
      if (entry.wheres.length < PLACES) entry.wheres.push(where)
      counted.set(key, entry)
    },
    done() {
      const all = [...notes]
      for (const { kind, wheres, n, message } of counted.values()) {
        const places = `${wheres.join('; ')}${n > wheres.length ? '; …' : ''}`
        all.push({ kind, where: wheres[0] ?? '', message: message(n, places) })
      }
      const max = IMPORT_LIMITS.maxNotes
      if (all.length <= max) return all
      return [
        ...all.slice(0, max - 1),
        {
          kind: 'left out',
          where: '',
          message: `…and ${plural(all.length - max + 1, 'more note', 'more notes')} like these.`,
        },
      ]
    },
  }
}
