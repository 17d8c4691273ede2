import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { finishes } from '../../../test/support/hang-guard.ts'
import { parseScriptedCalls, splitNames } from './scripted-calls.ts'

// The regex the one-pass reader replaced (quadratic on `request_more_tools:` and a run of spaces), as the oracle.
const OLD = /^request_more_tools\s*(?:\(([^)]*)\)|:([^#]*))?\s*(?:#\s*(.*))?$/
const oldParse = (line: string) => {
  const m = OLD.exec(line)
  if (!m) return { name: line.slice(0, 200), categories: [], reason: '' }
  return {
    name: 'request_more_tools',
    categories: splitNames(m[1] ?? m[2] ?? ''),
    reason: m[3]?.trim() ?? '',
  }
}

const pieces = ['request_more_tools', ' ', '\t', '(', ')', ':', '#', ',', 'github', 'web', 'x']
const line = fc
  .tuple(fc.constantFrom('', 'request_more_tools'), fc.array(fc.constantFrom(...pieces), { maxLength: 10 }))
  .map(([head, rest]) => `${head}${rest.join('')}`.trim())
  .filter((l) => l !== '')

describe('parseScriptedCalls reads request_more_tools lines in one pass', () => {
  it('as the regex it replaces did', () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(parseScriptedCalls(l)).toEqual([oldParse(l)])
      }),
      { numRuns: 3_000 },
    )
  })

  it('finishes on `request_more_tools:` and 1 MB of spaces with a failing end', () => {
    const text = `request_more_tools:${' '.repeat(1_000_000)}x`
    const [call] = finishes('request_more_tools and spaces', () => parseScriptedCalls(text))
    expect(call?.name).toBe('request_more_tools')
    expect(call?.categories).toEqual(['x'])
  }, 600_000)
})
