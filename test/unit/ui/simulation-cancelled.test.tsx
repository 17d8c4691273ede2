// @vitest-environment jsdom
// biome-ignore-all lint/style/noNonNullAssertion: tables of the result just simulated
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultPlans } from '../../../src/engine/plans/section.ts'
import { simulate } from '../../../src/engine/plans/simulation/simulate.ts'
import { planTasks } from '../../../src/engine/plans/simulation/tasks.ts'
import { RegretTable } from '../../../src/ui/simulation/RegretTable.tsx'
import { CallsTable, EndsTable, SummaryTable, SweepTable } from '../../../src/ui/simulation/StatsTables.tsx'
import { StepValuesTable } from '../../../src/ui/simulation/StepValuesTable.tsx'

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(cleanup)

/** The default plans cancelled once the first policy's runs are done: the other three finished none. */
function cancelledAfterFirstPolicy() {
  const plans = defaultPlans()
  const perPolicy = planTasks(plans).filter((t) => t.policy === 0 && t.scale === -1).length
  let blocks = 0
  return simulate(plans, { onProgress: () => blocks++, isCancelled: () => blocks >= perPolicy })
}

/** The cells of one policy's column (the header's position) in every body and foot row of `table`. */
function columnCells(table: HTMLElement, label: string): string[] {
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '')
  const col = heads.indexOf(label)
  expect(col, `${label} in ${heads.join(' | ')}`).toBeGreaterThan(0)
  return [...table.querySelectorAll('tbody tr, tfoot tr')].map(
    (tr) => tr.children[col]?.textContent?.trim() ?? '',
  )
}

describe('Explore tables after a Cancel (issue 24 §4)', () => {
  const result = cancelledAfterFirstPolicy()

  it('a policy with no finished run says "no runs" in the step tables, over the run too, never NaN', () => {
    expect(result.policies.map((p) => p.runs)).toEqual([result.runsAsked, 0, 0, 0])
    render(<StepValuesTable result={result} />)
    for (const measure of ['mean reward at step t (reward units)', '% of calls to a best tool at step t']) {
      const table = screen.getByRole('table', { name: `Values at chosen steps: ${measure}` })
      expect(table.textContent).not.toMatch(/NaN|undefined|Infinity/)
      const overRun = within(table).getByRole('rowheader', { name: 'over the run' }).closest('tr')!
      // greedy ran: a number; the three others did not: "no runs" (it read "1.295 NaN" and "70.8% NaN%").
      const cells = [...overRun.querySelectorAll('td')].map((td) => td.textContent)
      expect(cells[0]).toMatch(/^[\d.]+%?$/)
      expect(cells.slice(1)).toEqual(['no runs', 'no runs', 'no runs'])
      for (const label of ['Thompson', 'UCB c = √2']) {
        const cells = columnCells(table, label)
        expect(cells.length).toBeGreaterThan(1)
        expect(new Set(cells)).toEqual(new Set(['no runs']))
      }
    }
  })

  it('every other table says "no runs" for it and prints no NaN, Infinity or undefined', () => {
    const { container } = render(
      <>
        <RegretTable result={result} />
        <SummaryTable result={result} />
        <CallsTable result={result} />
        <EndsTable result={result} />
        <SweepTable result={result} />
      </>,
    )
    expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/)
    for (const name of ['Cumulative regret at selected calls', 'Policy summary', 'Why runs ended']) {
      const table = screen.getByRole('table', { name })
      expect(table.textContent, name).toMatch(/no runs/)
    }
  })
})
