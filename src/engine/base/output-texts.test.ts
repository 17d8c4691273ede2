import { describe, expect, it } from 'vitest'
import { outputText } from './output-text.ts'
import { textOf } from './output-texts.ts'

describe('textOf', () => {
  it('gives every sample the very text outputText builds, at any length, in any order', () => {
    for (const chars of [0, 1, 79, 80, 81, 12_345, 200_000, 100, 1_000_001, 7]) {
      expect(textOf({ kind: 'sample', chars })).toBe(outputText({ kind: 'sample', chars }))
    }
  })

  it('gives the same string for the same length, and a pasted text as it is', () => {
    const a = textOf({ kind: 'sample', chars: 5_000 })
    expect(textOf({ kind: 'sample', chars: 5_000 })).toBe(a)
    expect(textOf({ kind: 'text', text: 'hi' })).toBe('hi')
  })
})
