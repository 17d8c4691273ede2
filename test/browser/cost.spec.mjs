// The Cost tab as a user reads it (issue 25 §2): each call's cache read / write, the 1-hour-write total beside the
// 5-minute one, and the call at which pruning pays for itself. The numbers are the engine's for the default
// scenario (src/engine/replay/evaluate-cost.test.ts asserts the same payoff).
import { check, openApp, openTab, shot } from './helpers.mjs'

export const tests = [
  {
    name: 'Cost tab: cache read / write per call and when pruning pays for itself',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`, { viewport: { width: 1024, height: 900 } })
      await openTab(page, 'Cost')
      const payoff = await page.locator('[data-testid="cost-payoff"]').innerText()
      check(payoff.includes('first changes the prompt at turn 2, call 1'), `payoff line: ${payoff}`)
      check(payoff.includes('pays for itself at turn 3, call 2'), `payoff line: ${payoff}`)
      const header = page.getByRole('columnheader', { name: 'cache read / write' })
      await header.waitFor()
      // The first call writes its whole prompt; the second reads the first one's and writes the results.
      const rows = page.locator('section[aria-labelledby="cost-calls-h"] tbody tr')
      const first = await rows.nth(0).innerText()
      const second = await rows.nth(1).innerText()
      check(/\b0 \/ 99\b/.test(first), `first call: ${first}`)
      check(/\b99 \/ 16,600\b/.test(second), `second call: ${second}`)
      const oneHour = await page.locator('[data-testid="cost-cached-1h"]').innerText()
      check(/with 1-hour writes/.test(oneHour), `1-hour line: ${oneHour}`)
      await shot(page, 'cost-cache')
    },
  },
]
