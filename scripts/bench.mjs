// `npm run bench`: the performance budget, one row per metric with its target. Prints a table and writes the
// same numbers to .bench/latest.json. Every row is measured on its own: a row that cannot be measured fails
// with a short reason and the others still run. Exits 1 when any row misses its target or fails.
//   --no-build     measure the existing dist/ instead of running `vite build` first
//   --dist <dir>   measure that build output as it is (implies --no-build)
//   --engine-only  only the engine rows (evaluate() latencies, tsx; no build, no Chromium): the rows an engine
//                  change touches, printed against their targets; .bench/latest.json is left as it was
//   --only <group> only one group of tsx rows (long-pieces, tokens, links, costly, cli, sessions, session),
//                  or session-drop (Chromium, on dist/ or --dist as built), printed the same way;
//                  .bench/latest.json is left as it was
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { measureFirstResult, measureSelectionMillion, RESULT_TEXT } from './bench/browser.mjs'
import { TARGETS } from './bench/budgets.mjs'
import { cliStartRows } from './bench/cli-start.mjs'
import { costlyRows } from './bench/costly-rows.mjs'
import { hostileRows } from './bench/hostile-rows.mjs'
import { largeInputRows } from './bench/large-inputs.mjs'
import { longPieceRows } from './bench/long-piece-rows.mjs'
import { runTsxCase } from './bench/run-tsx.mjs'
import { sessionDropRows } from './bench/session-drop.mjs'
import { sessionImportRows } from './bench/session-import-rows.mjs'
import { sessionRows } from './bench/session-rows.mjs'
import { simulateBrowserRows, simulateEngineRows } from './bench/simulate-rows.mjs'
import { GZIP_LEVEL, measureDist } from './bench/size.mjs'
import { printReport } from './report.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const distArg = argv.indexOf('--dist')
const dist = resolve(root, distArg >= 0 ? (argv[distArg + 1] ?? 'dist') : 'dist')
const build = !argv.includes('--no-build') && distArg < 0

const ms = (v) => `${v.toFixed(3)} ms`
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
const firstLine = (e) => String(e?.message ?? e).split('\n')[0]

/**
 * One table row. `status`: pass | fail (missed target) | error (not measured) | info (no target) | n/a (info
 * row not measured) | skipped.
 * `value` is the number in `unit`; `display` is what the table shows.
 */
function row(id, metric, target, fields) {
  const status = target === '(info)' ? 'n/a' : 'error'
  return { id, metric, target, value: null, unit: null, display: '', status, reason: null, ...fields }
}

function judge(value, limit, inclusive = false) {
  return (inclusive ? value <= limit : value < limit) ? 'pass' : 'fail'
}

