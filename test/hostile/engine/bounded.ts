// Issue 24's inputs that kept the worker busy for minutes through a quadratic regex or loop, or a gzip bomb spread
// over many bodies: each is now answered within its CPU bound, through the same entry points as the page.
import { gzipSync } from 'fflate'
import type { HostileInput } from './make.ts'

const MB = 1_000_000
const chat = (i: number) => ({ model: 'gpt-4o', messages: [{ role: 'user', content: `question ${i}` }] })

/** A nock recording of `n` bodies, each gzip of gzip inflating to 60 MiB (154 KB for 200 of them). */
function nockBombs(n: number): string {
  const hex = Buffer.from(
    gzipSync(gzipSync(new Uint8Array(60 * 1024 * 1024), { level: 9 }), { level: 9 }),
  ).toString('hex')
  const one = {
    scope: 'https://api.openai.com:443',
    method: 'POST',
    path: '/v1/chat/completions',
    body: chat(0),
    status: 200,
    response: [hex],
  }
  return JSON.stringify(Array.from({ length: n }, () => one))
}

const har = (n: number) =>
  JSON.stringify({
    log: {
      entries: Array.from({ length: n }, (_, i) => ({
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
      })),
    },
  })

export const BOUNDED: HostileInput[] = [
  {
    id: 'import-base64-spaces',
    what: 'a recorded response body of `AAAAAAAA`, 1 MB of spaces and `!` (the base64 test)',
    entry: 'import',
    make: () =>
      JSON.stringify([{ request: { body: chat(0) }, response: { body: `AAAAAAAA${' '.repeat(MB)}!` } }]),
    expect: 'accepted',
  },
  {
    id: 'import-har-20k',
    what: 'a HAR of 20,000 chat requests (exchanges paired in linear time; quadratic took 4.3 s)',
    entry: 'import',
    make: () => har(20_000),
    expect: 'accepted',
    boundMs: 6_000,
  },
  {
    id: 'import-nock-gzip-bombs',
    what: 'a nock recording of 200 bodies, each inflating to 60 MiB (one budget per file)',
    entry: 'import',
    make: () => nockBombs(200),
    expect: 'refused',
    says: /^Refused: the compressed bodies of this file inflate past 64 MB together \(the limit for one file\), at interaction 2 response\.$/,
    boundMs: 10_000,
  },
  {
    id: 'import-yaml-deep-flow',
    what: 'a YAML cassette with 100,000 nested `[`',
    entry: 'import',
    make: () => `interactions:\n- request:\n    body: ${'['.repeat(100_000)}1${']'.repeat(100_000)}\n`,
    expect: 'refused',
    says: /YAML nested more than 200 levels deep, at line 3, column 211$/,
  },
  ...[
    ['log-budget-spaces', `Budget:${' '.repeat(MB)}x`],
    ['log-read-spaces-bracket', `Read${' '.repeat(MB)}x]`],
    ['log-read-arrow-spaces', `Read ->${' '.repeat(MB)}x`],
  ].map(
    ([id, line]): HostileInput => ({
      id: id as string,
      what: `an action-log line: ${(line as string).slice(0, 8)}… and 1 MB of spaces with a failing end`,
      entry: 'log',
      make: () => `${line}\nEdit a.py\n`,
      expect: 'accepted',
    }),
  ),
]
