// The Content Security Policy of the production build: what it says, that Chromium holds the page and its
// workers to it, and that the app runs under it with no violation on any tab, Monaco and the tokenizer included.
// (The runner also fails any test, anywhere in the suite, on a violation or a request outside the origin.)
import { check, openApp, shot, waitForText } from './helpers.mjs'

/** The policy's directives as a map: `default-src 'self'; …` → { 'default-src': ["'self'"] }. */
function readPolicy(text) {
  const map = new Map()
  for (const part of text.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

/** Throws unless `policy` gives `directive` exactly `values` (in any order). */
function expectDirective(policy, directive, values, where) {
  const got = policy.get(directive)
  const same = got && got.length === values.length && values.every((v) => got.includes(v))
  check(same, `${where}: ${directive} is ${got ? got.join(' ') : 'missing'}, expected ${values.join(' ')}`)
}

/** What a script of the origin may do under the policy, tried by a script served from the origin. */
const PROBE = `
const out = {}
try { new Function('return 1')(); out.eval = 'allowed' } catch { out.eval = 'refused' }
try { setTimeout('self.__timerString = 1', 0) } catch {}
fetch('http://127.0.0.2:9/x').then(() => { out.connect = 'allowed' }, () => { out.connect = 'refused' })
  .finally(() => setTimeout(() => { out.timerString = self.__timerString ? 'ran' : 'refused'; report(out) }, 50))
`

const TABS = [
  'Strategies compared',
  'Tool budgets & window',
  'Tool selection',
  'Planner call budgets',
  'Explore / exploit',
  'Plans & sentinel',
]

export const tests = [
  {
    name: 'CSP: the build states a strict policy, in index.html and as a header (frame-ancestors too)',
    run: async ({ origin }) => {
      const response = await fetch(`${origin}/`)
      const html = await response.text()
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i)
      check(meta, 'index.html has no Content-Security-Policy meta')
      check(
        html.indexOf('Content-Security-Policy') < html.search(/<script|<link|<style/i),
        'the CSP meta comes after something it should govern',
      )
      const header = response.headers.get('content-security-policy')
      check(header, 'the server sends no Content-Security-Policy header (dist/_headers)')
      for (const [where, policy] of [
        ['meta', readPolicy(meta[1])],
        ['header', readPolicy(header)],
      ]) {
        expectDirective(policy, 'default-src', ["'self'"], where)
        expectDirective(policy, 'script-src', ["'self'"], where) // no inline script, no eval
        expectDirective(policy, 'connect-src', ["'self'"], where)
        expectDirective(policy, 'worker-src', ["'self'"], where)
        expectDirective(policy, 'object-src', ["'none'"], where)
        expectDirective(policy, 'base-uri', ["'none'"], where)
        expectDirective(policy, 'form-action', ["'none'"], where)
        for (const [name, values] of policy) {
          check(!values.includes('*') && !values.includes("'unsafe-eval'"), `${where}: ${name} ${values}`)
          if (name !== 'style-src') check(!values.includes("'unsafe-inline'"), `${where}: ${name} ${values}`)
        }
      }
      expectDirective(readPolicy(header), 'frame-ancestors', ["'none'"], 'header')
      // No inline script in the page itself: every <script> has a src.
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        check(/\bsrc=/.test(attrs) && !body.trim(), `inline script in index.html: <script${attrs}>`)
      }
    },
  },
  {
    name: 'CSP: Chromium refuses inline script, eval, other origins and blob workers, in the page and in a worker',
    expectsCspViolations: true,
    allowConsoleErrors: true, // Chromium logs each refusal as a console error
    run: async ({ origin, newPage, recorded }) => {
      const page = await openApp(newPage, `${origin}/`)
      // The probes are served from the origin with the headers the origin sends with its own files.
      await page.context().route(`${origin}/__probe*.js`, async (route) => {
        const real = await route.fetch({ url: `${origin}/` })
        const inWorker = route.request().url().includes('worker')
        const report = inWorker
          ? 'const report = (o) => postMessage(o)'
          : 'const report = (o) => { self.__probe = o }'
        await route.fulfill({
          status: 200,
          headers: { ...real.headers(), 'content-type': 'text/javascript' },
          body: `${report}\n${PROBE}`,
        })
      })
      const inline = await page.evaluate(() => {
        const s = document.createElement('script')
        s.textContent = 'window.__inlineRan = true'
        document.head.append(s)
        return window.__inlineRan === true
      })
      check(!inline, 'an inline script ran')
      await page.evaluate(() => {
        const s = document.createElement('script')
        s.src = '/__probe.js'
        document.head.append(s)
      })
      const inPage = await (await page.waitForFunction(() => self.__probe)).jsonValue()
      const inWorker = await page.evaluate(
        () =>
          new Promise((done, fail) => {
            const w = new Worker('/__probe-worker.js')
            w.onmessage = (e) => done(e.data)
            w.onerror = (e) => fail(new Error(`probe worker failed: ${e.message}`))
          }),
      )
      for (const [where, out] of [
        ['page', inPage],
        ['worker', inWorker],
      ]) {
        check(out.eval === 'refused', `${where}: new Function was ${out.eval}`)
        check(out.timerString === 'refused', `${where}: setTimeout with a string ${out.timerString}`)
        check(out.connect === 'refused', `${where}: a fetch to another origin was ${out.connect}`)
      }
      const blobWorker = await page.evaluate(
        () =>
          new Promise((done) => {
            const url = URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }))
            const w = new Worker(url)
            w.onmessage = () => done('ran')
            w.onerror = () => done('refused')
          }),
      )
      check(blobWorker === 'refused', `a worker from a blob: URL ${blobWorker}`)
      await page.waitForFunction(() => true) // let the last violation reports arrive
      const directives = new Set(recorded.cspViolations.map((v) => v.split(' ')[0]))
      for (const d of ['script-src-elem', 'script-src', 'connect-src', 'worker-src']) {
        check(directives.has(d), `no ${d} violation reported; saw ${[...directives].join(', ')}`)
      }
    },
  },
  {
    name: 'CSP: no violation on any tab, with Monaco (an output, then the plan JSON) and a token measure loaded',
    run: async ({ origin, newPage, recorded }) => {
      const page = await openApp(newPage, `${origin}/`)
      const scripts = []
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
      const card = page.getByRole('article', { name: 'Call 1', exact: true })
      await card.getByRole('button', { name: 'Edit as text' }).click()
      await card.locator('[data-testid="monaco-host"] .monaco-editor .view-line').first().waitFor()
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click()
        await page.getByRole('tabpanel', { name: tab }).waitFor()
        if (tab === 'Strategies compared') {
          await page.getByLabel('Measure').selectOption('o200k_base')
          await waitForText(page, 'Batch #1: 3 calls sharing 20,000 tokens')
        }
        if (tab === 'Plans & sentinel') {
          await page.getByRole('button', { name: 'JSON', exact: true }).click()
          // the JSON language (its worker, its features) is up once Monaco colours the text
          await page
            .locator('[data-testid="monaco-json"] .monaco-editor .view-line span[class^="mtk"]:not(.mtk1)')
            .first()
            .waitFor()
        }
      }
      await shot(page, 'csp-plans-json')
      check(
        scripts.some((u) => /o200k_base-/.test(u)),
        'the o200k_base tokenizer chunk was not loaded',
      )
      check(recorded.cspViolations.length === 0, `violations: ${recorded.cspViolations.join('; ')}`)
    },
  },
]
