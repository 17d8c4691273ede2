// A step run behind the others: at nice 19 while they run, at the usual priority again once they end.
import { readdirSync, readFileSync } from 'node:fs'
import { setPriority } from 'node:os'

/** Every thread of process `pid` and of the processes under it (Linux's /proc; none elsewhere). */
function threadsOf(pid) {
  const threads = []
  const visit = (p) => {
    let tasks = []
    try {
      tasks = readdirSync(`/proc/${p}/task`)
    } catch {
      return
    }
    for (const tid of tasks) {
      threads.push(Number(tid))
      let children = ''
      try {
        children = readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8')
      } catch {}
      for (const child of children.split(' ').filter(Boolean)) visit(child)
    }
  }
  visit(pid)
  return threads
}

/**
 * Puts process `pid` at nice 19 (what it starts inherits it) and returns what raises it, its threads and the
 * processes under it, back to nice 0; or returns null and leaves it as it is where raising it back would be
 * refused (that takes the right to raise a priority, which root has): at nice 19 for good, beside CPU-bound
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
  return () => {
    // Twice: a thread started during the first pass inherits from one the pass had not reached yet.
    for (let pass = 0; pass < 2; pass++)
      for (const tid of threadsOf(pid))
        try {
          setPriority(tid, 0)
        } catch {}
  }
}
