/**
 * Hard limits on what a Scenario may hold. They keep the page responsive and every number exact in a double;
 * each one is checked by validation, so the message names the field and the limit.
 */
export const LIMITS = {
  /** 1e9 chars: far above any real context window (1M tokens ≈ 4M chars), still exact in every sum. */
  maxBudgetChars: 1_000_000_000,
  /** One output (pasted or generated): 64 Mi chars, so a 50 MB paste is accepted and evaluated. */
  maxOutputChars: 64 * 1024 * 1024,
  maxToolNameChars: 200,
  maxCallsPerBatch: 1_000,
  maxBatches: 1_000,
  /** Turn-guard caps: later versions of seed 003's project use 1,000 calls per turn. */
  maxCallsCap: 1_000_000,
  /**
   * Calls in all batches together. Every call is a row in three tables of the report (seed 003's, seed 002's
   * calls and the window's messages); 10,000 keeps an evaluation near a second and the report a few MB, where
   * 100,000 calls made a 80 MB report and left the page unresponsive for seconds.
   */
  maxCallsInAll: 10_000,
  /**
   * Chars of all outputs together, a generated sample length counted once however many calls use it (it is
   * built once and its facts are remembered): each distinct char is read on every evaluation. Two largest
   * outputs; 1,000 calls of one 64 Mi-char sample are fine, 1,000 samples of different lengths are not.
   */
  maxOutputCharsInAll: 128 * 1024 * 1024,
  /** A scenario file, read by its size before any of it is parsed (`/dev/zero` or a sparse 2 GB file). */
  maxFileBytes: 256 * 1024 * 1024,
} as const
