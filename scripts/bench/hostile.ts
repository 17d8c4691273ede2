// Hostile inputs that kept the worker busy for minutes through a quadratic regex or loop, or a gzip bomb spread
// over a file's bodies (issue 24), each read in a fresh process. Run with tsx: `hostile.ts <case>` prints one JSON
// object. Before the fixes (same machine, 2 cores): base64 100 KB 6.4 s, `Budget:` 100 KB 23 s, `Read…x]` 100 KB
// 7.1 s, `Read ->` 100 KB 6.0 s, a HAR of 20,000 entries 4.3 s (100,000: over 150 s), 20 bombs 5.6 s (200: minutes).
//   base64: a recorded response body `AAAAAAAA`, 1 MB of spaces and `!`
//   budget, readx, arrow: an action-log line `Budget:` / `Read` … `x]` / `Read ->`, 1 MB of spaces, a failing end
//   har: a HAR of 100,000 chat requests
//   bombs: a nock recording of 200 bodies, each gzip of gzip inflating to 60 MiB
import { gzipSync } from 'fflate'
import { parseLog } from '../../src/engine/import/action-log.ts'
import { readImport } from '../../src/engine/import/read-import.ts'

const which = process.argv[2]
const MB = 1_000_000
const chat = (i: number) => ({ model: 'gpt-4o', messages: [{ role: 'user', content: `question ${i}` }] })

function input(): () => unknown {
  if (which === 'base64') {
    const text = JSON.stringify([
      { request: { body: chat(0) }, response: { body: `AAAAAAAA${' '.repeat(MB)}!` } },
    ])
    return () => readImport(text)
  }
  const line = {
    budget: `Budget:${' '.repeat(MB)}x`,
    readx: `Read${' '.repeat(MB)}x]`,
    arrow: `Read ->${' '.repeat(MB)}x`,
  }[which as string]
  if (line !== undefined) return () => parseLog(`${line}\nEdit a.py`, 'text')
  if (which === 'har') {
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
    return () => readImport(text)
  }
  if (which === 'bombs') {
    const hex = Buffer.from(
      gzipSync(gzipSync(new Uint8Array(60 * 1024 * 1024), { level: 9 }), { level: 9 }),
    ).toString('hex')
    const one = {
      scope: 'https://api.openai.com:443',
      method: 'POST',
      path: '/v1/chat/completions',
      body: chat(0),
      response: [hex],
    }
    const text = JSON.stringify(Array.from({ length: 200 }, () => one))
    return () => readImport(text)
  }
  throw new Error(`unknown case ${which}`)
}

const run = input()
const t = performance.now()
const answer = run() as { ok?: boolean; error?: { message: string } }
const ms = performance.now() - t
process.stdout.write(
  `${JSON.stringify({ case: which, ms, refused: answer.ok === false ? answer.error?.message : null })}\n`,
)
