// Teaching: the seed documents inside the built app (offline, a passage highlighted from any link).
import { check, openApp, shot } from './helpers.mjs'

export const tests = [
  {
    name: 'teach: a formula links to its seed passage, highlighted in the reader, with no request off the origin',
    run: async ({ origin, newPage, recorded }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page
        .getByTestId('explain')
        .getByRole('button', { name: 'Read the passage in seed 003: even split' })
        .click()
      const reader = page.getByRole('dialog', { name: 'Seed documents' })
      const mark = reader.getByTestId('seed-passage')
      await mark.waitFor()
      const text = (await mark.textContent()) ?? ''
      check(
        text.includes('Math.floor(ctx.resultBudgetChars / Math.max(calls.length, 1))'),
        `highlighted: ${text}`,
      )
      const inView = await mark.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= window.innerHeight
      })
      check(inView, 'the highlighted passage is not scrolled into view')
      await shot(page, 'teach-reader')
      await page.keyboard.press('Escape')
      await reader.waitFor({ state: 'detached' })
      check(recorded.outsideRequests.length === 0, `outside requests: ${recorded.outsideRequests.join(', ')}`)
    },
  },
]
