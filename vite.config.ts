import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { CSP_HEADER, CSP_META } from './scripts/csp.ts'
import { scenarioDefaults } from './scripts/scenario-defaults.ts'

/**
 * The Content Security Policy in the build: a `<meta>` in index.html, right after the charset and before
 * everything it governs, and a `_headers` file (the format of Netlify and Cloudflare Pages; our test server
 * reads it too) with the full policy as a header, which also reaches the workers and says `frame-ancestors`.
 * Build only: the dev server's hot reload needs an inline script the policy forbids.
 */
function contentSecurityPolicy(): Plugin {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CSP_META}" />`
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const charset = /<meta charset="[^"]*"\s*\/?>/i
        if (!charset.test(html)) throw new Error('index.html has no <meta charset> to put the CSP after')
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n  Content-Security-Policy: ${CSP_HEADER}\n`,
      })
    },
  }
}

/**
 * One JSON worker in the build. Monaco's JSON support names its own worker (`new Worker(new URL('json.worker.js',
 * import.meta.url))`), which the bundler emits (433 KB) beside ours (src/ui/editor/json.worker.ts, guarded against
 * deep nesting); but Monaco asks `MonacoEnvironment.getWorker` first, which src/ui/editor/monaco.ts sets before any
 * editor exists, so its own is never started. Its fallback is cut here so the bundler does not emit it; a Monaco
 * whose file no longer holds that line fails the build rather than ship two workers again.
 */
function oneJsonWorker(): Plugin {
  const file = /monaco-editor\/esm\/vs\/languages\/features\/json\/workerManager\.js$/
  const fallback =
    /createWorker:\s*\(\)\s*=>\s*new Worker\(new URL\(['"]json\.worker\.js['"],\s*import\.meta\.url\)[^)]*\)/
  return {
    name: 'one-json-worker',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id.split('?')[0] ?? id)) return undefined
      if (!fallback.test(code))
        throw new Error(`${id}: Monaco's JSON worker fallback not found (see oneJsonWorker)`)
      return code.replace(fallback, 'createWorker: undefined')
    },
  }
}

/** Modules the first page shares with lazily loaded chunks, bundled together (see `build.rolldownOptions`). */
const SHARED_WITH_FIRST_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|src[\\/](ui[\\/]app[\\/]store-context|engine[\\/]base[\\/](plural|is-record|output-text)|engine[\\/]share[\\/]compact-scenario|state[\\/]default-scenario)\.|virtual:default-scenario|vite[\\/]preload-helper/

/** The chunks index.html loads itself (see `codeSplitting`): the rolldown runtime and the shared chunk. */
const FIRST_PAGE_FILE = /(^|\/)assets\/(rolldown-runtime|shared)-[\w-]+\.js$/

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), scenarioDefaults(), oneJsonWorker()],
  worker: { format: 'es' },
  // No modulepreload polyfill: every browser the build targets (es2022) but Safari before 17 preloads modules
  // itself, and one that does not still loads each module when it is imported, only later.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
    modulePreload: {
      polyfill: false,
      // What a lazy import preloads, listed in the first page's code: not the chunks index.html loads already,
      // nor the in-page engine's, which runs only where there is no Worker (a fallback; its chunks then load as
      // it imports them).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : /in-page-engine/.test(file)
            ? []
            : deps.filter((d) => !FIRST_PAGE_FILE.test(d)),
    },
    rolldownOptions: {
      output: {
        // What the first page and the lazily loaded parts share (React, the store's bindings, the default scenario,
        // a few helpers) in one chunk, not in six small ones each paying gzip's start again (~1 kB in all).
        codeSplitting: { groups: [{ name: 'shared', test: SHARED_WITH_FIRST_PAGE }] },
      },
    },
  },
  preview: { headers: { 'Content-Security-Policy': CSP_HEADER } },
})
