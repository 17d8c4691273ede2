/**
 * The production build's Content Security Policy, in one place: `vite build` writes it into index.html as a
 * `<meta http-equiv>`, `vite preview` and the test server (test/support/serve-dist.mjs) also send it as a
 * header, so the workers, which a meta tag does not reach, are held to it too.
 *
 * Only the page's own origin may give it code, styles, fonts, images, workers or answers; nothing may be
 * evaluated from a string, embedded or posted anywhere.
 */
export const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  // No inline script and no eval: the build has module scripts only, and nothing evaluates a string
  // (test/unit/no-html-sinks.test.ts; zod/mini validates without compiling code).
  ['script-src', "'self'"],
  // Monaco writes styles at run time, two ways a hash or a nonce cannot cover: `<style>` elements whose text it
  // generates (its theme's token colours, each decoration's class) and `style="…"` attributes in the HTML of
  // its view lines (every line's top and height). A build has no per-response nonce to give it, and a nonce
  // written into a static file is public, so no safer than this. Styles cannot run script, and with every other
  // source limited to 'self' an injected style cannot send anything away.
  ['style-src', "'self' 'unsafe-inline'"],
  // data: for the favicon placeholder (`data:,`) and the small SVG icons in Monaco's stylesheet.
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-src', "'none'"],
  ['manifest-src', "'self'"],
]

/**
 * Directives a `<meta>` cannot carry (browsers ignore them there): sent only where there is a header. Nothing
 * may frame the page, so a share link cannot be opened inside someone else's page to click through it.
 */
export const CSP_HEADER_ONLY: readonly (readonly [string, string])[] = [['frame-ancestors', "'none'"]]

const join = (directives: readonly (readonly [string, string])[]) =>
  directives.map(([name, value]) => `${name} ${value}`).join('; ')

/** The policy as index.html's `<meta http-equiv="Content-Security-Policy">` states it. */
export const CSP_META = join(CSP_DIRECTIVES)

/** The policy as a `Content-Security-Policy` response header: the meta's, plus what only a header can say. */
export const CSP_HEADER = join([...CSP_DIRECTIVES, ...CSP_HEADER_ONLY])
