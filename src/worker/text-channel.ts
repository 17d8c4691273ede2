import { placeTexts, separateTexts, type ValuePath } from '../engine/saved-texts.ts'
import type { Scenario } from '../engine/scenario.ts'

/** Texts this long are sent to the worker once and then named by id. */
export const SENT_ONCE_CHARS = 65_536

/**
 * A scenario as the page posts it to the worker: its long texts emptied and named (`texts`), with those the
 * worker does not hold yet (`fresh`). A 20 MB paste is copied to the worker once, not on every budget step.
 */
export interface PackedScenario {
  scenario: Scenario
  texts: { path: ValuePath; id: string }[]
  fresh: [id: string, text: string][]
}

/**
 * The page's half: remembers which long texts the current worker holds. `reset` when a new worker starts (it
 * holds none).
 */
export function createTextSender(minChars = SENT_ONCE_CHARS) {
  let ids = new Map<string, string>()
  let sent = new Set<string>()
  let next = 1
  return {
    pack(full: Scenario): PackedScenario {
      const { value, texts } = separateTexts(full, minChars)
      const nextIds = new Map<string, string>()
      const fresh: [string, string][] = []
      const refs = texts.map(({ path, text }) => {
        const id = nextIds.get(text) ?? ids.get(text) ?? `x${next++}`
        nextIds.set(text, id)
        if (!sent.has(id) && !fresh.some(([f]) => f === id)) fresh.push([id, text])
        return { path, id }
      })
      // The worker keeps only the texts of the latest scenario; so does this side.
      ids = nextIds
      sent = new Set(nextIds.values())
      return { scenario: value, texts: refs, fresh }
    },
    reset() {
      sent = new Set()
    },
  }
}

/** The worker's half: holds the texts of the latest scenario and puts them back in place. */
export function createTextReceiver() {
  let held = new Map<string, string>()
  return {
    unpack({ scenario, texts, fresh }: PackedScenario): Scenario {
      for (const [id, text] of fresh) held.set(id, text)
      const placed: { path: ValuePath; text: string }[] = []
      const keep = new Map<string, string>()
      for (const { path, id } of texts) {
        const text = held.get(id)
        if (text === undefined) throw new Error(`the page named a text the worker does not hold (${id})`)
        keep.set(id, text)
        placed.push({ path, text })
      }
      held = keep
      const result = placeTexts(scenario, placed)
      if (!result.ok) throw new Error(result.message)
      return result.value as Scenario
    },
  }
}
