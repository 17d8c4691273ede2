// Headless Chromium as the browser tests and the bench launch it: Debian's build unless CHROME_PATH is set.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Launches CHROMIUM_PATH with CHROMIUM_ARGS; `options` are passed on to playwright-core's chromium.launch(). */
export async function launchChromium(options = {}) {
  // Lazy, so callers can skip loudly on a missing browser before playwright-core is loaded.
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options })
}
