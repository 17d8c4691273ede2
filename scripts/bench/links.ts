// Share-link sizes for `npm run bench`, measured side by side in one run on the shipped examples
// (public/examples/): for each, the JSON the link carries, and the chars of that JSON as format 2 writes it,
// as format 1 wrote it, as lz-string's compressToEncodedURIComponent (TypeScript Playground's codec) and as
// brotli at quality 11 (node:zlib) in base64url. Payload chars only (after `#s=N.`), so each codec is counted
// the same way. Also how long format 2 takes to write and read the largest. Prints one JSON object.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import LZString from 'lz-string'
import {
  decodeShareLink,
  encodeShareLink,
  encodeShareLinkV1,
  readScenarioFile,
} from '../../src/engine/index.ts'
import { linkJson } from '../../src/engine/share/link-json.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const dir = resolve(root, 'public/examples')
const payload = (hash: string) => hash.slice(hash.indexOf('.') + 1).length
const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).toString(
    'base64url',
  ).length

const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort()
  .map((file) => {
    const read = readScenarioFile(readFileSync(resolve(dir, file), 'utf8'))
    if (!read.ok) throw new Error(`${file}: ${read.message}`)
    const json = linkJson(read.scenario)
    const hash = encodeShareLink(read.scenario)
    return {
      file,
      scenario: read.scenario,
      hash,
      jsonBytes: Buffer.byteLength(json),
      format2: payload(hash),
      format1: payload(encodeShareLinkV1(read.scenario)),
      lzString: LZString.compressToEncodedURIComponent(json).length,
      brotli11: brotli(json),
    }
  })

const cpuMs = (f: () => void) => {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = process.cpuUsage()
    f()
    times.push(process.cpuUsage(start).user / 1000)
  }
  return Math.min(...times)
}
const largest = examples.reduce((a, b) => (b.jsonBytes > a.jsonBytes ? b : a))

console.log(
  JSON.stringify({
    examples: examples.map(({ scenario: _, hash: __, ...rest }) => rest),
    largest: {
      file: largest.file,
      jsonBytes: largest.jsonBytes,
      encodeCpuMs: cpuMs(() => encodeShareLink(largest.scenario)),
      decodeCpuMs: cpuMs(() => decodeShareLink(largest.hash)),
    },
  }),
)
