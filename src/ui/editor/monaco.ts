/**
 * The one Monaco set-up of the page: every editor module imports Monaco from here, never from the package.
 *
 * Why one: Monaco creates its services (the instantiation service and its singletons) when the first editor is
 * created, from whatever has registered by then. Its JSON language support loads lazily and brings every editor
 * feature with it (code lens, inlay hints, suggest, action widgets…), each needing a service of its own; an
 * editor created after that, with the services already made, then failed with `[createInstance] … depends on
 * UNKNOWN service ICodeLensCache` (and four more). So all features register here, before any editor exists,
 * and the workers are chosen in one place: `MonacoEnvironment` is global, and two modules setting it raced.
 */
import * as monaco from 'monaco-editor/editor'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker'
import 'monaco-editor/features/register.all'
import { jsonDefaults } from 'monaco-editor/languages/features/json/register'
import JsonWorker from './json.worker.ts?worker'

// Bundled workers, started from the page's origin (the CSP allows no other): JSON's language service
// (schema validation, completion) has its own, guarded against deep nesting; everything else shares the
// editor worker.
;(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: (_id, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
}

export { jsonDefaults, monaco }
