// Headless Chromium as the browser tests and the bench launch it: Debian's build unless CHROME_PATH is set.
import { existsSync } from 'node:fs'

/**
 * Debian's headless build of Chromium (package chromium-headless-shell, the same release as its chromium), what
 * playwright-core itself launches for headless runs. Without the desktop browser's window and UI layers, a new
 * browser context with a load of the app costs ~20% less CPU (1.44 → 1.15 s, whole machine, 2 cores), and the
 * browser suite ran in 277 s instead of 336.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** CHROME_PATH, else the headless shell when it is installed, else Debian's chromium. */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Chromium 156 opens its omnibox popups (WebUI pages) in a renderer of their own for every new window, so for every
 * browser context: ~0.6 s of CPU each time, 40% of what a context and its first load of the app cost. Headless,
 * nobody sees them.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Launches CHROMIUM_PATH with CHROMIUM_ARGS and DISABLED_FEATURES; `options` are passed on to playwright-core's
 * chromium.launch() (their `args` after ours).
 */
export async function launchChromium(options = {}) {
  // Lazy, so callers can skip loudly on a missing browser before playwright-core is loaded.
  const { chromium } = await import('playwright-core')
  const launch = (extra) =>
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      ...options,
      ...extra,
      args: [...CHROMIUM_ARGS, ...(options.args ?? []), ...extra.args],
    })
  // Chromium keeps only the last --disable-features, and playwright-core passes its own: ours carries its list
  // too, read from the command line of a browser it launched.
  const probe = await launch({ args: ['--enable-automation'] })
  const commandLine = await probe
    .newBrowserCDPSession()
    .then((cdp) => cdp.send('Browser.getBrowserCommandLine'))
  await probe.close()
  const theirs = commandLine.arguments.find((arg) => arg.startsWith('--disable-features='))
  const features = [...(theirs?.slice('--disable-features='.length).split(',') ?? []), ...DISABLED_FEATURES]
  return launch({
    ignoreDefaultArgs: theirs ? [theirs] : [],
    args: [`--disable-features=${features.join(',')}`],
  })
}
