// Production-build size: the initial JavaScript that dist/index.html loads (its module entry scripts and
// modulepreload links), gzipped with node:zlib at the default level 6 (what typical servers use), and for
// information all JS in dist/assets and the largest lazily loaded chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** zlib's default level, the one nginx's and most CDNs' on-the-fly gzip use. */
export const GZIP_LEVEL = 6

export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: GZIP_LEVEL }).length
}

function attr(tag, name) {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return m ? (m[1] ?? m[2] ?? m[3]) : null
}

/** The JS that index.html makes the browser fetch before any code runs: module entries and modulepreloads. */
export function initialScripts(html) {
  const urls = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (src && attr(tag, 'type') === 'module') urls.push(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').split(/\s+/)
    const href = attr(tag, 'href')
    if (href && rel.includes('modulepreload')) urls.push(href)
  }
  return [...new Set(urls)]
}

/** A URL from index.html (`/assets/x.js`, `./assets/x.js`, `assets/x.js`) as a path relative to dist/. */
export function distPath(url) {
  return posix.normalize(url.replace(/[?#].*$/, '').replace(/^\/+/, '')).replace(/^(\.\/)+/, '')
}

const kB = (bytes) => bytes / 1000

/** Measures dist/. Returns the figures; throws with a short reason when dist/ is missing or unusable. */
export function measureDist(dist) {
  const indexPath = join(dist, 'index.html')
  if (!existsSync(indexPath)) throw new Error('dist/index.html is missing')
  const html = readFileSync(indexPath, 'utf8')
  const urls = initialScripts(html)
  const external = urls.filter((u) => /^[a-z]+:\/\//i.test(u) || u.startsWith('//'))
  if (external.length > 0) throw new Error(`index.html loads external scripts: ${external.join(', ')}`)
  if (urls.length === 0) throw new Error('no <script type="module" src> in dist/index.html')

  const initial = urls.map((url) => {
    const file = distPath(url)
    const full = join(dist, file)
    if (!existsSync(full)) throw new Error(`index.html references ${url}, not in dist/`)
    const buffer = readFileSync(full)
    return {
      file,
      bytes: buffer.length,
      gzipBytes: gzipBytes(buffer),
      monaco: /monaco|editor\.api/i.test(file),
    }
  })
  const initialFiles = new Set(initial.map((a) => a.file))

  const assetsDir = join(dist, 'assets')
  const allJs = existsSync(assetsDir)
    ? readdirSync(assetsDir, { recursive: true })
        .map(String)
        .filter((f) => /\.m?js$/.test(f))
        .map((f) => {
          const buffer = readFileSync(join(assetsDir, f))
          return {
            file: posix.join('assets', f.split('\\').join('/')),
            bytes: buffer.length,
            gzipBytes: gzipBytes(buffer),
          }
        })
    : []
  const lazy = allJs.filter((a) => !initialFiles.has(a.file)).sort((a, b) => b.gzipBytes - a.gzipBytes)

  const sum = (list, key) => list.reduce((n, a) => n + a[key], 0)
  return {
    gzipLevel: GZIP_LEVEL,
    initial: {
      files: initial,
      bytes: sum(initial, 'bytes'),
      gzipBytes: sum(initial, 'gzipBytes'),
      gzipKB: kB(sum(initial, 'gzipBytes')),
      monacoFiles: initial.filter((a) => a.monaco).map((a) => a.file),
    },
    allJs: {
      count: allJs.length,
      bytes: sum(allJs, 'bytes'),
      gzipBytes: sum(allJs, 'gzipBytes'),
      files: allJs,
    },
    largestLazy: lazy[0] ?? null,
    lazyCount: lazy.length,
  }
}
