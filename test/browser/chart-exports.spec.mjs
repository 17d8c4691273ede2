// Every chart the app draws, on every tab: its Copy CSV is its table (a header of labelled columns, a line per
// row) and its Download SVG is a standalone file that carries the same CSV, names every series of the legend
// and draws on its own. The kept-chars chart's own checks (hover, log scale, PNG) are in charts.spec.mjs.
import { readFile } from 'node:fs/promises'
import { BUDGET_LABEL, check, openApp, openTab, shot, TABS, waitForText, waitInPage } from './helpers.mjs'

/** Every chart, by its `data-chart` name, and the tab it is on (the default scenario; Explore's simulation). */
export const CHARTS = {
  'Result budget': ['kept-chars', 'turn-guards'],
  'Strategies compared': [
    'kept-per-call-notices-and-waste-for-every-split',
    'kept-per-call-notices-and-waste-for-every-trim',
  ],
  'Tool budgets & window': ['context-window'],
  'Tool selection': ['slots-per-category', 'tools-per-iteration'],
  'Planner call budgets': ['planner-budget-steps'],
  'Explore / exploit': ['cumulative-regret', 'reward-per-call', 'calls-to-best', 'scale-sweep-ranks'],
  'Plans & sentinel': ['plan-budgets', 'plan-against-calls'],
  Replay: [],
  Session: ['session-window-anthropic-api', 'session-losses-anthropic-api', 'session-cost-anthropic-api'],
  Cost: ['cost-cumulative'],
}

/** A CSV's lines as arrays of fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRows(csv) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]
    const next = csv[i + 1]
    if (quoted && c === '"' && next === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) field += c
    else if (c === ',') endField()
    else if (c === '\r' && next === '\n') {
      endField()
      rows.push(row)
      row = []
      i++
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    endField()
    rows.push(row)
  }
  return rows
}

/** The chart's CSV from Copy CSV: the clipboard is cleared first, so an earlier chart's CSV is never read. */
async function copiedCsv(page, figure) {
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await figure.getByRole('button', { name: 'Copy CSV' }).click()
  const handle = await page.waitForFunction(async () => {
    const text = await navigator.clipboard.readText()
    return text === '' ? false : text
  })
  return await handle.jsonValue()
}

/** What a column names: its label, the label without its unit, or the series before a colon. */
const seriesNames = (label) =>
  [label, label.replace(/\s*\([^)]*\)$/, ''), label.split(':')[0], label.split(' ')[0]].map((n) =>
    n.toLowerCase(),
  )

/**
 * A page of its own, in a context of its own, where an exported SVG is drawn alone: one per test, each SVG
 * replacing the last as the whole document (a context per chart: the five chart tests 18.3 → 16.3 s of CPU).
 */
function alonePage(newPage) {
  let page
  return async () => {
    page ??= await newPage()
    return page
  }
}

/** The checks of one chart's CSV and SVG; a list of what is wrong. `alone()`: see alonePage. */
async function checkExport(page, alone, name, csv, svg) {
  const problems = []
  const say = (ok, text) => ok || problems.push(`${name}: ${text}`)
  const rows = csvRows(csv)
  const [header, ...body] = rows
  say(header.length >= 2 && header.every((h) => h !== ''), `CSV header ${header}`)
  say(
    body.every((r) => r.length === header.length),
    'CSV rows of unequal length',
  )
  const doc = await page.evaluate((text) => {
    const d = new DOMParser().parseFromString(text, 'image/svg+xml')
    return {
      error: d.querySelector('parsererror')?.textContent ?? null,
      csv: d.querySelector('metadata')?.textContent ?? null,
      text: [...d.querySelectorAll('text')].map((t) => t.textContent).join('\n'),
    }
  }, svg)
  say(doc.error === null, `the SVG does not parse: ${doc.error}`)
  // (XML reads a CRLF line end as LF)
  say(doc.csv === csv.replaceAll('\r\n', '\n'), 'the SVG’s metadata is not the CSV Copy CSV gives')
  say(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), 'not a standalone SVG')
  say(!/https?:\/\/(?!www\.w3\.org)/.test(svg), 'the SVG refers to something outside it')
  // every series of the table is named in the drawing (legend, axis label or category)
  const numeric = header.map((_, c) => body.some((r) => r[c] !== '' && !Number.isNaN(Number(r[c]))))
  for (const label of header.slice(1).filter((_, c) => numeric[c + 1]))
    say(
      seriesNames(label).some((n) => doc.text.toLowerCase().includes(n)),
      `the SVG names no series “${label}” (its text: ${doc.text.replaceAll('\n', ' | ').slice(0, 300)})`,
    )
  // a category axis draws every row's name
  const categories = body.map((r) => r[0]).filter((c) => c !== '' && Number.isNaN(Number(c)))
  for (const c of categories) say(doc.text.includes(c), `the SVG draws no row “${c}”`)
  // the file draws on its own: as many marks as the page's chart
  const marks = (p) =>
    p.evaluate(
      (root) =>
        [
          ...document.querySelectorAll(
            `${root} .recharts-bar-rectangle, ${root} .recharts-curve, ${root} .recharts-area-area, ${root} .recharts-rectangle`,
          ),
        ].filter((e) => e.getBoundingClientRect().width + e.getBoundingClientRect().height > 0).length,
      p === page ? `figure[data-chart="${name}"]` : 'svg',
    )
  const onPage = await marks(page)
  const drawnAlone = await alone()
  await drawnAlone.setContent(svg)
  const drawn = await marks(drawnAlone)
  say(drawn === onPage, `the SVG alone draws ${drawn} marks, the page ${onPage}`)
  return problems
}

