// FROZEN with share-link format 2: every format-2 link decodes through these tables. Never edit them; a change
// of model is a new link format.

/** lpaq1's squash knots: 4096 / (1 + e^-x) at x = -8, -7.5, …, 8, rounded as lpaq1 has them. */
const KNOTS = [
  1, 2, 3, 6, 10, 16, 27, 45, 73, 120, 194, 310, 488, 747, 1101, 1546, 2047, 2549, 2994, 3348, 3607, 3785,
  3901, 3975, 4024, 4050, 4068, 4079, 4085, 4089, 4092, 4093, 4094,
]

/** `squash` tabulated, at `d + 2048` (the coder's hot loop reads it directly). */
export const SQUASH = new Int16Array(4096)
for (let d = -2048; d < 2048; d++) {
  const w = d & 127
  const i = (d >> 7) + 16
  SQUASH[d + 2048] =
    i >= 32 ? 4095 : ((KNOTS[i] as number) * (128 - w) + (KNOTS[i + 1] as number) * w + 64) >> 7
}

/**
 * The logistic function in integers: a stretched probability `d` (−2047…2047, 8 fractional bits of ln(p/(1−p)))
 * to a 12-bit probability 1…4095, by linear interpolation between lpaq1's knots. Integer arithmetic only, so
 * every JavaScript engine computes the same bits (Math.exp may differ in the last place between engines).
 * @example squash(0) === 2047
 */
export function squash(d: number): number {
  return d > 2047 ? 4095 : d < -2047 ? 1 : (SQUASH[d + 2048] as number)
}

/** The inverse of `squash`, tabulated: a 12-bit probability to its stretched value. `STRETCH[2047] === 0`. */
export const STRETCH = new Int16Array(4096)
{
  let from = 0
  for (let x = -2047; x <= 2047; x++) {
    const v = squash(x)
    for (let j = from; j <= v; j++) STRETCH[j] = x
    from = v + 1
  }
  for (let j = from; j < 4096; j++) STRETCH[j] = 2047
}

/** Adaptive learning rates of a counter seen `n` times: floor(32768 / (n + 1.5)), so the first update moves it 2/3. */
export const RATE = new Int32Array(256)
for (let n = 0; n < 256; n++) RATE[n] = Math.floor(32768 / (n + 1.5))
