// The full 10-armed testbed (4 policies × 2,000 runs × 1,000 steps) end to end in the built app in Chromium:
// open the testbed example, let its first run start the worker pool, then press Run and read the page's own
// "Done in N ms" (from the press to the merged statistics on screen, across navigator.hardwareConcurrency
// workers).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_PATH, launchChromium } from '../../test/support/chromium.mjs'
import { serveDist } from '../../test/support/serve-dist.mjs'

const EXAMPLE = 'simulation-ten-armed-testbed.json'

/** Waits for the page's "Done in N ms." and returns N. */
async function doneMs(page, timeout) {
  const handle = await page.waitForFunction(
    () => document.body?.innerText.match(/Done in ([\d,]+) ms\./)?.[1] ?? null,
    null,
    { timeout, polling: 50 },
  )
  return Number((await handle.jsonValue()).replaceAll(',', ''))
}

/** `runs` presses of Run after a cold first run; resolves to their times, the cold one and the worker count. */
export async function measureTestbed(dist, { runs = 3, timeoutMs = 60_000 } = {}) {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: 'no Chromium' }
  if (!existsSync(join(dist, 'index.html'))) throw new Error('index.html is missing')
  const server = await serveDist(dist)
  let browser
  try {
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    const errors = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 1, null, {
      timeout: 15_000,
    })
    await page.getByLabel('Open an example scenario').selectOption(EXAMPLE)
    let cold
    try {
      cold = await doneMs(page, timeoutMs)
    } catch {
      throw new Error(`the testbed never finished${errors.length ? `; page error: ${errors[0]}` : ''}`)
    }
    const times = []
    for (let i = 0; i < runs; i++) {
      await page.getByRole('button', { name: 'Run simulation' }).click()
      await page.waitForFunction(() => document.body?.innerText.includes('Running…'), null, { polling: 20 })
      times.push(await doneMs(page, timeoutMs))
    }
    const workers = await page.evaluate(() => navigator.hardwareConcurrency)
    return { times, cold, workers, version: browser.version() }
  } finally {
    await browser?.close()
    await server.close()
  }
}
