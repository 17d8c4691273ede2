// Records what the frozen context-mixing coder (src/engine/share/cm/) writes for the inputs of
// test/support/cm-inputs.ts: each encoding's length and CRC-32, with its input's, into
// test/fixtures/cm-encodings.json, which test/unit/cm-frozen.test.ts holds the coder to. The entries were first
// recorded with the coder as it shipped with link format 2 (before it was made faster); an entry must never
// change (a changed one is a changed link format). Run it only to add inputs, and check with `git diff` that
// every existing entry is untouched:
//   npx tsx scripts/record-cm-encodings.ts
import { writeFileSync } from 'node:fs'
import { encodeContextMixed } from '../src/engine/share/cm/coder.ts'
import { crc32 } from '../src/engine/share/crc32.ts'
import { exampleInputs, syntheticInputs } from '../test/support/cm-inputs.ts'

const encodings = [...syntheticInputs(), ...exampleInputs()].map(({ name, text, dictionary }) => {
  const code = encodeContextMixed(text, dictionary)
  return {
    name,
    input: { bytes: text.length, crc32: crc32(text) },
    dictionary: { bytes: dictionary.length, crc32: crc32(dictionary) },
    code: { bytes: code.length, crc32: crc32(code) },
  }
})
writeFileSync(
  new URL('../test/fixtures/cm-encodings.json', import.meta.url),
  `${JSON.stringify(
    {
      note: 'What the context-mixing coder of link format 2 writes for test/support/cm-inputs.ts (recorded with the coder as first shipped, commit 8e14615). Never edit an entry: see scripts/record-cm-encodings.ts.',
      encodings,
    },
    null,
    2,
  )}\n`,
)
console.log(`${encodings.length} encodings recorded`)
