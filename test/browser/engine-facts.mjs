// The gallery's numbers from the engine itself, run in Node outside the page (test/support/story-facts.ts
// through tsx), so a spec compares what the page shows with an independent run, never with copied numbers.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))

/** Every story's facts, from one run of the engine (started by the first spec that asks, shared by the rest). */
let everyStory = null

/**
 * `{ [story id]: { [fact name]: text } }` as the engine computes them (null where a story has no facts). One
 * process computes every story of the gallery: a process per story cost ~2 s of CPU each (tsx and the tokenizers
 * loaded 14 times), all of them together ~4 s.
 */
export async function engineFacts(ids) {
  everyStory ??= new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, 'test/support/story-facts.ts'],
      { cwd: root, maxBuffer: 1 << 20 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    )
  })
  const all = await everyStory
  for (const id of ids) if (!(id in all)) throw new Error(`story-facts.ts gave no facts for story ${id}`)
  return Object.fromEntries(ids.map((id) => [id, all[id]]))
}

/** The facts a page shows inside `scope` (a locator): `{ [data-fact]: text }`. */
export async function shownFacts(scope) {
  const pairs = await scope
    .locator('[data-fact]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-fact'), el.textContent]))
  return Object.fromEntries(pairs)
}

/** Whether two fact maps hold the same names with the same texts (in any order). */
export function sameFacts(a, b) {
  const sorted = (o) => JSON.stringify(Object.entries(o ?? {}).sort(([x], [y]) => (x < y ? -1 : 1)))
  return sorted(a) === sorted(b)
}