async function engineRows() {
  const specs = [
    ['evaluate.default', 'evaluate() median, default scenario', 'default'],
    [
      'evaluate.ab.perSide',
      'evaluate() median per side, A/B of the default scenario (budget changed)',
      'abPerSide',
    ],
    [
      'evaluate.replay',
      'evaluate() median, default scenario on the Replay tab (8 frameworks)',
      'replayDefault',
    ],
    [
      'evaluate.replay.ab.perSide',
      'evaluate() median per side, A/B on the Replay tab (budget changed)',
      'replayAbPerSide',
    ],
    [
      'evaluate.cost',
      'evaluate() median, default scenario on the Cost tab (8 sessions of 10 turns, priced)',
      'costDefault',
    ],
    [
      'evaluate.cost.ab.perSide',
      'evaluate() median per side, A/B on the Cost tab (budget changed)',
      'costAbPerSide',
    ],
    ['evaluate.10MiB.4calls', 'evaluate() median, 10 MiB text, 4 calls / 1 batch', 'text10MiB4Calls'],
    [
      'evaluate.10MiB.100calls',
      'evaluate() median, 10 MiB text, 100 calls / 10 batches',
      'text10MiB100Calls10Batches',
    ],
    [
      'evaluate.selection100x100',
      'evaluate() median, 100 categories × 100 tools (seed 004)',
      'selection100x100',
    ],
    ['evaluate.planner100k', 'evaluate() median, 100,000-line action log (seed 000)', 'planner100kLines'],
    [
      'evaluate.plans100k',
      'evaluate() median, 100,000-call trace checked by the sentinel (seed 001)',
      'plans100kCalls',
    ],
    [
      'evaluate.toolBudgets.10MiB.cold',
      "seed 002's part, 10 MiB text in 4 calls never seen before (estimate + code points)",
      'toolBudgets10MiBCold',
    ],
  ]
  const targets = Object.fromEntries(specs.map(([id]) => [id, TARGETS[id].max]))
  let result
  try {
    result = await runTsxCase('engine.ts')
  } catch (e) {
    return {
      rows: specs.map(([id, metric]) =>
        row(id, metric, `< ${targets[id]} ms`, { reason: firstLine(e), display: firstLine(e) }),
      ),
    }
  }
  const rows = specs.map(([id, metric, key]) => {
    const t = result[key]
    return row(id, metric, `< ${targets[id]} ms`, {
      value: Number(t.medianMs.toFixed(3)),
      unit: 'ms',
      display: `${ms(t.medianMs)} (p95 ${ms(t.p95Ms)})`,
      status: judge(t.medianMs, targets[id]),
      details: t,
    })
  })
  const p = result.parseAndEvaluate10MiB4Calls
  rows.push(
    row('parseAndEvaluate.10MiB.4calls', 'parseScenario() + evaluate() median, 10 MiB, 4 calls', '(info)', {
      value: Number(p.medianMs.toFixed(3)),
      unit: 'ms',
      display: `${ms(p.medianMs)} (p95 ${ms(p.p95Ms)}, first call ${ms(p.firstCallMs)})`,
      status: 'info',
      details: p,
    }),
  )
  return { rows, corpus: result.corpus, node: result.node }
}

/** The exact token measure (o200k_base): counting speed, cutting 10 MB at N tokens, evaluate() in tokens. */
async function tokenRows() {
  const specs = [
    ['tokens.count1MB', 'Exact token count (o200k_base), 1 MB of corpus text', '≥ 2,000,000 tokens/s'],
    ['tokens.count10MB', 'Exact token count (o200k_base), 10 MB of corpus text', '≥ 2,000,000 tokens/s'],
    ['tokens.cut8k', 'Cut a 10 MB output at 8k tokens (o200k_base)', '(info)'],
    ['tokens.cut32k', 'Cut a 10 MB output at 32k tokens (o200k_base)', '(info)'],
    ['tokens.cut128k', 'Cut a 10 MB output at 128k tokens (o200k_base)', '< 100 ms'],
    ['tokens.evaluate10x1MB', 'evaluate() in o200k_base tokens, ten 1 MB outputs, measured before', '(info)'],
    [
      'tokens.evaluate10x1MB.first',
      'evaluate() in o200k_base tokens, ten new 1 MB outputs, tokenizer in use',
      '< 250 ms',
    ],
    [
      'tokens.evaluate10x1MB.cold',
      'evaluate() in o200k_base tokens, ten 1 MB outputs, first evaluation after the tokenizer loads',
      '< 250 ms',
    ],
  ]
  let r
  const firsts = { 'new-outputs': [], cold: [] }
  try {
    r = await runTsxCase('tokens.ts')
    // A first call happens once per process: the median of five fresh processes, each mode in turn.
    for (let i = 0; i < FIRST_RUNS; i++)
      for (const mode of Object.keys(firsts))
        firsts[mode].push((await runTsxCase('tokens-first.ts', mode)).ms)
  } catch (e) {
    return specs.map(([id, metric, target]) =>
      row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }),
    )
  }
  const rate = (x) => ({
    value: x.tokensPerSecond,
    unit: 'tokens/s',
    display: `${x.tokensPerSecond.toLocaleString('en-US')} tokens/s (${x.tokens.toLocaleString('en-US')} tokens in ${ms(x.medianMs)})`,
    status: x.tokensPerSecond >= 2_000_000 ? 'pass' : 'fail',
    details: x,
  })
  const cut = (x, limit) => ({
    value: Number(x.medianMs.toFixed(3)),
    unit: 'ms',
    display: `${ms(x.medianMs)} (keeps ${x.keptChars.toLocaleString('en-US')} chars)`,
    status: limit === null ? 'info' : judge(x.medianMs, limit),
    details: x,
  })
  const e = r.evaluateTokens10x1MB
  return [
    row(specs[0][0], specs[0][1], specs[0][2], rate(r.count1MB)),
    row(specs[1][0], specs[1][1], specs[1][2], rate(r.count10MB)),
    row(specs[2][0], specs[2][1], specs[2][2], cut(r.cut10MB_8k, null)),
    row(specs[3][0], specs[3][1], specs[3][2], cut(r.cut10MB_32k, null)),
    row(specs[4][0], specs[4][1], specs[4][2], cut(r.cut10MB_128k, 100)),
    row(specs[5][0], specs[5][1], specs[5][2], {
      value: Number(e.medianMs.toFixed(3)),
      unit: 'ms',
      display: `${ms(e.medianMs)} (the same outputs again: counts and cuts remembered)`,
      status: 'info',
      details: e,
    }),
    firstRow(specs[6], firsts['new-outputs']),
    firstRow(specs[7], firsts.cold),
  ]
}

