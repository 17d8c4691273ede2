import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, expect, it } from 'vitest'
// @ts-expect-error: a script of the test command, in plain JavaScript without declarations
import { behind } from '../../scripts/behind.mjs'

/** The nice value of every thread of `pid` (field 19 of /proc/<pid>/task/<tid>/stat). */
const niceOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })

/** Root may raise a priority back; anyone else may not, and the step must then stay as it is. */
const mayRaise = process.getuid?.() === 0

const processes: ReturnType<typeof spawn>[] = []
afterEach(() => {
  for (const p of processes.splice(0)) p.kill('SIGKILL')
})

/** A node process that starts a child process of its own when told to (a line on its stdin), then waits. */
function parent() {
  const code = `process.stdin.once('data', () => require('child_process').spawn(process.execPath,
    ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })); setTimeout(() => {}, 60000)`
  const p = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'ignore', 'ignore'] })
  processes.push(p)
  return { pid: p.pid as number, startChild: () => p.stdin.write('go\n') }
}

/** The child process `pid` has started, once it has. */
async function childOf(pid: number): Promise<number> {
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    if (children) return Number(children.split(' ')[0])
    await new Promise((r) => setTimeout(r, 20))
  }
}

it.runIf(process.platform === 'linux')(
  'a step put behind runs at nice 19, and so does the process it starts, until both are raised back',
  async () => {
    const { pid, startChild } = parent()
    const raise = behind(pid)
    if (!mayRaise) {
      expect(raise).toBeNull()
      expect(niceOf(pid)[0]).toBe(0)
      return
    }
    expect(niceOf(pid)[0]).toBe(19)
    startChild()
    const child = await childOf(pid)
    expect(niceOf(child).every((n) => n === 19)).toBe(true)
    raise()
    expect(niceOf(pid).every((n) => n === 0)).toBe(true)
    expect(niceOf(child).every((n) => n === 0)).toBe(true)
  },
)
