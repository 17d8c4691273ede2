// Smoke tests: the production build loads and shows the default scenario.
import { fileURLToPath } from 'node:url'

const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url))

/** Waits until document.body.innerText contains `text`; on timeout, says what the page did show. */
async function waitForText(page, text, timeout = 10_000) {
  try {
    await page.waitForFunction((t) => document.body?.innerText.includes(t), text, { timeout })
  } catch (err) {
    const shown = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '')
    const excerpt = shown.replace(/\s+/g, ' ').trim().slice(0, 300)
    throw new Error(`"${text}" did not appear within ${timeout} ms; page text: "${excerpt}"`, { cause: err })
  }
}

export const tests = [
  {
    name: 'home page shows the default per-call budget (26,666 chars)',
    run: async ({ origin, newPage }) => {
      const page = await newPage()
      await page.goto(`${origin}/`)
      await waitForText(page, '26,666')
      await page.screenshot({ path: `${resultsDir}home.png` })
    },
  },
]
