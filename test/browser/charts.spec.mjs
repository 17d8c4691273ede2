// Every chart readable and exportable: hover values, Copy CSV, Download SVG and PNG, a log scale where sizes
// differ by orders of magnitude, and Figure 2.2's values at chosen steps.
import { readFile } from 'node:fs/promises'
import { check, openApp, openTab, shot, waitForCell, waitInPage } from './helpers.mjs'

const KEPT = 'figure[data-chart="kept-chars"]'

/** Clicks `button` in the figure and returns the downloaded file's bytes and name. */
async function downloadFrom(page, figure, button) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(figure).getByRole('button', { name: button }).click(),
  ])
  return { bytes: await readFile(await download.path()), name: download.suggestedFilename() }
}

/** A CSV's lines as arrays of fields (the charts' CSV quotes only fields with commas, quotes or line breaks). */
const csvRows = (csv) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .map((m) => (m[1].startsWith('"') ? m[1].slice(1, -1).replaceAll('""', '"') : m[1]))
        .slice(0, -1),
    )

export const tests = [
  {
    name: 'charts: a 2.9 MB output beside 26k kept starts on a log scale; hover, CSV, SVG and PNG hold the table’s numbers',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page
        .getByRole('article', { name: 'Call 1', exact: true })
        .getByLabel('Generated sample output (chars)')
        .fill('2900000')
      await waitForCell(page, 0, 'raw', '2,900,000')
      const figure = page.locator(KEPT)
      // The chart follows the table once its frame is painted: the log scale comes on with the new numbers.
      await figure
        .getByLabel('log scale')
        .and(page.locator(':checked'))
        .waitFor()
        .catch(() => check(false, 'the log scale is not on for a 2.9 MB output'))
      // the smallest kept bar stays visible: at least 20 px tall on the log axis
      const heights = await figure
        .locator('.recharts-bar-rectangle path')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))
      check(Math.min(...heights) >= 20, `bar heights ${heights.map(Math.round)}`)

      // hover: the first call's numbers, labelled with units
      await figure.locator('.recharts-bar-rectangle').first().hover()
      const tip = figure.locator('.chart-tip')
      await tip.waitFor()
      const tipText = await tip.innerText()
      for (const want of [
        '1 read_file',
        'raw (chars)',
        '2,900,000',
        'kept, sent to the model (chars)',
        '26,666',
      ])
        check(tipText.includes(want), `hover box lacks "${want}": ${tipText}`)
      await shot(page, 'charts-kept-log')

      // CSV: the per-call table's numbers, row for row
      await figure.getByRole('button', { name: 'Copy CSV' }).click()
      await figure.getByText(/^Copied 3 rows$/).waitFor()
      const rows = csvRows(await page.evaluate(() => navigator.clipboard.readText()))
      check(
        rows[0].join('|') ===
          "call|raw (chars)|kept, sent to the model (chars)|cut (chars)|this call's budget (chars)",
        `header ${rows[0]}`,
      )
      for (let i = 0; i < 3; i++) {
        for (const [col, idx] of [
          ['raw', 1],
          ['kept', 2],
          ['budget', 4],
        ]) {
          const shown = await page.locator(`[data-testid="call-row-${i}"] [data-col="${col}"]`).textContent()
          const cell = Number(rows[i + 1][idx]).toLocaleString('en-US')
          check(shown.trim().startsWith(cell), `row ${i} ${col}: CSV ${cell}, table ${shown}`)
        }
      }

      // SVG: a standalone file with the title, legend, axis label, ticks and one bar per value
      const svg = await downloadFrom(page, KEPT, 'Download SVG')
      const text = svg.bytes.toString('utf8')
      check(svg.name === 'kept-chars.svg', svg.name)
      check(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), text.slice(0, 80))
      for (const want of [
        "Kept and cut chars per call, with each call's budget",
        'kept, sent to the model (chars)',
        'raw output (chars)',
        'chars (log scale)',
        '1 read_file',
        '10M',
      ])
        check(text.includes(want), `the SVG lacks "${want}"`)
      check(
        !/font-face|@import|https?:\/\/(?!www\.w3\.org)/.test(text),
        'the SVG refers to something outside it',
      )
      // the file opens on its own: drawn in a fresh page, it has the chart's bars
      const alone = await newPage()
      await alone.setContent(text)
      const bars = await alone.locator('.recharts-bar-rectangle').count()
      check(bars === 6, `the SVG alone draws ${bars} bars (3 raw + 3 kept)`)
      const fill = await alone
        .locator('.recharts-bar-rectangle path')
        .first()
        .evaluate((e) => getComputedStyle(e).fill)
      check(fill !== 'rgb(0, 0, 0)', `bars lost their colour: ${fill}`)

      // PNG: twice the chart's size
      const png = await downloadFrom(page, KEPT, 'Download PNG')
      check(png.bytes.subarray(1, 4).toString() === 'PNG', 'not a PNG')
      const width = png.bytes.readUInt32BE(16)
      const svgWidth = Number(/width="(\d+)"/.exec(text)?.[1])
      check(width === svgWidth * 2, `PNG ${width} px wide, SVG ${svgWidth}`)

      // back to a linear axis by hand
      await figure.getByLabel('log scale').uncheck()
      await figure.getByText('cut (chars)').first().waitFor()
    },
  },
  {
    name: 'charts: Figure 2.2’s step table reads the charted series at 1, 10, 11, 12, 100 and 1,000, apart from the run means',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
      await page.getByLabel('Open an example scenario').selectOption('simulation-ten-armed-testbed.json')
      const table = page.getByRole('table', {
        name: 'Values at chosen steps: % of calls to a best tool at step t',
      })
      const rewards = page.getByRole('table', {
        name: 'Values at chosen steps: mean reward at step t (reward units)',
      })
      await table.waitFor({ timeout: 60_000 })
      await page.getByText('Done in').waitFor({ timeout: 60_000 })
      const steps = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.step))
      check(steps.join(',') === '1,10,11,12,100,1000', `steps ${steps}`)
      const rewardSteps = await rewards
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.dataset.step))
      check(rewardSteps.join(',') === steps.join(','), `reward steps ${rewardSteps}`)

      for (const [chart, tableOf, show] of [
        ['calls-to-best', table, (v) => `${(Math.round(Number(v) * 10) / 10).toLocaleString('en-US')}%`],
        ['reward-per-call', rewards, (v) => (Math.round(Number(v) * 1000) / 1000).toLocaleString('en-US')],
      ]) {
        await page.evaluate(() => navigator.clipboard.writeText(''))
        await page.locator(`figure[data-chart="${chart}"]`).getByRole('button', { name: 'Copy CSV' }).click()
        const csv = await (
          await page.waitForFunction(async () => (await navigator.clipboard.readText()) || false)
        ).jsonValue()
        const series = csvRows(csv)
        const byT = new Map(series.slice(1).map((r) => [r[0], r.slice(1)]))
        const cells = await tableOf
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)))
        steps.forEach((t, i) => {
          const policies = byT.get(t)
          check(
            cells[i].length === policies.length,
            `t = ${t}: ${cells[i].length} cells, ${policies.length} series`,
          )
          policies.forEach((v, p) => {
            check(
              cells[i][p] === show(v),
              `${chart} t = ${t}, policy ${p}: table ${cells[i][p]}, chart series ${show(v)}`,
            )
          })
        })
      }
      // at step 1,000 and over the run are different numbers, labelled apart
      const over = await table.locator('tfoot tr').innerText()
      check(over.startsWith('over the run'), over)
      await page.getByLabel('Steps to read (calls, t)').fill('1, 500, 999')
      await table.locator('tbody tr[data-step="500"]').waitFor()
      await page.getByLabel('Steps to read (calls, t)').fill('1, 5000')
      await page.getByText('Step 5000 is past the last call charted (1000).').waitFor()
      check((await table.locator('tbody tr').count()) === 3, 'the last good steps stay')
      // readable at 1,024 px: each table fits its column, no policy heading wraps past three lines
      for (const width of [1_400, 1_024]) {
        await page.setViewportSize({ width, height: 900 })
        const fit = await table.evaluate((t) => {
          const region = t.parentElement
          const heads = [...t.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().height)
          const line = Number.parseFloat(getComputedStyle(t.querySelector('thead th')).lineHeight) || 16
          return { overflow: region.scrollWidth - region.clientWidth, lines: Math.max(...heads) / line }
        })
        check(fit.overflow <= 1, `at ${width} px the step table overflows by ${fit.overflow} px`)
        check(fit.lines <= 3.6, `at ${width} px a policy heading takes ${fit.lines.toFixed(1)} lines`)
        await shot(page.locator('section:has(#ex-step-h)'), `charts-step-table-${width}`)
      }
      await shot(page, 'charts-step-table')
    },
  },
]

