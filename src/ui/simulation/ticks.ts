import type { TimeAxis } from '../charts/TimeChart.tsx'

/** About five round ticks (1, 2 or 5 × 10^k apart) covering `min` to `max`, for a linear axis. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min]
  const raw = (max - min) / count
  const base = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * base).find((s) => s >= raw) ?? 10 * base
  const out: number[] = []
  const last = Math.ceil(max / step - 1e-9)
  for (let i = Math.floor(min / step + 1e-9); i <= last; i++) out.push(Math.round(i * step * 1e9) / 1e9)
  return out
}

/** Powers of ten from 1 to `max` (and `max` itself when it is not one), for a log time axis. */
export function logTicks(max: number): number[] {
  // A horizon that is not a finite number of calls has no last tick: the axis keeps its first.
  if (!Number.isFinite(max) || max < 1) return [1]
  const out: number[] = []
  for (let v = 1; v <= max; v *= 10) out.push(v)
  if (out.at(-1) !== max) out.push(max)
  return out
}

/** Ticks of a call-count axis from 1 to `last`: round linear ticks (with 1), or powers of ten. */
export const timeTicks = (last: number, log: boolean): number[] =>
  log ? logTicks(last) : [1, ...niceTicks(0, last).filter((v) => v > 1 && v <= last)]

/**
 * The simulation charts' time axis: calls made, 1 to the last sampled call count, linear or log (decades),
 * values past it clipped, as every explore chart draws it.
 */
export function callsAxis(
  result: { t: readonly number[] },
  logTime: boolean,
  format: (v: number) => string,
): TimeAxis {
  const last = Math.max(1, result.t.at(-1) ?? 1)
  return {
    label: `calls made, t${logTime ? ' (log scale)' : ''}`,
    log: logTime,
    domain: [1, last],
    clip: true,
    ticks: timeTicks(last, logTime),
    format,
  }
}

/** The explore charts' margins (room for the axis titles). */
export const SIM_MARGIN = { top: 8, right: 16, bottom: 22, left: 8 }