export const tests = [
  {
    name: 'charts: on every tab, each chart’s CSV is its table and its SVG carries that CSV, names its series and draws alone',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      const alone = alonePage(newPage)
      const found = {}
      const problems = []
      for (const [tab] of TABS) {
        await openTab(page, tab)
        // Panels below the first screen load after the paint (the Result budget's turn chart): every chart the
        // tab should draw is waited for, and a missing one is named by the check below.
        await waitInPage(
          page,
          (expected) =>
            expected.every((n) => document.querySelector(`#system-view figure[data-chart="${n}"]`) !== null),
          CHARTS[tab] ?? [],
        ).catch(() => {})
        const names = await page
          .locator('#system-view figure[data-chart]')
          .evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).map((e) => e.dataset.chart))
        found[tab] = names
        for (const name of names) {
          const figure = page.locator(`#system-view figure[data-chart="${name}"]`)
          const csv = await copiedCsv(page, figure)
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            figure.getByRole('button', { name: 'Download SVG' }).click(),
          ])
          const svg = (await readFile(await download.path())).toString('utf8')
          problems.push(...(await checkExport(page, alone, name, csv, svg)))
        }
      }
      const expected = Object.entries(CHARTS).flatMap(([tab, names]) => names.map((n) => `${tab}: ${n}`))
      const seen = Object.entries(found).flatMap(([tab, names]) => names.map((n) => `${tab}: ${n}`))
      check(JSON.stringify(seen) === JSON.stringify(expected), `charts drawn: ${seen.join(', ')}`)
      check(problems.length === 0, problems.join('\n'))
    },
  },
  {
    name: 'charts: the A/B bar’s charts export as every chart does: A and B in one table, carried by the SVG',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page.getByTestId('pin-a').click()
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('20000')
      await waitForText(page, 'B keeps 45,734 fewer chars of read_file', 20_000)
      const bar = page.getByTestId('compare-bar')
      // The bar's charts draw after its table (their chunk loads lazily): wait for the second, then read them all.
      // (Read at once, under load they were not drawn yet: "A/B charts drawn: " at load 10.)
      await bar.locator('figure[data-chart]').nth(1).waitFor()
      const names = await bar
        .locator('figure[data-chart]')
        .evaluateAll((els) => els.map((e) => e.dataset.chart))
      check(names.length === 2, `A/B charts drawn: ${names.join(', ')}`)
      const alone = alonePage(newPage)
      const problems = []
      for (const name of names) {
        const figure = bar.locator(`figure[data-chart="${name}"]`)
        const csv = await copiedCsv(page, figure)
        const [header, ...rows] = csvRows(csv)
        check(
          header[1] === 'A, pinned (chars)' && header[2] === 'B, edited (chars)',
          `${name}: CSV header ${header}`,
        )
        check(
          rows.length > 0 && rows.every((r) => r.length === 3),
          `${name}: CSV rows ${JSON.stringify(rows)}`,
        )
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          figure.getByRole('button', { name: 'Download SVG' }).click(),
        ])
        const svg = (await readFile(await download.path())).toString('utf8')
        problems.push(...(await checkExport(page, alone, name, csv, svg)))
      }
      // Seed 003 at 80,000 against 20,000 chars: the one iteration delivers 65,796 (A) and 20,094 (B).
      const delivered = await copiedCsv(page, bar.locator('figure[data-chart]').first())
      check(
        delivered.includes('#1,65796,20094'),
        `delivered chars per iteration: ${JSON.stringify(delivered)}`,
      )
      check(problems.length === 0, problems.join('\n'))
      await shot(page, 'compare-charts-exported')
    },
  },
]