const FIRST_RUNS = 5

/** Share links on the shipped examples: format 2 against lz-string and brotli-11 on the same JSON (issue 13). */
async function linkRows() {
  const specs = [
    [
      'links.settingsOnly',
      'Share link ÷ lz-string, settings-only examples (link JSON < 1 KB), median',
      '≤ 0.5×',
    ],
    ['links.large', 'Share link ÷ brotli-11, large examples (link JSON > 20 KB), worst', '≤ 1.15×'],
    [
      'links.format1',
      'Format-1 link ÷ lz-string (settings-only median) and ÷ brotli-11 (large, worst)',
      '(info)',
    ],
    ['links.timing', 'Format 2 write / read of the largest example, CPU', '(info)'],
  ]
  let r
  try {
    r = await runTsxCase('links.ts')
  } catch (e) {
    return specs.map(([id, metric, target]) =>
      row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }),
    )
  }
  const small = r.examples.filter((x) => x.jsonBytes < 1024)
  const large = r.examples.filter((x) => x.jsonBytes > 20 * 1024)
  const ratio = (xs, key, by) => xs.map((x) => ({ file: x.file, ratio: x[key] / x[by] }))
  const worst = (xs) => xs.reduce((a, b) => (b.ratio > a.ratio ? b : a))
  const smallRatios = ratio(small, 'format2', 'lzString')
  const largeRatios = ratio(large, 'format2', 'brotli11')
  const m = median(smallRatios.map((x) => x.ratio))
  const w = worst(largeRatios)
  const total = large.reduce((t, x) => t + x.format2, 0) / large.reduce((t, x) => t + x.brotli11, 0)
  const m1 = median(ratio(small, 'format1', 'lzString').map((x) => x.ratio))
  const w1 = worst(ratio(large, 'format1', 'brotli11'))
  return [
    row(specs[0][0], specs[0][1], specs[0][2], {
      value: Number(m.toFixed(3)),
      unit: '×',
      display: `${m.toFixed(3)}× over ${small.length} examples (${Math.min(...smallRatios.map((x) => x.ratio)).toFixed(2)}–${Math.max(...smallRatios.map((x) => x.ratio)).toFixed(2)})`,
      status: judge(m, 0.5, true),
      details: smallRatios,
    }),
    row(specs[1][0], specs[1][1], specs[1][2], {
      value: Number(w.ratio.toFixed(3)),
      unit: '×',
      display: `${w.ratio.toFixed(3)}× (${w.file}); all ${large.length} together ${total.toFixed(3)}×`,
      status: judge(w.ratio, 1.15, true),
      details: largeRatios,
    }),
    row(specs[2][0], specs[2][1], specs[2][2], {
      value: Number(m1.toFixed(3)),
      unit: '×',
      display: `${m1.toFixed(3)}× lz-string; ${w1.ratio.toFixed(3)}× brotli-11 (${w1.file})`,
      status: 'info',
    }),
    row(specs[3][0], specs[3][1], specs[3][2], {
      value: r.largest.encodeCpuMs,
      unit: 'ms',
      display: `${ms(r.largest.encodeCpuMs)} / ${ms(r.largest.decodeCpuMs)} (${r.largest.file}, ${r.largest.jsonBytes.toLocaleString('en-US')} bytes of JSON)`,
      status: 'info',
      details: r.largest,
    }),
  ]
}

