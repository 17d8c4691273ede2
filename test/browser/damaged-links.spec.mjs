// Damaged share links: each is refused with a clear notice, the defaults open, and the link text is kept.
import { deflateSync } from 'node:zlib'
import { check, flushedUrl, openApp, shot, waitForBudgets, waitForCell } from './helpers.mjs'

const b64u = (bytes) => Buffer.from(bytes).toString('base64url')
const zlib = (text, level = 9) => deflateSync(Buffer.from(text), { level })

// A good link with some body, to damage.
const GOOD = `#s=1.${b64u(
  zlib(
    JSON.stringify({
      version: 1,
      title: 'a title long enough to give the link some body to damage',
      resultBudget: { resultBudgetChars: 12_345 },
    }),
  ),
)}`
const MIDDLE = Math.floor(GOOD.length / 2)

const DAMAGED = [
  { what: 'cut in half', hash: GOOD.slice(0, MIDDLE), message: /^Share link is damaged/ },
  {
    what: 'with one character changed in the middle',
    hash: GOOD.slice(0, MIDDLE) + (GOOD[MIDDLE] === 'A' ? 'B' : 'A') + GOOD.slice(MIDDLE + 1),
    message: /^Share link is damaged/,
  },
  {
    what: 'of a later format (#s=9.abc), made by a newer app,',
    hash: '#s=9.abc',
    message:
      /^Share link format 9 was made by a newer version of this app \(this one reads formats 1 to 2\)\./,
  },
  {
    what: 'of valid base64url over garbage',
    hash: `#s=1.${b64u(Buffer.from('hello, this is not zlib at all'))}`,
    message: /^Share link is damaged or cut: /,
  },
  {
    what: 'holding a decompression bomb (60 MB of zeros)',
    hash: `#s=1.${b64u(deflateSync(Buffer.alloc(60 * 1024 * 1024), { level: 9 }))}`,
    message: /Share link refused: it inflates past 50 MB \(a decompression bomb\)/,
  },
]

export const tests = [
  {
    name: 'the undamaged link used below opens its own numbers (12,345 / 3 = 4,115 per call)',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/${GOOD}`)
      await waitForBudgets(page, 3, '4,115')
      check((await page.getByTestId('notice-share-link').count()) === 0, 'a good link got a notice')
    },
  },
  ...DAMAGED.map(({ what, hash, message }) => ({
    name: `a link ${what} shows the share-link notice, opens the defaults and stays in the address bar`,
    run: async ({ origin, newPage }) => {
      const url = `${origin}/${hash}`
      const page = await openApp(newPage, url)
      const notice = page.getByTestId('notice-share-link')
      await notice.waitFor()
      const text = (await notice.locator('span').first().textContent()) ?? ''
      check(message.test(text), `notice says ${JSON.stringify(text)}, expected ${message}`)
      check(text.endsWith('The default scenario opened instead.'), `notice does not say what opened: ${text}`)
      check((await notice.getAttribute('role')) === 'alert', 'the notice is not role=alert')
      await notice.getByText(`show the link text (${hash.length.toLocaleString('en-US')} chars)`).click()
      const kept = await notice.getByLabel('The link text as received').inputValue()
      check(kept === hash, `the notice kept ${kept.length} chars of a ${hash.length}-char link`)

      await waitForBudgets(page, 3, '26,666')
      await waitForCell(page, 0, 'raw', '45,231')
      // nothing is written before the first edit: not even when the page goes (which writes what is pending)
      check((await flushedUrl(page)) === url, `the address bar was rewritten to ${page.url().slice(0, 120)}`)
      check(await page.evaluate(() => 1 + 1 === 2), 'the page stopped answering')
      if (what.startsWith('holding')) await shot(page, 'damaged-link-bomb')
    },
  })),
]
