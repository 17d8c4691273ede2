import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeContextMixed, encodeContextMixed } from '../../src/engine/share/cm/coder.ts'
import { crc32 } from '../../src/engine/share/crc32.ts'
import { type CmInput, exampleInputs, syntheticInputs } from '../support/cm-inputs.ts'

/**
 * Every format-2 link is decoded by this coder forever, so it may be made faster but never different: for each
 * input it writes exactly what the coder as first shipped wrote (recorded in the fixture, by length and
 * CRC-32), and reads it back whole.
 */
interface Recorded {
  name: string
  input: { bytes: number; crc32: number }
  dictionary: { bytes: number; crc32: number }
  code: { bytes: number; crc32: number }
}
const recorded: Recorded[] = JSON.parse(
  readFileSync(new URL('../fixtures/cm-encodings.json', import.meta.url), 'utf8'),
).encodings
const byName = new Map(recorded.map((r) => [r.name, r]))
const fingerprint = (bytes: Uint8Array) => ({ bytes: bytes.length, crc32: crc32(bytes) })
/** Where two byte arrays first differ (-1: nowhere); `toEqual` on a megabyte takes seconds. */
const firstDifference = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i
  return -1
}

// Coded in the fixture's order: the coder keeps its last primed model between calls, and the order is tested.
const check = ({ name, text, dictionary }: CmInput) => {
  const entry = byName.get(name)
  if (!entry) throw new Error(`${name} is not in test/fixtures/cm-encodings.json`)
  expect(fingerprint(dictionary), `${name}: the dictionary changed`).toEqual(entry.dictionary)
  const code = encodeContextMixed(text, dictionary)
  expect(fingerprint(code)).toEqual(entry.code)
  const decoded = decodeContextMixed(code, text.length, dictionary)
  expect(decoded instanceof Uint8Array && firstDifference(decoded, text)).toBe(-1)
}

describe('encodeContextMixed writes what the coder of link format 2 always wrote', () => {
  // 2.9 MB coded and decoded; a few seconds on a quiet machine.
  it.each(syntheticInputs().map((input) => [input.name, input] as const))('%s', (_, input) => {
    expect(fingerprint(input.text), 'the made-up input changed: see test/support/cm-inputs.ts').toEqual(
      byName.get(input.name)?.input,
    )
    check(input)
  })

  // An example changed since the fixture was recorded is not the input recorded: its encoding cannot be checked,
  // and the test says so (record it again with scripts/record-cm-encodings.ts once the made-up inputs pass).
  it.each(exampleInputs().map((input) => [input.name, input] as const))('%s', (_, input) => {
    expect(
      fingerprint(input.text),
      `${input.name} changed since test/fixtures/cm-encodings.json was recorded`,
    ).toEqual(byName.get(input.name)?.input)
    check(input)
  })
})
