import type { Scenario } from '../engine/index.ts'
import { placeTexts, separateTexts, type ValuePath } from '../engine/index.ts'

/** Texts this long are sent to the worker once and then named by id. */
export const SENT_ONCE_CHARS = 65_536

/**
 * A scenario as the page posts it to the worker: its long texts emptied and named (`texts`), with those the
 * worker does not hold yet (`fresh`). A 20 MB paste is copied to the worker once, not on every budget step.
 */
export interface PackedScenario {
  scenario: Scenario
  texts: TextRef[]
  fresh: [id: string, text: string][]
}

/** A long text of a scenario, by where it sits and the id both halves know it by. */
export interface TextRef {
  path: ValuePath
  id: string
}

/** What an unpack failed on when the page named a text the worker does not hold (the page then sends all). */
export const NOT_HELD = 'the page named a text the worker does not hold'

const pathKey = (path: ValuePath) => JSON.stringify(path)

/**
 * The page's half: remembers which long texts the current worker holds. `reset` when a new worker starts (it
 * holds none). `adopt` learns the texts of a scenario the worker made itself (a file or transcript it opened):
 * it holds them already, so opening a 20 MB transcript does not copy its outputs back to the worker.
 */
export function createTextSender(minChars = SENT_ONCE_CHARS) {
  let ids = new Map<string, string>()
  let sent = new Set<string>()
  let opened = new Map<string, string>()
  let next = 1
  return {
    pack(full: Scenario): PackedScenario {
      const { value, texts } = separateTexts(full, minChars)
      const nextIds = new Map<string, string>()
      const fresh: [string, string][] = []
      const refs = texts.map(({ path, text }) => {
        const id = nextIds.get(text) ?? ids.get(text) ?? opened.get(text) ?? `x${next++}`
        nextIds.set(text, id)
        const held = sent.has(id) || opened.get(text) === id
        if (!held && !fresh.some(([f]) => f === id)) fresh.push([id, text])
        return { path, id }
      })
      // The worker keeps only the texts of the latest scenario (and of the latest file it opened); so does this side.
      ids = nextIds
      sent = new Set(nextIds.values())
      return { scenario: value, texts: refs, fresh }
    },
    adopt(scenario: Scenario, refs: readonly TextRef[]) {
      const byPath = new Map(refs.map((r) => [pathKey(r.path), r.id]))
      opened = new Map()
      for (const { path, text } of separateTexts(scenario, minChars).texts) {
        const id = byPath.get(pathKey(path))
        if (id !== undefined) opened.set(text, id)
      }
    },
    reset() {
      sent = new Set()
      opened = new Map()
    },
  }
}

/**
 * The worker's half: holds the texts of the latest scenario, and those of the latest scenario it opened
 * (`adopt`), and puts them back in place.
 */
export function createTextReceiver(minChars = SENT_ONCE_CHARS) {
  let held = new Map<string, string>()
  let opened = new Map<string, string>()
  let next = 1
  return {
    unpack({ scenario, texts, fresh }: PackedScenario): Scenario {
      for (const [id, text] of fresh) held.set(id, text)
      const placed: { path: ValuePath; text: string }[] = []
      const keep = new Map<string, string>()
      for (const { path, id } of texts) {
        const text = held.get(id) ?? opened.get(id)
        if (text === undefined) throw new Error(`${NOT_HELD} (${id})`)
        keep.set(id, text)
        placed.push({ path, text })
      }
      held = keep
      const result = placeTexts(scenario, placed)
      if (!result.ok) throw new Error(result.message)
      return result.value as Scenario
    },
    /** Holds the long texts of a scenario this worker made, and says how the page may name them. */
    adopt(scenario: Scenario): TextRef[] {
      opened = new Map()
      return separateTexts(scenario, minChars).texts.map(({ path, text }) => {
        const id = `o${next++}`
        opened.set(id, text)
        return { path, id }
      })
    },
  }
}
