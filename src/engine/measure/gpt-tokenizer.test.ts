import { readFileSync } from 'node:fs'
import cl100k from 'gpt-tokenizer/encoding/cl100k_base'
import o200k from 'gpt-tokenizer/encoding/o200k_base'
import { describe, expect, it } from 'vitest'
import { adaptEncoding, GPT_TOKENIZER_VERSION } from './gpt-tokenizer.ts'
import { pieceTokenizer } from './piece-counter.ts'

/**
 * The contract with gpt-tokenizer's private parts (gpt-tokenizer.ts reads them through `as unknown as`, which
 * the compiler cannot check). When an upgrade moves or changes one of them, these tests fail and say which:
 * re-read BytePairEncodingCore in the new version, adjust the adapter, then raise GPT_TOKENIZER_VERSION.
 */
const root = new URL('../../../', import.meta.url)
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const utf8 = new TextEncoder()
const ENCODINGS = [
  ['o200k_base', o200k],
  ['cl100k_base', cl100k],
] as const
// Real tool outputs: a Go source file read over MCP (ASCII code and JSON escapes) and a Chinese README (CJK,
// every piece through the core's own byte merge).
const CORPUS = '/work/shared/corpus/outputs/'
const SAMPLES = [
  readFileSync(`${CORPUS}mcp-filesystem.read_text_file.issues-go.jsonrpc.json`, 'utf8').slice(0, 60_000),
  readFileSync(`${CORPUS}text-zh-CN.ant-design.README-zh_CN.md`, 'utf8'),
]

describe('gpt-tokenizer adapter: the pinned version', () => {
  it('is the version installed and the one package.json pins exactly', () => {
    const installed = json('node_modules/gpt-tokenizer/package.json').version
    const pinned = json('package.json').dependencies['gpt-tokenizer']
    expect(
      installed,
      `gpt-tokenizer ${installed} is installed; src/engine/measure/gpt-tokenizer.ts was written against ` +
        `${GPT_TOKENIZER_VERSION}: check its private members, then raise GPT_TOKENIZER_VERSION`,
    ).toBe(GPT_TOKENIZER_VERSION)
    expect(pinned, 'pin gpt-tokenizer exactly (no ^ or ~): the adapter reads private members').toBe(
      GPT_TOKENIZER_VERSION,
    )
  })
})

describe.each(ENCODINGS)('gpt-tokenizer adapter: %s', (name, encoding) => {
  const adapted = adaptEncoding(name, encoding)

  it('finds the BPE core’s split pattern, rank map and byte-string ranks', () => {
    const core = adapted.core
    expect(
      core,
      'bytePairEncodingCoreProcessor lacks tokenSplitRegex, bytePairStringRankEncoder or getBpeRankFromBytes',
    ).not.toBeNull()
    if (!core) return
    expect(core.tokenSplitRegex.flags).toContain('g')
    // Every whole-token string has its rank; the rank map is most of the vocabulary.
    expect(core.bytePairStringRankEncoder.size).toBeGreaterThan(90_000)
    expect(core.bytePairStringRankEncoder.get('hello')).toBe(adapted.api.encode('hello')[0])
    // A UTF-8 token's bytes and a lone byte that is no UTF-8 (the heap merge's first parts) both have ranks.
    expect(core.rankOfBytes(utf8.encode(' tokenizer'))).toBe(core.bytePairStringRankEncoder.get(' tokenizer'))
    for (let byte = 0; byte < 256; byte++) expect(core.rankOfBytes(Uint8Array.of(byte))).toBeTypeOf('number')
    expect(core.rankOfBytes(utf8.encode('中 not a token'))).toBeUndefined()
  })

  it('decodes each token alone to the bytes it stands for', () => {
    for (const text of SAMPLES) {
      const tokens = adapted.api.encode(text.slice(0, 4_000))
      const bytes = tokens.flatMap((t) => {
        const piece = adapted.decodeOne(t)
        if (piece === undefined) throw new Error(`no bytes for token ${t}`)
        return [...(typeof piece === 'string' ? utf8.encode(piece) : piece)]
      })
      expect(Uint8Array.from(bytes)).toEqual(utf8.encode(text.slice(0, 4_000)))
    }
    expect(adapted.decodeOne(10 ** 9)).toBeUndefined()
  })

  it('counts and encodes real outputs as the public API does, through the core’s parts', () => {
    const core = adapted.core
    if (!core) throw new Error('no BPE core')
    const fast = pieceTokenizer(core, (s) => utf8.encode(s))
    for (const text of SAMPLES) {
      const want = adapted.api.encode(text)
      expect(fast.count(text)).toBe(want.length)
      expect(adapted.api.countTokens(text)).toBe(want.length)
      expect(fast.encodeUpTo(text, Number.POSITIVE_INFINITY)).toEqual(want)
    }
  })

  it('reads "<|endoftext|>" in an output as text, not as a special token', () => {
    expect(adapted.api.encode('<|endoftext|>').length).toBeGreaterThan(1)
  })
})

describe('gpt-tokenizer adapter: a version without the parts', () => {
  const publicOnly = { encode: () => [], countTokens: () => 0, encodeGenerator: function* () {} }
  it('refuses an encoding without the public API, naming what is missing and the version', () => {
    expect(() => adaptEncoding('o200k_base', {})).toThrow(
      "gpt-tokenizer's o200k_base (written against 4.0.0) has no encode, countTokens and encodeGenerator",
    )
  })
  it('refuses one whose core cannot decode single tokens', () => {
    expect(() => adaptEncoding('o200k_base', publicOnly)).toThrow(/no bytePairEncodingCoreProcessor/)
    expect(() => adaptEncoding('o200k_base', { ...publicOnly, bytePairEncodingCoreProcessor: {} })).toThrow(
      /no decodeNativeGenerator/,
    )
  })
  it('gives no core (the public API counts) when the piece counter’s parts are missing', () => {
    const adapted = adaptEncoding('o200k_base', {
      ...publicOnly,
      bytePairEncodingCoreProcessor: { decodeNativeGenerator: function* () {} },
    })
    expect(adapted.core).toBeNull()
  })
})