function firstRow([id, metric, target], samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = median(sorted)
  return row(id, metric, target, {
    value: Number(mid.toFixed(3)),
    unit: 'ms',
    display: `${ms(mid)} median of ${sorted.length} fresh processes (${sorted.map((x) => Math.round(x)).join(', ')} ms)`,
    status: judge(mid, 250),
    details: { samplesMs: sorted },
  })
}

/** `vite build`; resolves to null on success, or a short reason. */
function viteBuild() {
  const started = Date.now()
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (r.status === 0) return { ok: true, seconds }
  const text = `${r.stderr ?? ''}\n${r.stdout ?? ''}`
  const lines = stripVTControlCharacters(text)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const after = lines.slice(lines.findIndex((l) => /^error during build/i.test(l)) + 1)
  const why =
    after.find((l) => !/^(Build failed with|at )/.test(l)) ??
    lines.find((l) => /error/i.test(l)) ??
    `exit ${r.status}`
  return { ok: false, seconds, reason: `vite build failed: ${why.slice(0, 200)}` }
}

function sizeRows(buildError) {
  const ids = [
    ['size.initial', 'Initial JS, gzip (Monaco excluded)', `≤ ${TARGETS['size.initial'].max} kB`],
    ['size.allJs', 'All JS in dist/assets, gzip', '(info)'],
    ['size.largestLazy', 'Largest lazy chunk, gzip', '(info)'],
  ]
  let m
  try {
    if (buildError) throw new Error(buildError)
    m = measureDist(dist)
  } catch (e) {
    return {
      rows: ids.map(([id, metric, target]) =>
        row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }),
      ),
    }
  }
  const monaco = m.initial.monacoFiles
  const initial = row(ids[0][0], ids[0][1], ids[0][2], {
    value: Number((m.initial.gzipBytes / 1000).toFixed(1)),
    unit: 'kB',
    display: `${kB(m.initial.gzipBytes)} (${m.initial.files.length} files, ${kB(m.initial.bytes)} raw)`,
    status: monaco.length > 0 ? 'fail' : judge(m.initial.gzipBytes / 1000, TARGETS['size.initial'].max, true),
    reason: monaco.length > 0 ? `Monaco is in the initial JS: ${monaco.join(', ')}` : null,
    details: m.initial,
  })
  const all = row(ids[1][0], ids[1][1], ids[1][2], {
    value: Number((m.allJs.gzipBytes / 1000).toFixed(1)),
    unit: 'kB',
    display: `${kB(m.allJs.gzipBytes)} (${m.allJs.count} files, ${kB(m.allJs.bytes)} raw)`,
    status: 'info',
    details: m.allJs,
  })
  const lazy = m.largestLazy
  const largest = row(ids[2][0], ids[2][1], ids[2][2], {
    value: lazy ? Number((lazy.gzipBytes / 1000).toFixed(1)) : 0,
    unit: 'kB',
    display: lazy ? `${kB(lazy.gzipBytes)} (${lazy.file})` : 'none',
    status: 'info',
    details: { ...lazy, lazyCount: m.lazyCount },
  })
  return { rows: [initial, all, largest], sizes: m }
}

