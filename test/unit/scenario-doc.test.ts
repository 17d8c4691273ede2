import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOC, makeScenarioDoc, REGENERATE, TEMPLATE } from '../../scripts/make-scenario-doc.ts'
import { fieldFacts } from '../../src/engine/field-facts.ts'
import { ScenarioSchema } from '../../src/engine/scenario.ts'
import { describeScenarioFields } from '../../src/engine/scenario-descriptions.ts'

describe('docs/scenario-format.md', () => {
  it('is what its template and the schema generate', () => {
    const generated = makeScenarioDoc(readFileSync(TEMPLATE, 'utf8'))
    const committed = readFileSync(DOC, 'utf8')
    // One line, not a 2,900-line diff: which command brings the doc up to date.
    if (committed !== generated)
      expect.fail(`docs/scenario-format.md differs from what the schema generates: run \`${REGENERATE}\``)
  })

  it('writes each field’s default, limits and unit from the schema', () => {
    const doc = makeScenarioDoc(readFileSync(TEMPLATE, 'utf8'))
    expect(doc).toContain(
      '| `resultBudgetChars` | integer | `80000` | 0 to 1,000,000,000 | chars | The budget of **each parallel batch**',
    )
    expect(doc).toContain('| `plans.tools[].reward.dist` | `"bernoulli"` \\| `"gaussian"` | required |')
    expect(doc).not.toMatch(/<!-- fields:/)
  })

  it('describes only fields the schema has (a renamed field fails here)', () => {
    describeScenarioFields()
    const described = fieldFacts(ScenarioSchema).filter((f) => f.description !== undefined)
    expect(described.length).toBeGreaterThan(100)
  })
})
