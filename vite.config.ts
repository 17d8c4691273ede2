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

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), scenarioDefaults()],
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  preview: { headers: { 'Content-Security-Policy': CSP_HEADER } },
})
