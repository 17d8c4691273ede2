import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emitAction, resultMark } from './action-marks.ts'

// The regexes the scanners replace, kept here as the oracle on short strings (on long runs of spaces they took
// minutes: see bounded-work.test.ts).
const OLD_RESULT =
  /\s*(?:\[(fail|failed|error|pass|passed|ok)\]|(?:->|→)\s*(fail|failed|error|pass|passed|ok))\s*$/i
const OLD_EMIT = /^(?:EMIT:\s*)?"?Budget:\s*[^,]*,\s*Action:\s*(.*?)"?\s*$/

const pieces = [
  ' ',
  '\t',
  'a',
  'x',
  'Read',
  '[',
  ']',
  '->',
  '→',
  'fail',
  'FAILED',
  'ok',
  'pass',
  'error',
  ',',
  '"',
]
const emitPieces = [...pieces, 'EMIT:', 'Budget:', 'Action:', '3/7']
const line = (from: string[]) => fc.array(fc.constantFrom(...from), { maxLength: 14 }).map((p) => p.join(''))
/** Lines shaped like the seed's EMIT line, with junk in every gap. */
const emitLine = fc
  .tuple(
    fc.constantFrom('', 'EMIT:', 'EMIT: '),
    fc.constantFrom('', '"'),
    line(pieces),
    line(pieces),
    line(pieces),
  )
  .map(([emit, quote, a, b, c]) => `${emit}${quote}Budget:${a},${b.replace(/[^ \t]/g, '')}Action:${c}`)

describe('resultMark', () => {
  it('finds the same mark, at the same place, as the regex it replaces', () => {
    fc.assert(
      fc.property(line(pieces), (text) => {
        const old = OLD_RESULT.exec(text)
        expect(resultMark(text)).toEqual(old ? { word: old[1] ?? old[2], index: old.index } : null)
      }),
      { numRuns: 3_000 },
    )
  })

  it('reads `[fail]`, `-> FAIL` and `→ ok` at the end of a line', () => {
    expect(resultMark('Verify pytest [fail]')).toEqual({ word: 'fail', index: 13 })
    expect(resultMark('Verify pytest -> FAIL')).toEqual({ word: 'FAIL', index: 13 })
    expect(resultMark('Read a.py → ok  ')).toEqual({ word: 'ok', index: 9 })
    expect(resultMark('Read a.py')).toBeNull()
  })
})

describe('emitAction', () => {
  it('reads the same action as the regex it replaces', () => {
    fc.assert(
      fc.property(fc.oneof(line(emitPieces), emitLine), (text) => {
        expect(emitAction(text)).toBe(OLD_EMIT.exec(text)?.[1] ?? null)
      }),
      { numRuns: 3_000 },
    )
  })

  it('reads the seed’s EMIT line', () => {
    expect(emitAction('EMIT: "Budget: 3/7, Action: Edit src/a.py"')).toBe('Edit src/a.py')
    expect(emitAction('Budget: 3/7 Action: Edit')).toBeNull()
  })
})