async function browserRows(buildError, sizes) {
  const id = 'browser.firstResult'
  const metric = `Navigation → first result ("${RESULT_TEXT}"), Chromium, median of 5`
  const target = `< ${TARGETS['browser.firstResult'].max} ms`
  try {
    if (buildError) throw new Error(buildError)
    const r = await measureFirstResult(dist, { runs: 5 })
    if (r.skipped) return [row(id, metric, target, { status: 'skipped', display: `skipped (${r.skipped})` })]
    const med = median(r.times)
    const rows = [
      row(id, metric, target, {
        value: Number(med.toFixed(1)),
        unit: 'ms',
        display: `${med.toFixed(1)} ms (runs ${r.times.map((t) => t.toFixed(0)).join(', ')})`,
        status: judge(med, TARGETS['browser.firstResult'].max),
        details: { times: r.times, chromium: r.version, executablePath: r.executablePath },
      }),
    ]
    if (sizes) {
      const byFile = new Map([...sizes.allJs.files, ...sizes.initial.files].map((f) => [`/${f.file}`, f]))
      const fetched = r.scriptsBeforeResult.map((p) => byFile.get(p)).filter(Boolean)
      const gz = fetched.reduce((n, f) => n + f.gzipBytes, 0)
      rows.push(
        row('browser.jsBeforeResult', 'JS requested before first result, gzip', '(info)', {
          value: Number((gz / 1000).toFixed(1)),
          unit: 'kB',
          display: `${kB(gz)} (${fetched.length} files)`,
          status: 'info',
          details: { files: fetched.map((f) => f.file) },
        }),
      )
    }
    rows.push(await selectionMillionRow())
    return rows
  } catch (e) {
    return [row(id, metric, target, { reason: firstLine(e), display: firstLine(e) })]
  }
}

/** Tool selection at 1,000 × 1,000: what the page's main thread spends while the worker evaluates. */
async function selectionMillionRow() {
  const id = 'browser.selectionMillionCpu'
  const metric = 'Tool selection 1,000 × 1,000: click → answer, main-thread CPU, Chromium, median of 3'
  const target = `< ${TARGETS[id].max} ms`
  try {
    const r = await measureSelectionMillion(dist, { runs: 3 })
    if (r.skipped) return row(id, metric, target, { status: 'skipped', display: `skipped (${r.skipped})` })
    const med = median(r.times)
    return row(id, metric, target, {
      value: Number(med.toFixed(1)),
      unit: 'ms',
      display: `${med.toFixed(0)} ms (runs ${r.times.map((t) => t.toFixed(0)).join(', ')})`,
      status: judge(med, TARGETS[id].max),
      details: { times: r.times },
    })
  } catch (e) {
    return row(id, metric, target, { reason: firstLine(e), display: firstLine(e) })
  }
}

