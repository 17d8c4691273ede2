// The gallery's numbers as the engine computes them outside the page, for the Chromium specs to hold the page
// to: `tsx test/support/story-facts.ts [<story id>…]` prints `{ [id]: facts }` as JSON, for every story of the
// gallery when no id is given. Each story's example is read from public/examples/, evaluated with the real
// tokenizers and (Explore stories) simulated with the single-thread simulate(), which the pool's workers match bit
// for bit (src/worker/sim-pool.test.ts).
import { readFileSync } from 'node:fs'
import { evaluate } from '../../src/engine/entry/evaluate.ts'
import { STORIES, storyById } from '../../src/engine/gallery/stories.ts'
import type { Facts } from '../../src/engine/gallery/story.ts'
import { loadTokenizers } from '../../src/engine/measure/load-tokenizers.ts'
import { parseScenario } from '../../src/engine/parse-scenario.ts'
import { simulate } from '../../src/engine/plans/simulate/simulate.ts'

const { tokenizers } = await loadTokenizers(['o200k_base', 'cl100k_base'])
const out: Record<string, Facts | null> = {}
const ids = process.argv.length > 2 ? process.argv.slice(2) : STORIES.map((story) => story.id)
for (const id of ids) {
  const story = storyById(id)
  if (!story) throw new Error(`no story ${id}`)
  const text = readFileSync(new URL(`../../public/examples/${story.example}`, import.meta.url), 'utf8')
  const read = parseScenario(JSON.parse(text))
  if (!read.ok) throw new Error(`${story.example} does not open`)
  const scenario = read.scenario
  out[id] = story.facts({
    scenario,
    report: evaluate(scenario, tokenizers),
    sim: story.needs === 'simulation' ? simulate(scenario.plans) : null,
  })
}
process.stdout.write(`${JSON.stringify(out)}\n`)
