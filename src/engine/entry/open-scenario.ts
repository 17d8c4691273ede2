import { readJson } from '../base/read-json.ts'
import type { ForeignJson } from '../not-scenario.ts'
import { type PlacedText, placeTexts } from '../saved-texts.ts'
import { type FileRead, readScenarioFile, readScenarioValue } from '../scenario-file.ts'
import { type DecodedLink, decodeShareLink } from '../share/decode-link.ts'
import { type ImportAnswer, type ImportRequest, openImport } from './open-import.ts'

/**
 * Something the page wants turned into a Scenario: the URL hash, the text of a file or saved copy, a saved copy
 * whose long texts were kept apart (in IndexedDB) and go back to their places (see `separateTexts`), or something
 * to import (a transcript, recording or tool list, over the current scenario or into Tool selection).
 */
export type OpenRequest =
  | { kind: 'link'; hash: string }
  | { kind: 'file'; text: string }
  | { kind: 'saved'; file: string; texts: readonly PlacedText[] }
  | ImportRequest
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
  const read =
    request.kind === 'file' ? readScenarioFile(request.text) : readSaved(request.file, request.texts)
  if (read.ok) return { kind: 'ok', scenario: read.scenario }
  return read.looksLike === undefined
    ? { kind: 'error', message: read.message }
    : { kind: 'error', message: read.message, looksLike: read.looksLike }
}

function readSaved(file: string, texts: readonly PlacedText[]): FileRead {
  const json = readJson(file)
  if (!json.ok) return { ok: false, message: json.message }
  const placed = placeTexts(json.value, texts)
  return placed.ok ? readScenarioValue(placed.value) : placed
}
