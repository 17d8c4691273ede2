import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * No source file turns a string into markup or code. Every text the page shows (a tool output, a link's title,
 * a file's name) is a stranger's: React renders it as text, and nothing here may hand it to the HTML parser or
 * the script compiler. The Content Security Policy refuses eval and inline script in the browser; this keeps
 * the code from needing either, and keeps HTML sinks (which the policy does not cover) out.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url))

const SINKS: readonly [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment/],
  ['DOMParser', /\bDOMParser\b/],
  ['eval', /(^|[^\w.])eval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['setTimeout / setInterval with a string', /set(Timeout|Interval)\s*\(\s*['"`]/],
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

describe('source files', () => {
  it('never turn a string into markup or code (no dangerouslySetInnerHTML, innerHTML, eval, …)', () => {
    const found: string[] = []
    for (const file of filesUnder(src).filter((f) => !/\.test\.tsx?$/.test(f))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*)/.test(line)) return // a comment may name a sink
          for (const [name, pattern] of SINKS)
            if (pattern.test(line)) found.push(`${relative(src, file)}:${i + 1} ${name}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })

  it('the check finds a sink where there is one', () => {
    const line = '<div dangerouslySetInnerHTML={{ __html: text }} />; el.innerHTML = s; eval(code)'
    const hits = SINKS.filter(([, p]) => p.test(line)).map(([name]) => name)
    expect(hits).toEqual(['dangerouslySetInnerHTML', 'innerHTML / outerHTML', 'eval'])
  })
})
