/**
 * The engine's lazy door to opening (links, files, imports): the engine worker loads it on the first open, so
 * validation and its schema library do not delay the first evaluation. Everything else outside the engine
 * enters through src/engine/index.ts (docs/architecture.md, "Layers and doors").
 */
export { type OpenRequest, type OpenResult, openScenario } from '../entry/open-scenario.ts'
