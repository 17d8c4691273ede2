// Seed 002's Token budgets & window tab: the window chart must draw the table's numbers, say when the parts
// overflow, and a preset's settings must survive a share link.
import { check, shot, waitForText } from './helpers.mjs'

async function openTab(newPage, url) {
  const page = await newPage()
  await page.goto(url)
  await page.getByRole('tab', { name: 'Token budgets & window' }).click()
  await page.getByRole('table', { name: 'Window parts' }).waitFor({ timeout: 15_000 })
  await page.locator('rect[data-segment]').first().waitFor({ timeout: 10_000 })
  return page
}

/** The used row of the chart against the parts table: same numbers, one px-per-token scale. */
async function chartAgainstTable(page) {
  return page.evaluate(() => {
    const problems = []
    const num = (s) => Number(String(s).replace(/[^\d]/g, ''))
    const rects = [...document.querySelectorAll('rect[data-row="used"]')]
    const seg = (k) => rects.find((r) => r.getAttribute('data-segment') === k)
    const scales = []
    for (const tr of document.querySelectorAll('[data-testid^="tb-part-"]')) {
      const id = tr.getAttribute('data-testid').slice('tb-part-'.length)
      const table = num(tr.querySelector('[data-col="used"]').textContent)
      const r = seg(id)
      const chart = r ? Number(r.getAttribute('data-tokens')) : 0
      if (table !== chart) problems.push(`${id}: table ${table}, chart ${chart}`)
      if (r && chart > 0) scales.push(Number(r.getAttribute('width')) / chart)
    }
    const min = Math.min(...scales)
    const max = Math.max(...scales)
    // Tiny parts round to whole pixels; compare the scale on the parts wider than 20 px only.
    const wide = rects.filter(
      (r) => Number(r.getAttribute('width')) > 20 && Number(r.getAttribute('data-tokens')) > 0,
    )
    const wideScales = wide.map(
      (r) => Number(r.getAttribute('width')) / Number(r.getAttribute('data-tokens')),
    )
    if (wideScales.length > 1 && Math.max(...wideScales) / Math.min(...wideScales) > 1.02)
      problems.push(`px per token varies from ${min} to ${max}`)
    const used = rects.filter((r) => r.getAttribute('data-segment') !== 'headroom')
    const end = Math.max(...used.map((r) => Number(r.getAttribute('x')) + Number(r.getAttribute('width'))))
    return { problems, usedEnd: end }
  })
}

export const tests = [
  {
    name: 'token budgets: the window chart draws the parts table; a 16k window shows the overflow warning and a bar past the window line',
    run: async ({ origin, newPage }) => {
      const page = await openTab(newPage, `${origin}/`)
      await waitForText(page, 'Headroom: 99,933 tokens of 128,000 (78.1%)')
      const before = await chartAgainstTable(page)
      check(before.problems.length === 0, before.problems.join('; '))
      await page.getByLabel('Window preset').selectOption('16000')
      await page.getByTestId('tb-overflow').waitFor({ timeout: 10_000 })
      const overflow = await page.getByTestId('tb-overflow').textContent()
      check(/more than the 16,000-token window/.test(overflow), `overflow says: ${overflow}`)
      await waitForText(page, 'is smaller than the reserved parts (35,000 tokens')
      await page.waitForFunction(
        () => !document.querySelector('rect[data-row="used"][data-segment="headroom"]'),
      )
      const after = await chartAgainstTable(page)
      check(after.problems.length === 0, after.problems.join('; '))
      // The window line sits where 16,000 tokens are; the used bar ends past it.
      const line = await page.evaluate(() => {
        const l = [...document.querySelectorAll('.recharts-reference-line line')][0]
        return l ? Number(l.getAttribute('x1')) : null
      })
      check(
        line !== null && after.usedEnd > line + 5,
        `used bar ends at ${after.usedEnd}, window line at ${line}`,
      )
      await shot(page, 'token-budgets-overflow')
    },
  },
  {
    name: 'token budgets: a preset changes the window, keeps the calls, and its share link reopens the same numbers',
    run: async ({ origin, newPage }) => {
      const page = await openTab(newPage, `${origin}/`)
      await page.getByRole('button', { name: 'Presets ▾' }).click()
      await page.locator('[data-preset="seed-004-assistant"]').click()
      await waitForText(page, 'of 32,000 (')
      await waitForText(
        page,
        'Source: Seed 004: context estimated as chars / 4 against a 32,000-token window',
      )
      const headroom = await page.getByTestId('tb-headroom').textContent()
      const calls = await page.locator('[data-testid^="tb-call-"]').count()
      check(calls === 3, `${calls} call rows after the preset`)
      check(/^Headroom: [\d,]+ tokens of 32,000/.test(headroom), headroom)
      await page.waitForFunction(() => location.hash.startsWith('#s=1.'), null, { timeout: 10_000 })
      await page.waitForTimeout(1_000)
      const again = await newPage()
      await again.goto(page.url())
      await again.getByTestId('tb-headroom').waitFor({ timeout: 15_000 })
      const reopened = await again.getByTestId('tb-headroom').textContent()
      check(reopened === headroom, `reopened "${reopened}", was "${headroom}"`)
      check(
        (await again.getByLabel('Measure').inputValue()) === 'chars/4',
        'measure is not chars/4 after the link',
      )
    },
  },
]
