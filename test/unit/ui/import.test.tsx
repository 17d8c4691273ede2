// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { column, renderApp } from './render-app.tsx'

const fixture = (path: string) => readFileSync(`src/engine/import/fixtures/${path}`, 'utf8')

describe('Import: one transcript opens as a whole scenario', () => {
  it('pasted, it shows what it found and what it replaces, asks, opens, and Undo restores the scenario', async () => {
    const { store, user } = await renderApp()
    const before = store.getState().scenario
    await user.click(screen.getByRole('button', { name: 'Import…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Open a transcript, recording or tool list' })
    fireEvent.change(within(dialog).getByLabelText('Transcript, recording or tool list to open'), {
      target: { value: fixture('transcripts/openai-chat-completions.complex-agent-run.vcr.yaml') },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Read the pasted text' }))
    const preview = await within(dialog).findByTestId('import-preview')
    expect(within(preview).getByTestId('import-summary').textContent).toBe(
      'Read as OpenAI Chat Completions, VCR cassette, 3 interactions, 4 tool calls in 3 batches, 3 results, 19 tools offered.',
    )
    expect([...preview.querySelectorAll('.import-changes li')].map((li) => li.textContent)).toEqual([
      'Result budget, Strategies, Tool budgets: 3 batches of 4 calls, with their outputs (22 chars)',
      'Planner: an action log of 4 actions; Plans: a trace of 4 calls',
      'Tool budgets window: no system prompt, the user’s message and 0 earlier messages',
      'Tool selection’s catalog and the window’s tool schemas: 19 tools',
    ])
    // Nothing changes until it is confirmed.
    expect(store.getState().scenario).toBe(before)
    await user.click(within(preview).getByRole('button', { name: 'Replace the current scenario' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const s = store.getState().scenario
    expect(s.batches.map((b) => b.calls.map((c) => c.tool))).toEqual([
      ['get_country', 'get_product_name'],
      ['get_weather'],
      ['final_result'],
    ])
    await waitFor(() => expect(column('raw')).toEqual(['6', '11']))
    expect(screen.getByTestId('notice-opened').textContent).toMatch(
      /Opened as the scenario: OpenAI Chat Completions, VCR cassette, .* Undo \(Ctrl\+Z\) restores the previous one\./,
    )
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(store.getState().scenario).toBe(before)
  })

  it('text that cannot be read is named in the dialog, the text stays, the scenario is unchanged', async () => {
    const { store, user } = await renderApp()
    const before = store.getState().scenario
    await user.click(screen.getByRole('button', { name: 'Import…' }))
    const dialog = await screen.findByRole('dialog')
    const area = within(dialog).getByLabelText(
      'Transcript, recording or tool list to open',
    ) as HTMLTextAreaElement
    fireEvent.change(area, { target: { value: '---\nname: my-app\n' } })
    await user.click(within(dialog).getByRole('button', { name: 'Read the pasted text' }))
    expect((await within(dialog).findByTestId('import-error')).textContent).toBe(
      'Pasted text: could not open it: not a scenario: This YAML is not a cassette: expected “interactions:” (vcrpy, pytest-recording) or “http_interactions:” (Ruby VCR) at the top, but its top-level keys are name. Your scenario is unchanged; your text stays above.',
    )
    expect(area.value).toBe('---\nname: my-app\n')
    expect(store.getState().scenario).toBe(before)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a dropped file anywhere on the page: a drop target shows while dragging, and the transcript asks first', async () => {
    const { store } = await renderApp({ scenario: defaultScenario() })
    const file = new File(
      [fixture('transcripts/anthropic-messages.tool-runner.nock-recording.json')],
      'run.json',
      {
        type: 'application/json',
      },
    )
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' }
    fireEvent.dragEnter(window, { dataTransfer })
    expect(await screen.findByTestId('drop-target')).toBeTruthy()
    fireEvent.drop(window, { dataTransfer })
    const preview = await screen.findByTestId('import-preview', {}, { timeout: 10_000 })
    expect(screen.queryByTestId('drop-target')).toBeNull()
    expect(within(preview).getByRole('heading', { name: 'run.json' })).toBeTruthy()
    fireEvent.click(within(preview).getByRole('button', { name: 'Replace the current scenario' }))
    await waitFor(() => expect(store.getState().scenario.batches).toHaveLength(4))
    expect(store.getState().scenario.title).toBe('run.json')
  })

  it('a dropped scenario file opens at once (it is what Open file opens), undoable', async () => {
    const { store } = await renderApp()
    const before = store.getState().scenario
    const file = new File([JSON.stringify({ version: 2, title: 'mine', batches: [] })], 'mine.json')
    fireEvent.drop(window, { dataTransfer: { types: ['Files'], files: [file] } })
    await waitFor(() => expect(store.getState().scenario.title).toBe('mine'))
    expect(screen.queryByRole('dialog')).toBeNull()
    store.getState().undo()
    expect(store.getState().scenario).toBe(before)
  })
})
