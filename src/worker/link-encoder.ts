import type { Scenario } from '../engine/index.ts'
import { encodeShareLinkSteps } from '../engine/index.ts'

/**
 * The worker's share-link encoder: a link is encoded a step at a time (`encodeShareLinkSteps`, 32 KiB of
 * context mixing a step, ~30 ms), and between steps the worker reads its messages (`nextTask`), so a link the
 * page cancels (a newer edit wants its own) stops within a step instead of holding a core for seconds.
 * Several links may be under way at once; each takes its turn between steps.
 * @example const links = createLinkEncoder(nextTask); await links.encode(1, scenario) // '#s=2.…'
 */
export function createLinkEncoder(nextTask: () => Promise<void>) {
  const running = new Map<number, { cancelled: boolean }>()
  return {
    /** The link of `scenario` (and `pinned`, an A/B pair's A), or null when cancelled before it was done. */
    async encode(id: number, scenario: Scenario, pinned?: Scenario): Promise<string | null> {
      const job = { cancelled: false }
      running.set(id, job)
      try {
        const steps = encodeShareLinkSteps(scenario, pinned)
        for (;;) {
          const step = steps.next()
          if (step.done) return step.value
          await nextTask()
          if (job.cancelled) return null
        }
      } finally {
        running.delete(id)
      }
    },
    /** Stops link `id` at its next step (nothing when it is done or unknown). */
    cancel(id: number): void {
      const job = running.get(id)
      if (job) job.cancelled = true
    },
  }
}

/**
 * Resolves in a new task of this thread's event loop, after the messages already queued: a MessageChannel
 * message, not `setTimeout(0)`, which browsers stretch to 4 ms once timeouts nest.
 */
export function createNextTask(): () => Promise<void> {
  const channel = new MessageChannel()
  const waiting: (() => void)[] = []
  channel.port1.onmessage = () => waiting.shift()?.()
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
}
