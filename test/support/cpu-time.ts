/**
 * The CPU time (ms) `fn` costs this process, and its value: a time bound in a test that a busy machine does not
 * break. Wall-clock time also counts the time the OS gives other processes, which on a machine loaded 20 deep
 * on 2 cores makes a 1 ms call take a second now and then; CPU time is the call's own.
 * @example cpuTimeOf(() => JSON.parse('[1]')).ms < 50
 */
export function cpuTimeOf<T>(fn: () => T): { ms: number; value: T } {
  const before = process.cpuUsage()
  const value = fn()
  const { user, system } = process.cpuUsage(before)
  return { ms: (user + system) / 1000, value }
}
