// Static server for a build output (dist/) on 127.0.0.1, shared by the browser tests and the bench. Missing
// paths with no extension (client routes) get index.html; missing files get 404; paths escaping the root 403.
// Like a static host, it sends the headers the build's `_headers` file names (the Content Security Policy), so
// the tests see the page, and its workers, as production serves them.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format: a path pattern on its own line, then indented
 * `Name: value` lines) into rules; `*` in a pattern matches any run of characters.
 */
export function readHeadersFile(text) {
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
      rules.push({ path: new RegExp(`^${pattern}$`), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon < 0) throw new Error(`_headers: cannot read "${line.trim()}"`)
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return rules
}

/**
 * Serves `root` on a free port; resolves to `{ origin, close }` once listening (origin has no trailing /). Every
 * response is `no-store`, except with `cacheAssets`: then the build's hashed files (`/assets/…`, whose names
 * change with their content) may be kept for good, as a static host serves them, so a page loaded again in the
 * same browser context takes its scripts from the cache with their compiled code (a reload then costs ~0.4 s of
 * CPU instead of ~0.65 s). Every load still sends its requests (the cache answers them) and a route still sees
 * them (Playwright turns the cache off in a context that routes).
 */
export function serveDist(root, { cacheAssets = false } = {}) {
  const dir = resolve(root)
  const headersFile = join(dir, '_headers')
  const rules = existsSync(headersFile) ? readHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const headersFor = (pathname) =>
    Object.assign({}, ...rules.filter((r) => r.path.test(pathname)).map((r) => r.headers))
  /** The file a path serves: null when it escapes the root, undefined when there is none (a 404). */
  const fileFor = (pathname) => {
    let file = resolve(dir, `.${pathname}`)
    if (file !== dir && !file.startsWith(dir + sep)) return null
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (existsSync(file)) return file
    return extname(pathname) && extname(pathname) !== '.html' ? undefined : join(dir, 'index.html')
  }
  const bodies = new Map()
  const server = createServer(async (req, res) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    const file = fileFor(pathname)
    if (file === null) {
      res.writeHead(403).end()
      return
    }
    if (file === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    try {
      // The build does not change while it is served: each file is read once (a run asks for them ~11,000 times).
      let body = bodies.get(file)
      if (!body) {
        body = await readFile(file)
        bodies.set(file, body)
      }
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
      const cache =
        cacheAssets && pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store'
      res.writeHead(200, { ...headersFor(pathname), 'content-type': type, 'cache-control': cache })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err))
    }
  })
  return new Promise((ok, ko) => {
    server.once('error', ko)
    server.listen(0, '127.0.0.1', () => {
      ok({
        origin: `http://127.0.0.1:${server.address().port}`,
        // Chromium keeps connections alive; drop them so close() resolves at once.
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
