// biome-ignore-all lint/style/noNonNullAssertion: tests index results they have just checked the length of
import { describe, expect, it } from 'vitest'
import { defaultPlans, type Plans } from '../engine/plans/section.ts'
import { handleSimRequest } from '../engine/plans/simulate/handle.ts'
import type { SimRequest, SimResponse } from '../engine/plans/simulate/protocol.ts'
import { simulate } from '../engine/plans/simulate/simulate.ts'
import { createSimPool } from './sim-pool.ts'

/**
 * A stand-in for a module worker that runs the real engine on each block after a pseudo-random delay, so blocks
 * come back out of order, as they do from real workers of different speeds.
 */
class DelayedWorker {
  onmessage: ((e: MessageEvent<SimResponse>) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  private static salt = 0
  private readonly salt = ++DelayedWorker.salt
  postMessage(request: SimRequest) {
    const delay = request.kind === 'task' ? (request.index * 7 + this.salt * 3) % 5 : 0
    // Structured clones both ways, as postMessage makes them.
    const copy = structuredClone(request)
    setTimeout(() => {
      this.onmessage?.({ data: structuredClone(handleSimRequest(copy)) } as MessageEvent<SimResponse>)
    }, delay)
  }
  terminate() {}
}

const plans = (): Plans => ({
  ...defaultPlans(),
  simulation: { ...defaultPlans().simulation, runs: 3_000, band: 'p5-95', sweep: [0.5, 2] },
})
const poolOf = (size: number) =>
  createSimPool({ createWorker: () => new DelayedWorker() as unknown as Worker, size })

describe('createSimPool', () => {
  it('gives bit-identical statistics with 1, 2 or 3 workers, equal to the single-thread simulate()', async () => {
    const e = plans()
    const expected = simulate(e)
    for (const size of [1, 2, 3]) {
      const outcome = await poolOf(size).run(e, () => {}).done
      expect(outcome.kind).toBe('done')
      if (outcome.kind === 'done') expect(outcome.result).toEqual(expected)
    }
  })

  it('reports progress from 0 to 1', async () => {
    const seen: number[] = []
    await poolOf(2).run(plans(), (f) => seen.push(f)).done
    expect(seen.at(-1)).toBe(1)
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1]!)).toBe(true)
  })

  it('a cancelled simulation keeps its finished runs, marked partial', async () => {
    const pool = poolOf(2)
    const handle = pool.run(plans(), (f) => {
      if (f > 0.2) handle.cancel()
    })
    const outcome = await handle.done
    expect(outcome.kind).toBe('cancelled')
    if (outcome.kind !== 'cancelled') return
    expect(outcome.result.partial).toBe(true)
    const done = outcome.result.policies.reduce((s, p) => s + p.runs, 0)
    expect(done).toBeGreaterThan(0)
    expect(done).toBeLessThan(4 * 3_000)
  })

  it('a newer simulation cancels the older one', async () => {
    const pool = poolOf(2)
    const first = pool.run(plans(), () => {})
    const second = pool.run({ ...plans(), simulation: { ...plans().simulation, runs: 10 } }, () => {})
    expect((await first.done).kind).toBe('cancelled')
    const outcome = await second.done
    expect(outcome.kind).toBe('done')
    if (outcome.kind === 'done') expect(outcome.result.policies[0]!.runs).toBe(10)
  })

  it('runs blocks in the page when there is no Worker', async () => {
    const e = { ...plans(), simulation: { ...plans().simulation, runs: 100 } }
    const outcome = await createSimPool({ size: 1 }).run(e, () => {}).done
    expect(outcome.kind === 'done' && outcome.result).toEqual(simulate(e))
  })
})

/** A worker that answers its first `answers` requests (or, with `crash`, raises an error event instead), then falls silent: it ended without an error event, as `close()` or `terminate()` leave it. */
class DyingWorker extends DelayedWorker {
  static made: DyingWorker[] = []
  late: (() => void) | null = null
  constructor(
    private answers: number,
    private readonly crash = false,
  ) {
    super()
    DyingWorker.made.push(this)
  }
  override postMessage(request: SimRequest) {
    // A live answer comes in a microtask, before any timer can fire however long the block takes on a loaded
    // machine: only the silent requests meet their deadline.
    if (this.answers-- > 0) {
      const copy = structuredClone(request)
      queueMicrotask(() =>
        this.onmessage?.({ data: structuredClone(handleSimRequest(copy)) } as MessageEvent<SimResponse>),
      )
      return
    }
    if (this.crash)
      queueMicrotask(() => this.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent))
    // Kept, to answer after it was replaced: that answer must change nothing.
    else
      this.late = () =>
        this.onmessage?.({ data: handleSimRequest(structuredClone(request)) } as MessageEvent<SimResponse>)
  }
}

describe('createSimPool: a worker that dies mid-run', () => {
  const dyingPool = (lives: number[], crash = false) => {
    let made = 0
    return createSimPool({
      createWorker: () => new DyingWorker(lives[made++] ?? 1_000, crash) as unknown as Worker,
      size: 2,
      deadlineMs: () => 50,
    })
  }

  it('replaces a worker that fell silent, runs its block again, says so, and the numbers are unchanged', async () => {
    const restarts: string[] = []
    const outcome = await dyingPool([3]).run(
      plans(),
      () => {},
      (m) => restarts.push(m),
    ).done
    expect(outcome.kind).toBe('done')
    if (outcome.kind === 'done') expect(outcome.result).toEqual(simulate(plans()))
    expect(restarts).toEqual([
      'A simulation worker stopped answering (no answer in 0 s), so a new one took over its runs.',
    ])
  })

  it('replaces a worker that crashed (an error event, as an out-of-memory worker gives), the same way', async () => {
    const restarts: string[] = []
    const outcome = await dyingPool([2], true).run(
      plans(),
      () => {},
      (m) => restarts.push(m),
    ).done
    expect(outcome.kind === 'done' && outcome.result).toEqual(simulate(plans()))
    expect(restarts).toEqual([
      'A simulation worker crashed (out of memory), so a new one took over its runs.',
    ])
  })

  it('ignores the late answer of a replaced worker', async () => {
    DyingWorker.made = []
    const outcome = await dyingPool([4]).run(plans(), () => {}).done
    for (const w of DyingWorker.made) w.late?.()
    expect(outcome.kind === 'done' && outcome.result).toEqual(simulate(plans()))
  })

  it('cancels while the worker holding the summary is dead: the summary moves to a new worker', async () => {
    const pool = dyingPool([2])
    const handle = pool.run(plans(), (f) => {
      if (f > 0.1) handle.cancel()
    })
    const outcome = await handle.done
    expect(outcome.kind).toBe('cancelled')
  })

  it('fails with the reason after the same runs met three silent workers, and the next run works', async () => {
    const pool = dyingPool([0, 0, 0, 0, 0, 0])
    const outcome = await pool.run(plans(), () => {}).done
    expect(outcome).toEqual({
      kind: 'failed',
      message:
        'A simulation worker stopped answering (no answer in 0 s), 3 times in a row on the same runs: gave up',
    })
    const again = await pool.run({ ...plans(), simulation: { ...plans().simulation, runs: 10 } }, () => {})
      .done
    expect(again.kind).toBe('done')
  })
})
