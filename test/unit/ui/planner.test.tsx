// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

/** Opens the app, then the Planner call budgets tab, and waits for its report. */
async function openPlanner() {
  const app = await renderApp()
  await app.user.click(screen.getByRole('tab', { name: 'Planner call budgets' }))
  await screen.findByTestId('pl-outcome')
  return app
}
const outcome = () => screen.getByTestId('pl-outcome').querySelector('strong')?.textContent ?? ''
const breakdown = () => screen.getByTestId('pl-breakdown').textContent ?? ''
const logBox = () => screen.getByRole('textbox', { name: 'Action log' }) as HTMLTextAreaElement
const setLog = (text: string) => fireEvent.change(logBox(), { target: { value: text } })
const confidence = () => screen.getByLabelText('framework_confidence (0–1)') as HTMLInputElement
const fixture = (name: string) => readFileSync(`src/engine/import/fixtures/transcripts/${name}`, 'utf8')

describe('Planner call budgets tab: seed 000', () => {
  it('opens on the seed story: a one-file Builder (budget 5) BLOCKs when its verify fails with 0 left', async () => {
    await openPlanner()
    expect(breakdown()).toContain('FILE_BONUS = max(0, 1 − 1) = 0')
    expect(breakdown()).toContain('budget = min(9, 5 + 0 + 0) = 5 calls')
    expect(outcome()).toBe('BLOCK: verify failed on line 10 with 0 calls left (fewer than 2)')
    const table = screen.getByRole('table', { name: 'Actions and the budget' })
    const blockRow = within(table).getByText('BLOCK: verify failed, < 2 left').closest('tr')
    expect(blockRow?.getAttribute('data-line')).toBe('10')
    expect(blockRow?.textContent).toContain(
      'EMIT: "Budget: 5/5, Action: Verify pytest tests/test_session.py"',
    )
  })

  it("shows the seed's counts-or-exempt table with the default log's actions per kind", async () => {
    await openPlanner()
    const table = screen.getByRole('table', { name: 'What counts' })
    const row = (kind: string) => table.querySelector(`[data-kind="${kind}"]`)?.textContent
    expect(row('edit')).toBe('Write/Edit filecounts 1every invocation counts (3 edits of one file = 3)3')
    expect(row('preflight')).toBe('Preflight checkexemptsyntax validation loop (may need multiple attempts)1')
    expect(row('phase')).toBe('Phase transitionexemptstate machine bookkeeping3')
    expect(row('memory')).toBe('Memory operationexemptpost-task learning1')
    expect(row('workspace-complete')).toBe('Workspace completeexemptfinal state transition1')
  })

  it("reproduces the seed's table: 5, 7, 6, 9", async () => {
    await openPlanner()
    const rows = within(screen.getByRole('table', { name: "The seed's budget table" })).getAllByRole('row')
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'Single file, no complexity55',
      'Single file + framework77',
      '2 files66',
      '3 files + prior failures99',
    ])
  })

  it('framework_confidence 0.6 adds COMPLEXITY 2: budget 7, and the same log completes', async () => {
    const { user } = await openPlanner()
    await user.clear(confidence())
    await user.type(confidence(), '0.6')
    await waitFor(() => expect(screen.getByTestId('pl-builder-budget').textContent).toBe('7'))
    expect(breakdown()).toContain('COMPLEXITY = 2 (framework_confidence 0.6 ≥ 0.6)')
    await waitFor(() => expect(outcome()).toBe('Within budget: 7/7 calls used'))
  })

  it('3 files and prior failures: 9; a fourth file is capped at 9', async () => {
    const { user } = await openPlanner()
    await user.clear(screen.getByLabelText('Paths in the delta (one per line)'))
    await user.type(screen.getByLabelText('Paths in the delta (one per line)'), 'a.py{Enter}b.py{Enter}c.py')
    await user.click(screen.getByRole('checkbox', { name: 'prior_failures' }))
    await waitFor(() => expect(screen.getByTestId('pl-builder-budget').textContent).toBe('9'))
    await user.type(screen.getByLabelText('Paths in the delta (one per line)'), '{Enter}d.py')
    await waitFor(() => expect(breakdown()).toContain('capped: the sum was 10'))
    expect(screen.getByTestId('pl-builder-budget').textContent).toBe('9')
  })

  it('a confidence outside 0-1 is named at the field; the last good result stays, marked stale', async () => {
    const { user } = await openPlanner()
    await user.clear(confidence())
    await user.paste('1.5')
    expect(screen.getByRole('alert').textContent).toBe('framework_confidence is at most 1')
    expect(confidence().value).toBe('1.5')
    expect(screen.getByText(/^stale: fix the highlighted field/)).toBeTruthy()
    expect(outcome()).toBe('BLOCK: verify failed on line 10 with 0 calls left (fewer than 2)')
  })

  it('a negative file count is named at the field', async () => {
    const { user } = await openPlanner()
    await user.click(screen.getByRole('radio', { name: 'a count' }))
    const field = screen.getByLabelText('files_in_delta (files)') as HTMLInputElement
    await user.clear(field)
    await user.type(field, '-2')
    expect(screen.getByRole('alert').textContent).toBe('files_in_delta cannot be negative')
    await user.clear(field)
    await user.type(field, '2')
    await waitFor(() => expect(screen.getByTestId('pl-builder-budget').textContent).toBe('6'))
  })

  it('a line that is not an action is listed with its line number, and not counted', async () => {
    await openPlanner()
    setLog('Read a.py\n}} oops\nEdit a.py')
    const errors = await screen.findByRole('alert', { name: 'Lines not read' })
    expect(errors.textContent).toContain('line 2: “}} oops” does not start with an action name')
    await waitFor(() => expect(screen.getByTestId('pl-used').textContent).toBe('2 calls'))
  })

  it('builds a log with buttons: six Reads exhaust a budget of 5 at action 6', async () => {
    const { user } = await openPlanner()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: '+ Read' }))
    expect(logBox().value).toBe('Read src/auth/session.py\n'.repeat(6))
    await waitFor(() =>
      expect(outcome()).toBe('BLOCK (budget exhausted): all 5 calls used; line 6 needs another'),
    )
  })

  it('a real OpenAI exchange: unknown tool names are listed and counted, or exempt as chosen', async () => {
    const { user } = await openPlanner()
    setLog(fixture('openai-chat-completions.complex-agent-run.final-exchange.json'))
    await waitFor(() =>
      expect(screen.getByTestId('pl-unknown-summary').textContent).toBe(
        '4 names the seed does not know: get_country, get_product_name, get_weather, final_result.',
      ),
    )
    const names = screen.getByRole('table', { name: 'Action names in the log' })
    expect(
      within(names)
        .getAllByRole('row')
        .map((r) => r.querySelector('code')?.textContent ?? ''),
    ).toEqual(['', 'get_country', 'get_product_name', 'get_weather', 'final_result'])
    expect(screen.getByTestId('pl-log-read').textContent).toMatch(
      /^Read as OpenAI Chat Completions, request \+ response, 4 tool calls in 3 batches, 3 results, 19 tools offered\.1 call with no result in the file/,
    )
    expect(screen.getByTestId('pl-log-info').textContent).toBe(
      'Read as a transcript: 4 actions on 363 lines.',
    )
    expect(screen.getByTestId('pl-used').textContent).toBe('4 calls')
    await user.click(screen.getByRole('radio', { name: 'exempt' }))
    await waitFor(() => expect(screen.getByTestId('pl-used').textContent).toBe('0 calls'))
    await user.selectOptions(screen.getByLabelText('Treat get_weather as'), 'command')
    await waitFor(() => expect(screen.getByTestId('pl-used').textContent).toBe('1 call'))
  })

  it('a known name can be given another kind: a failed Bash treated as a verify BLOCKs with fewer than 2 left', async () => {
    const { user } = await openPlanner()
    setLog('Read a.py\nEdit a.py\nEdit a.py\nBash pytest [fail]\nEdit a.py')
    await waitFor(() => expect(outcome()).toBe('Within budget: 5/5 calls used'))
    await user.selectOptions(screen.getByLabelText('Treat Bash as'), 'verify')
    await waitFor(() =>
      expect(outcome()).toBe('BLOCK: verify failed on line 4 with 1 call left (fewer than 2)'),
    )
    expect((screen.getByLabelText('Treat Bash as') as HTMLSelectElement).value).toBe('verify')
  })

  it('Observer and Explorer apply their own rules to the same log', async () => {
    const { user } = await openPlanner()
    setLog(`Phase analysis\n${'Read a.py\n'.repeat(11)}`)
    await user.click(screen.getByRole('radio', { name: /^Observer/ }))
    await waitFor(() =>
      expect(outcome()).toBe(
        'Observer completes phase “analysis” and notes incomplete analysis: 1 tool call not made',
      ),
    )
    await user.click(screen.getByRole('radio', { name: /^Explorer/ }))
    await waitFor(() => expect(outcome()).toBe('Explorer returns status: "partial" for mode “analysis”'))
    await user.click(screen.getByRole('radio', { name: /^Planner/ }))
    await waitFor(() => expect(outcome()).toBe('Unlimited: 11 tool calls, no budget to exhaust'))
  })

  it('a Builder budget set by hand replaces the formula; clearing it restores the formula', async () => {
    const { user } = await openPlanner()
    const field = screen.getByLabelText('Builder (calls)') as HTMLInputElement
    await user.type(field, '7')
    await waitFor(() => expect(outcome()).toBe('Within budget: 7/7 calls used'))
    await user.clear(field)
    await waitFor(() =>
      expect(outcome()).toBe('BLOCK: verify failed on line 10 with 0 calls left (fewer than 2)'),
    )
  })

  it('an unreadable log gives no green "Within budget" beside its error (defect 8)', async () => {
    await openPlanner()
    setLog('[{"tool": "Read", "description": "a.py"}, {"tool": "Ed')
    await waitFor(() => expect(outcome()).toMatch(/^No verdict: the log could not be read/))
    const box = screen.getByTestId('pl-outcome')
    expect(box.classList.contains('completed')).toBe(false)
    expect(box.classList.contains('unread')).toBe(true)
  })

  it("the formula says it is not in use while another role's budget applies (defect 8)", async () => {
    const { user } = await openPlanner()
    expect(screen.queryByTestId('pl-formula-inactive')).toBeNull()
    await user.click(screen.getByRole('radio', { name: /^Observer/ }))
    await waitFor(() =>
      expect(screen.getByTestId('pl-formula-inactive').textContent).toBe(
        "Not in use: the Observer's budget is set under Role. The formula sets a Builder's budget; choose Builder to use it.",
      ),
    )
    expect(screen.getByRole('region', { name: 'Builder budget (set by the Planner)' }).className).toContain(
      'pl-inactive',
    )
  })
})
