import { gzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { finishes, HANG_GUARD_MS } from '../../../test/support/hang-guard.ts'
import { parseLog } from './action-log.ts'
import { inflateBudget, readBody } from './body.ts'
import { readImport } from './read-import.ts'
import type { ImportResult, Transcript } from './types.ts'

// The hostile inputs of issue 24 that kept the worker busy for minutes (a quadratic regex or loop), each at 1 MB
// or more. Nothing here is measured: each call runs under a hang guard of a minute (what a quadratic one would
// take hours past), and the test's timeout is ten of those.
const MINUTE = 10 * HANG_GUARD_MS
const MB = 1_000_000

const chat = (i: number) => ({ model: 'gpt-4o', messages: [{ role: 'user', content: `question ${i}` }] })
const transcript = (r: ImportResult): Transcript => {
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

describe('bounded work on hostile imports', () => {
  it(
    'a response body of `AAAAAAAA` and 1 MB of spaces (the base64 test) is named as not JSON',
    () => {
      for (const body of [`AAAAAAAA${' '.repeat(MB)}!`, `AAAAAAAA${' '.repeat(MB)}==x`]) {
        expect(finishes('readBody', () => readBody(body))).toEqual({
          kind: 'error',
          message: 'the body is not JSON (it starts “AAAAAAAA …”)',
        })
        const text = JSON.stringify([{ request: { body: chat(0) }, response: { body } }])
        const t = transcript(finishes('readImport', () => readImport(text)))
        expect(t.notes.map((n) => n.message)).toContain(
          'The response of exchange 1 is not read: the body is not JSON (it starts “AAAAAAAA …”).',
        )
      }
    },
    MINUTE,
  )

  it('base64 with whitespace and padding still decodes (control)', () => {
    const json = Buffer.from('{"a": 1}').toString('base64')
    expect(readBody(`${json.slice(0, 4)}\n  ${json.slice(4)}  `)).toEqual({ kind: 'json', value: { a: 1 } })
  })

  it(
    'an action-log line of `Budget:`, `Read` or `Read ->`, 1 MB of spaces and a failing end is read as one action',
    () => {
      const spaces = ' '.repeat(MB)
      for (const line of [
        `Budget:${spaces}x`,
        `Read${spaces}x]`,
        `Read ->${spaces}x`,
        `Read ->${spaces}fail`,
      ]) {
        const log = finishes(line.slice(0, 8), () => parseLog(`${line}\nEdit a.py`, 'text'))
        expect(log.errors).toEqual([])
        expect(log.actions.map((a) => a.tool)).toEqual([
          line.startsWith('Budget') ? 'Budget' : 'Read',
          'Edit',
        ])
      }
      expect(parseLog(`Read ->${spaces}fail`, 'text').actions[0]?.failed).toBe(true)
      expect(
        parseLog(`EMIT: "Budget:${spaces}3/7,${spaces}Action: Edit a.py"`, 'text').actions[0],
      ).toMatchObject({
        tool: 'Edit',
        description: 'Edit a.py',
      })
    },
    MINUTE,
  )

  it(
    'a HAR of 100,000 entries pairs its exchanges in linear time: 100,000 conversations',
    () => {
      const entries = Array.from({ length: 100_000 }, (_, i) => ({
        request: {
          method: 'POST',
          url: 'https://api.openai.com/v1/chat/completions',
          postData: { text: JSON.stringify(chat(i)) },
        },
        response: {
          content: {
            text: JSON.stringify({ choices: [{ message: { role: 'assistant', content: `a ${i}` } }] }),
          },
        },
      }))
      const text = JSON.stringify({ log: { entries } })
      const t = transcript(finishes('the HAR', () => readImport(text)))
      expect(t.interactions).toBe(100_000)
      expect(t.conversations).toBe(100_000)
      expect(t.messages).toHaveLength(200_000)
    },
    2 * MINUTE,
  )

  it(
    'a nock recording of 200 gzip bombs (60 MiB each) is refused after the first, naming the file’s budget',
    () => {
      // gzip of gzip: each body is under 1 KB of hex and inflates to 60 MiB.
      const bomb = gzipSync(gzipSync(new Uint8Array(60 * 1024 * 1024), { level: 9 }), { level: 9 })
      const hex = Buffer.from(bomb).toString('hex')
      const text = JSON.stringify(
        Array.from({ length: 200 }, () => ({
          scope: 'https://api.openai.com:443',
          method: 'POST',
          path: '/v1/chat/completions',
          body: chat(0),
          status: 200,
          response: [hex],
        })),
      )
      expect(text.length).toBeLessThan(400_000)
      expect(finishes('the nock bombs', () => readImport(text))).toEqual({
        ok: false,
        error: {
          kind: 'too large',
          message:
            'Refused: the compressed bodies of this file inflate past 64 MB together (the limit for one file), at interaction 2 response.',
        },
      })
    },
    MINUTE,
  )

  it('one budget spans the bodies of a file: once spent, a later body is refused without inflating it', () => {
    const budget = inflateBudget(1000)
    const small = gzipSync(new TextEncoder().encode(`{"a":"${'x'.repeat(600)}"}`))
    expect(readBody(small, budget).kind).toBe('json')
    expect(budget.left).toBe(1000 - 608)
    expect(readBody(small, budget)).toEqual({
      kind: 'error',
      message: 'the body is gzip, but the file’s bodies inflate past 0.001 MB together (refused)',
    })
    expect(budget.over).toBe(true)
  })
})
