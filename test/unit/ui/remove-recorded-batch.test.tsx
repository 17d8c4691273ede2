// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { openImport } from '../../../src/engine/entry/open-import.ts'
import { renderApp } from './render-app.tsx'

// A real Claude Code session excerpt with a compaction (fixtures/sessions/README.md names its source).
const session = readFileSync(
  'src/engine/import/fixtures/sessions/claude-code.spotter.compaction-excerpt.jsonl',
  'utf8',
)

describe('Removing an iteration of an imported session', () => {
  it('keeps the recorded compaction between the same iterations and says the usage went with the one removed', async () => {
    const opened = openImport({ kind: 'import', text: session, base: defaultScenario() })
    if (opened.kind !== 'imported') throw new Error(`not imported: ${opened.kind}`)
    // The compaction came before the 4th batch, after 165,654 / 165,804 / 166,759 input tokens.
    expect(opened.scenario.recorded?.compactions.map((c) => c.atBatch)).toEqual([3])
    const { store, user } = await renderApp({ scenario: opened.scenario })
    await user.click(screen.getByRole('option', { name: /^#2/ }))
    await user.click(screen.getByRole('button', { name: '− Remove #2' }))
    const s = store.getState().scenario
    expect(s.batches.map((b) => b.recorded?.inputTokens)).toEqual([165_654, 166_759, 33_960])
    expect(s.recorded?.compactions).toEqual([{ atBatch: 2, preTokens: 167_094, trigger: 'auto' }])
    expect(s.recorded).toMatchObject({ responses: 3, responsesWithUsage: 3 })
    await waitFor(() =>
      expect(
        screen.getByText(
          /^Iteration #2 took its recorded usage \(165,804 input, \d[\d,]* output tokens\) with it;/,
        ),
      ).toBeTruthy(),
    )
    // Undo brings the batch and the record back as they were.
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(store.getState().scenario.recorded?.compactions.map((c) => c.atBatch)).toEqual([3])
    expect(store.getState().scenario.batches).toHaveLength(4)
  })
})
