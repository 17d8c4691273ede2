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
} as const
