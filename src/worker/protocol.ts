import type { Report, Scenario } from '../engine/index.ts'

/** Page → worker: evaluate this scenario. */
export interface EvaluateRequest {
  id: number
  scenario: Scenario
}

/** Worker → page: the report for request `id`, or why the engine failed on it. */
export type EvaluateResponse =
  | { id: number; ok: true; report: Report }
  | { id: number; ok: false; message: string }
