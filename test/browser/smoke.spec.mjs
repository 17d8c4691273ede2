// Smoke tests: the production build loads and shows the default scenario.
import { shot, waitForText } from './helpers.mjs'

export const tests = [
  {
    name: 'home page shows the default per-call budget (26,666 chars)',
    run: async ({ origin, newPage }) => {
      const page = await newPage()
      await page.goto(`${origin}/`)
      await waitForText(page, '26,666')
      await shot(page, 'home')
    },
  },
]
