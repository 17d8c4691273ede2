// axe-core in the browser tests: one line per view checks it and records its counts for the run's report.
//
//   await expectAccessible(page, 'Gallery')                 // the whole page as it is now
//   await expectAccessible(page, 'Presets menu', { include: '.menu-list' })
//
// Every rule of axe-core runs (WCAG 2.0–2.2 A and AA, and best practices); the view fails on any violation of
// impact `critical`, `serious` or `moderate`, and reports `minor` ones. Not a spec: run.mjs loads *.spec.mjs.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export const AXE_VERSION = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'),
).version

const IMPACTS = ['critical', 'serious', 'moderate', 'minor']
const FAIL_ON = new Set(['critical', 'serious', 'moderate'])

/** Every view checked in this run, with its counts by impact (nodes, not rules): the runner prints them. */
export const axeChecks = []

/** Counts by impact over every check of the run. */
export function axeTotals() {
  const totals = Object.fromEntries(IMPACTS.map((i) => [i, 0]))
  for (const check of axeChecks) for (const i of IMPACTS) totals[i] += check.counts[i]
  return { views: axeChecks.length, ...totals }
}

/**
 * Runs axe-core on `page` (or the part `include` selects) and throws, listing each violation with its
 * elements, if any is critical, serious or moderate. `view` names the check in messages and the report.
 * axe is evaluated through the DevTools protocol, which the page's Content Security Policy does not govern.
 */
export async function expectAccessible(page, view, { include, exclude } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ include, exclude }) => {
      const context = include || exclude ? { include: include ? [include] : undefined, exclude } : document
      const result = await window.axe.run(context, { resultTypes: ['violations'] })
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' '),
        })),
      }))
    },
    { include, exclude: exclude ? [exclude] : undefined },
  )
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0]))
  for (const v of violations) counts[v.impact] += v.nodes.length
  axeChecks.push({ view, counts, rules: violations.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`) })
  const failing = violations.filter((v) => FAIL_ON.has(v.impact))
  if (failing.length > 0) {
    const lines = failing.flatMap((v) => [
      `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}`,
      ...v.nodes.slice(0, 8).map((n) => `      ${n.target} — ${n.summary.slice(0, 220)}`),
    ])
    throw new Error(`axe-core: ${view}:\n    ${lines.join('\n    ')}`)
  }
  return counts
}
