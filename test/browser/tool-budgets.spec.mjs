// Seed 002's Tool budgets & window tab: the window chart must draw the table's numbers, say when the parts
// overflow, and a preset's settings must survive a share link.
import { check, flushedUrl, shot, waitForText, waitInPage } from './helpers.mjs'

async function openTab(newPage, url) {
  const page = await newPage()
  await page.goto(url)
  await page.getByRole('tab', { name: 'Tool budgets & window' }).click()
  await page.getByRole('table', { name: 'Window parts' }).waitFor()
  // parts of tens of tokens beside a 128,000-token window start on a log scale (side by side); these checks are
  // of the stacked window, one px per token, so they untick it
  const log = page.locator('figure[data-chart="context-window"]').getByLabel('log scale')
  await log.waitFor()
  if (await log.isChecked()) await log.uncheck()
  await page.locator('rect[data-segment]').first().waitFor()
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
    name: 'tool budgets: the window chart draws the parts table; a 16k window shows the overflow warning and a bar past the window line',
    run: async ({ origin, newPage }) => {
      const page = await openTab(newPage, `${origin}/`)
      await waitForText(page, 'Headroom: 99,933 tokens of 128,000 (78.1%)')
      const before = await chartAgainstTable(page)
      check(before.problems.length === 0, before.problems.join('; '))
      await page.getByLabel('Model window', { exact: true }).selectOption('16000')
      await page.getByTestId('tb-overflow').waitFor()
      const overflow = await page.getByTestId('tb-overflow').textContent()
      check(/more than the 16,000-token window/.test(overflow), `overflow says: ${overflow}`)
      await waitForText(page, 'is smaller than the reserved parts (35,000 tokens')
      await waitInPage(page, () => !document.querySelector('rect[data-row="used"][data-segment="headroom"]'))
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
      await shot(page, 'tool-budgets-overflow')
    },
  },
  {
    name: 'tool budgets: a preset changes the window, keeps the calls, and its share link reopens the same numbers',
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
      const again = await newPage()
      await again.goto(await flushedUrl(page))
      await again.getByTestId('tb-headroom').waitFor()
      const reopened = await again.getByTestId('tb-headroom').textContent()
      check(reopened === headroom, `reopened "${reopened}", was "${headroom}" at ${again.url()}`)
      check(
        (await again.getByLabel('Measure').inputValue()) === 'chars/4',
        'measure is not chars/4 after the link',
      )
    },
  },
]

tests.push(
  {
    name: 'tool budgets: a tokenizer chunk that fails to load leaves the composer on chars/4 and says why',
    allowConsoleErrors: true,
    run: async ({ origin, newPage }) => {
      const page = await openTab(newPage, `${origin}/`)
      await page.context().route(/\/cl100k_base-[\w-]+\.js$/, (route) => route.abort())
      await page.getByLabel('Measure').selectOption('cl100k_base')
      const warning = page.getByTestId('tb-warning-measure')
      await warning.waitFor()
      await waitInPage(page, () =>
        /failed to load/.test(
          document.querySelector('[data-testid="tb-warning-measure"]')?.textContent ?? '',
        ),
      )
      const text = await warning.innerText()
      check(
        /cl100k_base is not loaded: chars\/4 estimates shown instead \(it failed to load: .+\)/.test(text),
        `warning: ${text}`,
      )
      await waitForText(page, 'In tokens of chars/4 (an estimate): cl100k_base did not load.')
    },
  },
  {
    name: 'tool budgets: a tool that cannot be read is named by path while the others count; broken JSON is named, the text stays, the last window stays, stale',
    run: async ({ origin, newPage }) => {
      const page = await openTab(newPage, `${origin}/`)
      await waitForText(page, 'Headroom: 99,933 tokens of 128,000 (78.1%)')
      const box = page.getByLabel(
        'Tool schemas (paste OpenAI, Anthropic, MCP or Ollama tools, or a transcript that offers them)',
      )
      const pasted = '[{"name": "search", "inputSchema": {}}, {"name": "fetch", "schema": {}}]'
      await box.fill(pasted)
      await waitForText(page, 'Read as 1 tool (MCP), array.')
      const notes = await page.getByTestId('tb-schemas-read').innerText()
      check(
        notes.includes(
          'Tool 2 ($[1]) is not read: it has a name but no parameters, input_schema or inputSchema (keys name, schema); expected OpenAI / Ollama',
        ),
        `notes: ${notes}`,
      )
      check((await box.inputValue()) === pasted, 'the pasted text was not kept')
      const headroom = await page
        .getByText(/^Headroom: /)
        .first()
        .innerText()
      const broken = '[{"name": "search", inputSchema: {}}]'
      await box.fill(broken)
      await waitInPage(page, () =>
        /^Tool schemas: not valid JSON: .*\(line 1, column \d+\)/.test(
          document.querySelector('[data-testid="tb-warning-schemas"]')?.textContent ?? '',
        ),
      )
      check((await box.inputValue()) === broken, 'the broken text was not kept')
      await waitForText(page, 'stale: the tool schemas do not read')
      await waitForText(page, headroom)
    },
  },
  {
    name: 'tool budgets and strategies fit a 1,100 px window: no sideways scroll, every table column in view',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 1100, height: 900 } })
      await page.goto(`${origin}/`)
      await page.getByRole('tab', { name: 'Tool budgets & window' }).click()
      await page.locator('figure[data-chart="context-window"] .recharts-bar-rectangle').first().waitFor()
      const clipped = () =>
        page.evaluate(() => {
          const out = []
          if (document.documentElement.scrollWidth > window.innerWidth)
            out.push(`page ${document.documentElement.scrollWidth} px wide`)
          for (const t of document.querySelectorAll('main table')) {
            const box = t.parentElement
            if (box && box.scrollWidth > box.clientWidth + 1)
              out.push(
                `${t.getAttribute('aria-label') ?? t.querySelector('caption')?.textContent}: ${box.scrollWidth} > ${box.clientWidth}`,
              )
          }
          return out
        })
      const tb = await clipped()
      check(tb.length === 0, `tool budgets at 1,100 px: ${tb.join('; ')}`)
      await shot(page, 'tool-budgets-1100')
      await page.getByRole('tab', { name: 'Strategies compared' }).click()
      await page.getByTestId('st-verdict').first().waitFor()
      const st = await clipped()
      check(st.length === 0, `strategies at 1,100 px: ${st.join('; ')}`)
      await shot(page, 'strategies-1100')
    },
  },
)

tests.push({
  name: 'tool budgets: an exact o200k_base count beside the PraisonAI estimate of each part of the window, with its error',
  run: async ({ origin, newPage }) => {
    const page = await openTab(newPage, `${origin}/`)
    const fetched = []
    page.on('request', (r) => fetched.push(r.url()))
    await page.getByLabel('Exact count beside the window estimate').selectOption('o200k_base')
    await page.locator('[data-testid="tb-part-system"] [data-col="exact"]').waitFor()
    check(
      fetched.some((u) => /\/o200k_base-[\w-]+\.js$/.test(u)),
      'the o200k_base chunk was not fetched on first use',
    )
    const outputs = await page.locator('[data-testid="tb-part-toolOutputs"] [data-col="exact"]').innerText()
    check(/^[\d,]+ exact \([+−][\d.]+%\)$/.test(outputs), `tool outputs exact cell: ${outputs}`)
    // The estimate is still the composer's numbers: the headroom is PraisonAI's.
    await waitForText(page, 'Headroom: 99,933 tokens of 128,000 (78.1%)')
    await shot(page, 'tool-budgets-exact-beside')
  },
})