/** Charts of sizes beyond the kept chart, on the default scenario: tab, chart, and the word its value axis names. */
const SIZE_CHARTS = [
  ['Strategies compared', 'kept-per-call-notices-and-waste-for-every-split', 'chars'],
  ['Tool budgets & window', 'context-window', 'tokens'],
  ['Cost', 'cost-cumulative', 'US$'],
]

tests.push({
  name: 'charts: every chart of sizes starts on a log scale when its sizes span orders of magnitude, names it on the axis, and has a switch',
  run: async ({ origin, newPage }) => {
    const page = await openApp(newPage, `${origin}/`)
    for (const [tab, name, unit] of SIZE_CHARTS) {
      await openTab(page, tab)
      const figure = page.locator(`#system-view figure[data-chart="${name}"]`)
      const log = figure.getByLabel('log scale')
      await log.waitFor()
      // the rule: the largest value 100× the smallest non-zero one, read from the chart's own CSV
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page.evaluate(() => navigator.clipboard.writeText(''))
      await figure.getByRole('button', { name: 'Copy CSV' }).click()
      const csv = await (
        await page.waitForFunction(async () => (await navigator.clipboard.readText()) || false)
      ).jsonValue()
      const values = csvRows(csv)
        .slice(1)
        .flatMap((r) => r.slice(1).map(Number))
        .filter((v) => v > 0)
      const wide = Math.max(...values) / Math.min(...values) >= 100
      check(
        (await log.isChecked()) === wide,
        `${name}: log scale ${await log.isChecked()}, sizes span ${wide}`,
      )
      const axis = () => figure.locator('.recharts-label').allTextContents()
      if (wide) {
        check(
          (await axis()).some((t) => t.includes(unit) && t.includes('(log scale)')),
          `${name}: ${await axis()}`,
        )
        await page.setViewportSize({ width: 1_024, height: 900 })
        await shot(figure, `charts-log-${name}-1024`)
        await page.setViewportSize({ width: 1_400, height: 900 })
        await shot(figure, `charts-log-${name}-1400`)
      }
      await log.setChecked(!wide)
      await waitInPage(
        page,
        ({ name, on }) =>
          [...document.querySelectorAll(`figure[data-chart="${name}"] .recharts-label`)].some((l) =>
            on ? l.textContent.includes('(log scale)') : !l.textContent.includes('log'),
          ),
        { name, on: !wide },
      )
    }
  },
})
