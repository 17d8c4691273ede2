// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { parseScenario } from '../../../src/engine/parse-scenario.ts'
import { renderApp } from './render-app.tsx'

/** Opens the app, then the Plans & sentinel tab, and waits for the sentinel's verdict. */
async function openPlans() {
  const app = await renderApp()
  await app.user.click(screen.getByRole('tab', { name: 'Plans & sentinel' }))
  await screen.findByTestId('pp-verdict')
  return app
}
const verdict = () => screen.getByTestId('pp-verdict').querySelector('strong')?.textContent ?? ''
const traceBox = () => screen.getByRole('textbox', { name: 'Executed trace' }) as HTMLTextAreaElement
const setTraceText = (text: string) => fireEvent.change(traceBox(), { target: { value: text } })
const findingRows = () =>
  within(screen.getByRole('table', { name: 'Sentinel findings' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent)

describe('Plans & sentinel tab: seed 001', () => {
  it('names the system, and with no trace says there is nothing to check', async () => {
    await openPlans()
    expect(
      screen.getByText(/DRR-005 tool-call plans and sentinel · seed 001 \(our implementation\)/),
    ).toBeTruthy()
    expect(verdict()).toBe('No calls to check yet: paste a trace, or check a simulated run')
  })

  it('a pasted trace: the declared fallback is no deviation, the specialised scraper is a BLP violation, extra calls are beyond the plan', async () => {
    await openPlans()
    setTraceText('web_search fail\nsite_scraper ok\ncached_index ok cost=0.2\n')
    await waitFor(() =>
      expect(verdict()).toBe('2 findings on 3 calls: 0 BudgetExceeded, 1 PlanDeviation, 1 BLPViolation'),
    )
    expect(findingRows()).toEqual([
      expect.stringContaining(
        "BLPViolationcall 2 (line 2)chose specialised site_scraper (the seed's “trick”) while general cached_index was available",
      ),
      expect.stringContaining(
        'PlanDeviationcall 3 (line 3)beyond the plan expected nothing (the plan is done), actual cached_index',
      ),
    ])
    expect(screen.getByTestId('pp-trace-info').textContent).toBe('Read as our line form: 3 calls on 3 lines.')
    const calls = screen.getByRole('table', { name: 'Executed calls' })
    expect(within(calls).getByTestId('pp-call-1').textContent).toContain('fallback [0].fallbackOnFailure')
  })

  it('the plan’s policy takes a constant step size α, within (0, 1], empty for sample averages', async () => {
    const { store } = await openPlans()
    const alpha = screen.getByLabelText('step size α') as HTMLInputElement
    expect(alpha.placeholder).toBe('none (sample averages)')
    fireEvent.change(alpha, { target: { value: '0.1' } })
    fireEvent.blur(alpha)
    await waitFor(() =>
      expect(store.getState().scenario.plans.plan.planningContext.policy.stepSize).toBe(0.1),
    )
    fireEvent.change(alpha, { target: { value: '2' } })
    expect(screen.getByRole('alert').textContent).toBe('step size α is at most 1')
    expect(store.getState().scenario.plans.plan.planningContext.policy.stepSize).toBe(0.1)
  })

  it('a budget crossed: the limit, the total, the excess and the call', async () => {
    await openPlans()
    setTraceText('site_scraper\n'.repeat(9))
    await waitFor(() =>
      expect(verdict()).toBe('18 findings on 9 calls: 1 BudgetExceeded, 9 PlanDeviation, 8 BLPViolation'),
    )
    const row = screen
      .getByRole('table', { name: 'Sentinel findings' })
      .querySelector('tr[data-type="BudgetExceeded"]')
    expect(row?.textContent).toBe(
      'BudgetExceededcall 9 (line 9)maxCost: 45 units used of a 40 units limit: over by 5 units',
    )
    const budgets = screen.getByRole('table', { name: 'Budgets and totals' })
    expect(budgets.querySelector('tr[data-budget="cost"]')?.textContent).toBe(
      'maxCost (units)40 units45 units5 overcall 9 (site_scraper)',
    )
  })

  it('a malformed JSON trace says where it failed', async () => {
    await openPlans()
    setTraceText('[\n  {"tool": "web_search"},\n  {"tool" "x"}\n]')
    const alert = await screen.findByRole('alert', { name: 'Trace lines not read' })
    expect(alert.textContent).toContain('line 3, column 11: the trace is not valid JSON')
  })

  it('the plan as JSON: a schema error is named by path and keeps the last good findings (stale); a fix applies', async () => {
    const { user } = await openPlans()
    setTraceText('web_search ok\nweb_search ok\n')
    await waitFor(() =>
      expect(verdict()).toBe('1 finding on 2 calls: 0 BudgetExceeded, 1 PlanDeviation, 0 BLPViolation'),
    )
    await user.click(screen.getByRole('button', { name: 'JSON' }))
    const box = screen.getByRole('textbox', { name: 'Plan as JSON' }) as HTMLTextAreaElement
    const plan = JSON.parse(box.value)
    plan.planningContext.constraints.maxToolCalls = 1.5
    fireEvent.change(box, { target: { value: JSON.stringify(plan, null, 2) } })
    const problems = await screen.findByRole('alert', { name: 'Plan JSON problems' })
    // The message a scenario file with the same plan gets: one schema checks both.
    expect(problems.textContent).toContain(
      'planningContext.constraints.maxToolCalls: maxToolCalls must be a whole number of calls',
    )
    expect(screen.getAllByText(/stale:/).length).toBeGreaterThan(0)
    plan.planningContext.constraints.maxToolCalls = 1
    fireEvent.change(box, { target: { value: JSON.stringify(plan, null, 2) } })
    await waitFor(() =>
      expect(verdict()).toBe('2 findings on 2 calls: 1 BudgetExceeded, 1 PlanDeviation, 0 BLPViolation'),
    )
    expect(screen.queryAllByText(/stale:/)).toHaveLength(0)
  })

  it('an invalid JSON draft is kept while the form is shown, and said so', async () => {
    const { user } = await openPlans()
    await user.click(screen.getByRole('button', { name: 'JSON' }))
    const box = screen.getByRole('textbox', { name: 'Plan as JSON' }) as HTMLTextAreaElement
    fireEvent.change(box, { target: { value: '{"planningContext": {' } })
    await screen.findByRole('alert', { name: 'Plan JSON problems' })
    await user.click(screen.getByRole('button', { name: 'Form' }))
    expect(
      screen.getByText(/The JSON tab holds an edit that is not applied \(\(JSON\): not valid JSON/),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'JSON' }))
    expect((screen.getByRole('textbox', { name: 'Plan as JSON' }) as HTMLTextAreaElement).value).toBe(
      '{"planningContext": {',
    )
  })

  it('the plan through forms: an unknown tool and a circular fallback are named with their paths', async () => {
    const { user } = await openPlans()
    const name = screen.getByRole('combobox', { name: 'plannedSequence[0].fallbackOnFailure.toolName' })
    await user.clear(name)
    await user.type(name, 'web_search')
    const issues = await screen.findByRole('list', { name: 'Plan problems' })
    expect(issues.textContent).toBe(
      'plannedSequence[0].fallbackOnFailure falls back to “web_search”, already on its chain at plannedSequence[0]: a circular fallback.',
    )
    await user.click(screen.getByRole('button', { name: '+ intent' }))
    const added = screen.getByRole('combobox', { name: 'plannedSequence[1].toolName' })
    await user.clear(added)
    await user.type(added, 'nope')
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Plan problems' }).textContent).toContain(
        'plannedSequence[1] names “nope”, which is not among the 3 candidate tools.',
      ),
    )
  })

  it('checks a simulated run of the plan policy', async () => {
    const { user } = await openPlans()
    await user.click(screen.getByRole('radio', { name: 'a simulated run' }))
    await waitFor(() =>
      expect(screen.getByTestId('pp-trace-info').textContent).toMatch(
        /^Simulated run 0 of UCB c = √2, BLP: \d+ calls, until a budget or the horizon ended it\.$/,
      ),
    )
  })

  it('reads "0,25" in scaleFactor as no number (never as 25): the field says so, the plan keeps 1 (defect 15)', async () => {
    const { user } = await openPlans()
    const field = screen.getByLabelText('scaleFactor (× every limit; empty = 1.0)') as HTMLInputElement
    await user.clear(field)
    await user.type(field, '0,25')
    expect(screen.getByRole('alert').textContent).toBe(
      'scaleFactor: “0,25” has a comma where a decimal point would be; a comma only groups thousands (1,000): write 0.25',
    )
    expect(field.value).toBe('0,25')
    await user.clear(field)
    await user.type(field, '0.25')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    await user.clear(field)
    await user.type(field, '1,000')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('a fallback that was due and not taken reads so in the plan list, agreeing with the finding (defect 7)', async () => {
    const example = parseScenario(JSON.parse(readFileSync('public/examples/plans-fallback-blp.json', 'utf8')))
    if (!example.ok) throw new Error('the example does not read')
    const s = example.scenario
    const constraints = { ...s.plans.plan.planningContext.constraints, scaleFactor: 0.25 }
    const plan = { ...s.plans.plan, planningContext: { ...s.plans.plan.planningContext, constraints } }
    const { user } = await renderApp({ scenario: { ...defaultScenario(), plans: { ...s.plans, plan } } })
    await user.click(screen.getByRole('tab', { name: 'Plans & sentinel' }))
    await screen.findByTestId('pp-verdict', {}, { timeout: 15_000 })
    await user.click(screen.getByRole('radio', { name: 'a simulated run' }))
    await waitFor(() =>
      expect(findingRows().join('\n')).toContain(
        'fallback not taken expected site_scraper (plannedSequence[0].fallbackOnFailure), actual cached_index',
      ),
    )
    const lane = (path: string) =>
      screen
        .getByRole('list', { name: 'Planned intents and what became of them' })
        .querySelector(`[data-path="${path}"]`)
    expect(lane('plannedSequence[0].fallbackOnFailure')?.textContent).toContain('fallback due, not taken')
    expect(lane('plannedSequence[0].fallbackOnFailure.fallbackOnFailure')?.textContent).toContain(
      'not reached',
    )
    expect(screen.queryByText('fallback not needed')).toBeNull()
  })
})
