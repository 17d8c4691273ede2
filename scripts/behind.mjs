// A step run behind the others: at the idle scheduling class while they run, at the usual priority again once
// they end.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { setPriority } from 'node:os'

/** Process `pid` and the processes under it, each with its threads (Linux's /proc; none elsewhere). */
function treeOf(pid) {
  const processes = []
  const visit = (p) => {
    let threads = []
    try {
      threads = readdirSync(`/proc/${p}/task`)
    } catch {
      return
    }
    processes.push({ pid: p, threads })
    for (const tid of threads) {
      let children = ''
      try {
        children = readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8')
      } catch {}
      for (const child of children.split(' ').filter(Boolean)) visit(child)
    }
  }
  visit(String(pid))
  return processes
}

/** util-linux's chrt: sets the scheduling policy of `pid` (with `-a`, of all its threads). */
const chrt = (...args) => spawnSync('chrt', args, { stdio: 'ignore' }).status === 0

/**
 * Puts process `pid` behind every other (what it starts inherits it): in SCHED_IDLE, which gives way at once to
 * any other process that wakes, and at nice 19 where chrt is missing. Returns what raises it, its threads and the
 * processes under it, back to SCHED_OTHER at nice 0; or returns null and leaves it as it is where raising it back
 * would be refused (that takes the right to raise a priority, which root has): behind for good, beside CPU-bound
 * processes of the same shell, it would get ~1% of a core and stall.
 */
export function behind(pid) {
  try {
    setPriority(pid, 1)
    setPriority(pid, 0)
  } catch {
    return null
  }
  setPriority(pid, 19)
  chrt('--idle', '-p', '0', String(pid))
  return () => {
    // Twice: a thread started during the first pass inherits from one the pass had not reached yet.
    for (let pass = 0; pass < 2; pass++)
      for (const { pid: p, threads } of treeOf(pid)) {
        chrt('-a', '--other', '-p', '0', p)
        for (const tid of threads)
          try {
            setPriority(Number(tid), 0)
          } catch {}
      }
  }
}
