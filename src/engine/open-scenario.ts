import { type ImportAnswer, type ImportRequest, openImport } from './import/open-import.ts'
import type { ForeignJson } from './not-scenario.ts'
import { readScenarioFile } from './scenario-file.ts'
import { type DecodedLink, decodeShareLink } from './share/decode-link.ts'

/**
 * Something the page wants turned into a Scenario: the URL hash, the text of a file or saved copy, or something
 * to import (a transcript, recording or tool list, over the current scenario or into Tool selection).
 */
export type OpenRequest = { kind: 'link'; hash: string } | { kind: 'file'; text: string } | ImportRequest
/**
 * `none`: the hash holds no share link. An error's `looksLike` says the text is JSON of another kind (a
 * transcript, a tool list): the hook where an importer can take over instead of showing the message (the
 * `import` request does so).
 */
export type OpenResult =
  | DecodedLink
  | { kind: 'error'; message: string; looksLike: ForeignJson }
  | ImportAnswer

/**
 * Every way into the app in one call, so validation (and its schema library) runs in the worker, not the page.
 * @example openScenario({ kind: 'file', text: '{}' }).kind === 'ok'
 */
export function openScenario(request: OpenRequest): OpenResult {
  if (request.kind === 'link') return decodeShareLink(request.hash)
  if (request.kind === 'import' || request.kind === 'selection') return openImport(request)
  const read = readScenarioFile(request.text)
  if (read.ok) return { kind: 'ok', scenario: read.scenario }
  return read.looksLike === undefined
    ? { kind: 'error', message: read.message }
    : { kind: 'error', message: read.message, looksLike: read.looksLike }
}
