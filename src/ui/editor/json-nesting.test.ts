import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-nesting.ts'

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, and stops at the limit', () => {
    expect(nestsDeeperThan('[[[0]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[[[0]]]]', 3)).toBe(true)
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false)
    expect(nestsDeeperThan('{"a":{"b":[[1]]}}', 3)).toBe(true)
  })

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('["[[[[[[", "\\"[[[[[["]', 1)).toBe(false)
    expect(nestsDeeperThan(`{"a":"${'{'.repeat(1000)}"}`, 1)).toBe(false)
  })

  it('measures 10,000 levels without recursion, and a cut-short text by what it opened', () => {
    expect(nestsDeeperThan('['.repeat(10_000), 200)).toBe(true)
    expect(nestsDeeperThan(`${'['.repeat(100)}0${']'.repeat(100)}`.repeat(50), 200)).toBe(false)
  })
})
