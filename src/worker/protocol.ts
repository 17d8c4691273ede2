import type { OpenRequest, OpenResult, Report, Scenario } from '../engine/index.ts'
import type { PackedScenario } from './text-channel.ts'

/** Page → worker: evaluate a scenario, turn a link or file text into one, or encode one's share link. */
export type WorkerRequest =
  | ({ type: 'evaluate'; id: number } & PackedScenario)
  | { type: 'open'; id: number; request: OpenRequest }
  | { type: 'link'; id: number; scenario: Scenario }

/** Worker → page: the answer to request `id`, or why the engine failed on it. */
export type WorkerResponse =
  | { type: 'evaluate'; id: number; ok: true; report: Report }
  | { type: 'open'; id: number; ok: true; result: OpenResult }
  | { type: 'link'; id: number; ok: true; hash: string }
  | { type: 'evaluate' | 'open' | 'link'; id: number; ok: false; message: string }
