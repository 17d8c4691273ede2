// The calibration workload of the performance budgets: a fixed piece of plain JavaScript (sorting, string
// building and searching, JSON, small objects: what the engine does all day), timed in the same run as the
// figures it calibrates, in the same runtime. A figure divided by it is a ratio that a faster or a busier
// machine changes far less than the figure itself: `scripts/perf-check.mjs` judges budgets that way.

/**
 * The workload. Self-contained (no outer references), so the browser can run it too (page.evaluate).
 * Deterministic; returns a number so no work is optimised away. ~25 ms on a quiet 2-core machine.
 */
export function calibrationWork() {
  let x = 2463534242
  const next = () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 4294967296
  }
  const nums = Array.from({ length: 100_000 }, next)
  nums.sort((a, b) => a - b)
  const words = Array.from({ length: 20_000 }, (_, i) => `w${i}:${Math.floor(nums[i] * 1e6)}`)
  const text = words.join(' ')
  let hits = 0
  for (let i = 0; i < 300; i++) hits += text.indexOf(`w${i * 61}:`) >= 0 ? 1 : 0
  const objects = JSON.parse(JSON.stringify(words.map((w, i) => ({ w, i, v: nums[i] }))))
  return hits + objects.length + nums[50_000]
}

/** Wall-clock ms of one calibration run here (after `warmups` untimed runs). */
export function timeCalibration(warmups = 1) {
  for (let i = 0; i < warmups; i++) calibrationWork()
  const t = performance.now()
  calibrationWork()
  return performance.now() - t
}

/** CPU ms of one calibration run in this process: what it costs on a quiet machine, busy or not. */
export function cpuCalibration(warmups = 1) {
  for (let i = 0; i < warmups; i++) calibrationWork()
  const before = process.cpuUsage()
  calibrationWork()
  const { user, system } = process.cpuUsage(before)
  return (user + system) / 1000
}