function printTable(rows) {
  const label = { pass: 'pass', fail: 'FAIL', error: 'FAIL', info: 'info', 'n/a': 'n/a', skipped: 'skipped' }
  const cells = rows.map((r) => [
    r.metric,
    r.display.length > 70 ? `${r.display.slice(0, 69)}…` : r.display,
    r.target,
    label[r.status],
  ])
  const head = ['metric', 'value', 'target', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join('  ')
  console.log(line(head))
  console.log(widths.map((w) => '─'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
  // One note per distinct reason: a failed build explains several rows at once.
  const notes = new Map()
  for (const r of rows.filter((x) => x.reason))
    notes.set(r.reason, [...(notes.get(r.reason) ?? []), r.metric])
  if (notes.size > 0) console.log('')
  for (const [reason, metrics] of notes) {
    console.log(`✗ ${reason}\n    (${metrics.join('; ')})`)
  }
}

async function main() {
  const startedAt = new Date().toISOString()
  const onlyArg = argv.indexOf('--only')
  if (onlyArg >= 0) {
    const groups = {
      'long-pieces': () => longPieceRows({ row, judge, firstLine }),
      tokens: tokenRows,
      links: linkRows,
      costly: () => costlyRows({ row, judge, firstLine }),
      cli: () => cliStartRows({ row, judge, firstLine, median }),
      sessions: () => sessionImportRows({ row, judge, firstLine }),
      // The page's row: measures dist/ as it is (or --dist), so build first (`npx vite build`).
      'session-drop': () => sessionDropRows(dist, null, { row, judge, firstLine }),
      session: () => sessionRows({ row, judge, firstLine }),
    }
    const run = groups[argv[onlyArg + 1]]
    if (!run) {
      console.error(`bench: --only takes one of ${Object.keys(groups).join(', ')}`)
      process.exitCode = 2
      return
    }
    const rows = await run()
    console.log('')
    printTable(rows)
    process.exitCode = rows.some((r) => r.status === 'fail' || r.status === 'error') ? 1 : 0
    return
  }
  console.error('bench: engine (tsx)…')
  const engineResult = await engineRows()
  if (argv.includes('--engine-only')) {
    console.log('')
    printTable(engineResult.rows)
    process.exitCode = engineResult.rows.some((r) => r.status === 'fail' || r.status === 'error') ? 1 : 0
    return
  }
  console.error('bench: tokens (tsx)…')
  const tokens = await tokenRows()
  console.error('bench: exact tokens on 1 MB unbroken pieces (tsx)…')
  tokens.push(...(await longPieceRows({ row, judge, firstLine })))
  console.error('bench: share links (tsx)…')
  const links = await linkRows()
  console.error('bench: costly small inputs (tsx)…')
  const costly = await costlyRows({ row, judge, firstLine })
  console.error('bench: hostile inputs (tsx)…')
  const hostile = await hostileRows({ row, judge, firstLine })
  console.error('bench: the CLI’s start, built and under tsx…')
  costly.push(...(await cliStartRows({ row, judge, firstLine, median })))
  console.error('bench: a 50 MB session file imported (tsx)…')
  costly.push(...(await sessionImportRows({ row, judge, firstLine })))
  console.error('bench: session timeline (tsx)…')
  costly.push(...(await sessionRows({ row, judge, firstLine })))

  let buildError = null
  let buildInfo = { ran: false }
  if (build) {
    console.error('bench: vite build…')
    const b = viteBuild()
    buildInfo = { ran: true, seconds: Number(b.seconds) }
    if (!b.ok) buildError = b.reason
  }
  const size = sizeRows(buildError)
  console.error('bench: Chromium…')
  const browser = await browserRows(buildError, size.sizes)
  console.error('bench: simulator (tsx, then Chromium)…')
  const helpers = { row, judge, firstLine, median }
  const simulator = [
    ...(await simulateEngineRows(helpers)),
    ...(await simulateBrowserRows(dist, buildError, helpers)),
  ]

  console.error('bench: large inputs in the editor, a 20 MB paste, a 20 MB transcript (Chromium)…')
  const large = await largeInputRows(dist, buildError, helpers)
  console.error('bench: a 50 MB session file dropped on the page (Chromium)…')
  large.push(...(await sessionDropRows(dist, buildError, helpers)))

  const rows = [...engineResult.rows, ...tokens, ...links, ...costly, ...hostile, ...size.rows, ...browser]
  rows.push(...simulator, ...large)
  console.log('')
  printTable(rows)
  console.log(
    `\ngzip: node:zlib level ${GZIP_LEVEL}; kB = 1,000 bytes; MiB = 1,048,576 chars (UTF-16 code units)`,
  )

  const report = {
    startedAt,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    build: buildInfo,
    gzipLevel: GZIP_LEVEL,
    corpus: engineResult.corpus ?? null,
    rows,
  }
  mkdirSync(join(root, '.bench'), { recursive: true })
  writeFileSync(join(root, '.bench/latest.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('wrote .bench/latest.json')
  // The CI check's figures (CPU time, ratios to a calibration run), then the report of the last test run beside.
  console.error('bench: the CI budget check (scripts/perf-check.mjs)…')
  spawnSync(process.execPath, [join(root, 'scripts/perf-check.mjs'), '--dist', dist], {
    cwd: root,
    stdio: 'inherit',
  })
  printReport(root)
  process.exitCode = rows.some((r) => r.status === 'fail' || r.status === 'error') ? 1 : 0
}

main().catch((e) => {
  console.error(`bench: ${e?.stack ?? e}`)
  process.exitCode = 1
})
