import type { OpenRequest, OpenResult, Report, Scenario, ViewAsks } from '../engine/index.ts'
import type { OpenProgress } from './read-file-text.ts'
import type { PackedScenario, TextRef } from './text-channel.ts'

/**
 * Page → worker: evaluate a scenario, turn a link or file text into one, or encode one's share link (an A/B
 * pair's when `pinned`, scenario A, is given). An open may carry the file itself (`file`, whose text the worker
 * reads in place of the request's): a dropped 20 MB transcript is then never read, nor copied, on the page's
 * thread. `cancel-link`: the link asked for as `id` is no longer wanted, so the worker stops encoding it and
 * never answers it. `cancel-open`: the open of a file asked for as `id` is no longer wanted (the person pressed
 * Cancel): the worker stops reading the file and never answers it.
 */
export type WorkerRequest =
  | AnsweredRequest
  | { type: 'cancel-link'; id: number }
  | { type: 'cancel-open'; id: number }

/** The requests the worker answers (once each, unless cancelled). */
export type AnsweredRequest =
  /** `asks`: what the view shown needs computed (`asksOf`); the engine ignores the view. */
  | ({ type: 'evaluate'; id: number; asks: ViewAsks } & PackedScenario)
  | { type: 'open'; id: number; request: OpenRequest; file?: Blob }
  | { type: 'link'; id: number; scenario: Scenario; pinned?: Scenario }

/**
 * Worker → page: the answer to request `id`, or why the engine failed on it; before the answer to an open of a
 * file, how far its reading has got (`progress`, any number of times, never after the answer).
 */
export type WorkerResponse =
  | ({ type: 'progress'; id: number } & OpenProgress)
  | { type: 'evaluate'; id: number; ok: true; report: Report }
  /** `texts`: the long texts of the scenario opened, which the worker now holds (see `TextSender.adopt`). */
  | { type: 'open'; id: number; ok: true; result: OpenResult; texts?: TextRef[] }
  | { type: 'link'; id: number; ok: true; hash: string }
  | { type: 'evaluate' | 'open' | 'link'; id: number; ok: false; message: string }
