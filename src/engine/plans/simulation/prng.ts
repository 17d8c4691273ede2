// biome-ignore-all lint/style/noNonNullAssertion: the ziggurat tables have 128 entries and layers are 7-bit
/**
 * The ziggurat's tables (Marsaglia and Tsang 2000, 128 layers): thresholds, widths and densities per layer.
 * Exported for the simulator's index loop (index-loop.ts), which takes the ziggurat's common path itself.
 */
const ZIG_R = 3.442619855899
export const ZIG_K = new Float64Array(128)
export const ZIG_W = new Float64Array(128)
const ZIG_F = new Float64Array(128)
{
  const m1 = 2147483648
  const vn = 9.91256303526217e-3
  let dn = ZIG_R
  let tn = dn
  const q = vn / Math.exp(-0.5 * dn * dn)
  ZIG_K[0] = (dn / q) * m1
  ZIG_K[1] = 0
  ZIG_W[0] = q / m1
  ZIG_W[127] = dn / m1
  ZIG_F[0] = 1
  ZIG_F[127] = Math.exp(-0.5 * dn * dn)
  for (let i = 126; i >= 1; i--) {
    dn = Math.sqrt(-2 * Math.log(vn / dn + Math.exp(-0.5 * dn * dn)))
    ZIG_K[i + 1] = (dn / tn) * m1
    tn = dn
    ZIG_F[i] = Math.exp(-0.5 * dn * dn)
    ZIG_W[i] = dn / m1
  }
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, 32-bit): four words of state, passes PractRand to
 * terabytes, and needs only adds, xors and shifts, so a run draws tens of millions of numbers a second.
 * Every run owns one, seeded from (scenario seed, run index) by `runSeed`, so a run's draws never depend on
 * which worker ran it or what ran before it.
 * @example const r = new Sfc32(1, 0); r.float() // a number in [0, 1), the same on every machine
 */
export class Sfc32 {
  /** The four state words, in a typed array so updates never allocate (V8 boxes int32s beyond 31 bits). */
  readonly s = new Int32Array(4)

  constructor(seed: number, stream: number) {
    this.reseed(seed, stream)
  }

  /** Restarts this generator as `new Sfc32(seed, stream)` would start, without allocating one per run. */
  reseed(seed: number, stream: number): void {
    const s = this.s
    s[0] = runSeed(seed, stream)
    s[1] = runSeed(stream, seed ^ 0x9e3779b9)
    s[2] = seed | 0
    s[3] = 1
    for (let i = 0; i < 12; i++) this.next()
  }

  /** A uniformly distributed 32-bit unsigned integer. */
  next(): number {
    const s = this.s
    const a = s[0] as number
    const b = s[1] as number
    const c = s[2] as number
    const d = s[3] as number
    const t = (((a + b) | 0) + d) | 0
    s[3] = d + 1
    s[0] = b ^ (b >>> 9)
    s[1] = c + (c << 3)
    s[2] = ((c << 21) | (c >>> 11)) + t
    return t >>> 0
  }

  /** Uniform in [0, 1) with 32 bits of resolution. */
  float(): number {
    return this.next() * 2.3283064365386963e-10
  }

  /** Uniform whole number in [0, n), n ≤ 2^32 (multiply-shift; its bias is below 2^-32 · n). */
  below(n: number): number {
    return Math.floor(this.float() * n)
  }

  /** Uniform in (0, 1): never 0, so its logarithm is finite. */
  floatOpen(): number {
    return (this.next() + 0.5) * 2.3283064365386963e-10
  }

  /**
   * A standard normal draw: Marsaglia and Tsang's (2000) ziggurat with 128 layers, one 32-bit draw in about 99%
   * of calls (its sign and value from the draw, its layer from the draw's low 7 bits).
   */
  normal(): number {
    const hz = this.next() | 0
    const iz = hz & 127
    if (Math.abs(hz) < ZIG_K[iz]!) return hz * ZIG_W[iz]!
    return this.normalSlow(hz, iz)
  }

  /**
   * The ziggurat's rare path for a first draw `hz` (as int32) in layer `iz`: the wedges and the tail beyond r.
   * Public so a loop that keeps this generator's state in locals can hand it the rare case (state stored first).
   */
  normalSlow(hz: number, iz: number): number {
    for (;;) {
      const x = hz * ZIG_W[iz]!
      if (iz === 0) {
        let tx: number
        let ty: number
        do {
          tx = -Math.log(this.floatOpen()) / ZIG_R
          ty = -Math.log(this.floatOpen())
        } while (ty + ty < tx * tx)
        return hz > 0 ? ZIG_R + tx : -ZIG_R - tx
      }
      if (ZIG_F[iz]! + this.float() * (ZIG_F[iz - 1]! - ZIG_F[iz]!) < Math.exp(-0.5 * x * x)) return x
      hz = this.next() | 0
      iz = hz & 127
      if (Math.abs(hz) < ZIG_K[iz]!) return hz * ZIG_W[iz]!
    }
  }

  /** A Gamma(shape, 1) draw (Marsaglia and Tsang 2000; shape < 1 boosted by U^(1/shape)). */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * this.float() ** (1 / shape)
    const d = shape - 1 / 3
    return this.gammaDC(d, 1 / Math.sqrt(9 * d))
  }

  /**
   * Marsaglia and Tsang's Gamma(shape ≥ 1) draw from its constants d = shape − 1/3 and c = 1/sqrt(9d), which a
   * caller drawing often from the same shape keeps (Thompson sampling's posteriors).
   */
  gammaDC(d: number, c: number): number {
    for (;;) {
      let x: number
      let v: number
      do {
        x = this.normal()
        v = 1 + c * x
      } while (v <= 0)
      v = v * v * v
      const u = this.float()
      const x2 = x * x
      if (u < 1 - 0.0331 * x2 * x2) return d * v
      if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v
    }
  }

  /** A Beta(a, b) draw as X / (X + Y) with X ~ Gamma(a), Y ~ Gamma(b). */
  beta(a: number, b: number): number {
    const x = this.gamma(a)
    return x / (x + this.gamma(b))
  }
}

/**
 * A well-mixed 32-bit seed for run `index` of a scenario seeded `seed` (murmur3's finaliser over both words), so
 * neighbouring runs get unrelated streams.
 * @example runSeed(1, 0) !== runSeed(1, 1)
 */
export function runSeed(seed: number, index: number): number {
  let h = (Math.imul(seed | 0, 0x85ebca6b) ^ Math.imul(index | 0, 0xc2b2ae35) ^ 0x27d4eb2f) | 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h | 0
}
