import type { OpenRequest, OpenResult, Report, Scenario } from '../engine/index.ts'
import type { PackedScenario } from './text-channel.ts'

/**
 * Page → worker: evaluate a scenario, turn a link or file text into one, or encode one's share link (an A/B
 * pair's when `pinned`, scenario A, is given); `cancel-link`: the link asked for as `id` is no longer wanted,
 * so the worker stops encoding it and never answers it.
 */
export type WorkerRequest = AnsweredRequest | { type: 'cancel-link'; id: number }

/** The requests the worker answers (once each, unless cancelled). */
export type AnsweredRequest =
  | ({ type: 'evaluate'; id: number } & PackedScenario)
  | { type: 'open'; id: number; request: OpenRequest }
  | { type: 'link'; id: number; scenario: Scenario; pinned?: Scenario }

/** Worker → page: the answer to request `id`, or why the engine failed on it. */
export type WorkerResponse =
  | { type: 'evaluate'; id: number; ok: true; report: Report }
  | { type: 'open'; id: number; ok: true; result: OpenResult }
  | { type: 'link'; id: number; ok: true; hash: string }
  | { type: 'evaluate' | 'open' | 'link'; id: number; ok: false; message: string }
