/**
 * The engine run in the page where no Worker exists (engine-client's `loadInPageEngine`): only what the engine
 * worker answers with. Loaded lazily, so the first page never carries the engine behind the door it imports.
 */
export { encodeShareLink, encodingsNeeded, evaluate, openScenario } from '../engine/index.ts'
