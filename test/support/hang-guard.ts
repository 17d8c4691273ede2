import vm from 'node:vm'

/** A minute: a thousand times what the linear code under guard needs, so a loaded machine never trips it. */
export const HANG_GUARD_MS = 60_000

const context = vm.createContext({ run: () => undefined as unknown })

/**
 * Runs `fn` (synchronous) and returns its value, or throws naming `what` when it has not finished within `ms`: a
 * guard against a hang, not a measure. A test's own timeout cannot stop synchronous code (a quadratic regex runs
 * on for hours); a `vm` timeout interrupts it mid-match.
 * @example finishes('reading the HAR', () => readImport(text))
 */
export function finishes<T>(what: string, fn: () => T, ms: number = HANG_GUARD_MS): T {
  context.run = fn
  try {
    return vm.runInContext('run()', context, { timeout: ms }) as T
  } catch (error) {
    if (error instanceof Error && /Script execution timed out/.test(error.message))
      throw new Error(`${what} did not finish within ${ms / 1000} s (a hang guard): ${error.message}`)
    throw error
  }
}
