import type { OpenRequest, OpenResult, Report, Scenario } from '../engine/index.ts'

/** Page → worker: evaluate a scenario, or turn a link or file text into one. */
export type WorkerRequest =
  | { type: 'evaluate'; id: number; scenario: Scenario }
  | { type: 'open'; id: number; request: OpenRequest }

/** Worker → page: the answer to request `id`, or why the engine failed on it. */
export type WorkerResponse =
  | { type: 'evaluate'; id: number; ok: true; report: Report }
  | { type: 'open'; id: number; ok: true; result: OpenResult }
  | { type: 'evaluate' | 'open'; id: number; ok: false; message: string }
