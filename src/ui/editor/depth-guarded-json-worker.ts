import { JSONWorker } from 'monaco-editor/languages/features/json/jsonWorker'
import { MAX_JSON_DEPTH } from '../../state/engine.ts'
import { nestsDeeperThan } from './json-nesting.ts'

/**
 * Monaco's JSON language service, refusing texts nested deeper than the page reads. Its parser recurses once
 * per bracket: a 10,000-deep text overflows the worker's stack and the error surfaces in the page. The editor
 * switches such a text to plain text, but Monaco may still send it here (a validation scheduled before the
 * switch is not cancelled), so the worker treats it as no document: no squiggles, no folding, no error.
 */
export class DepthGuardedJsonWorker extends JSONWorker {
  _getTextDocument(uri: string) {
    const document = super._getTextDocument(uri)
    return document && nestsDeeperThan(document.getText(), MAX_JSON_DEPTH) ? null : document
  }
}
