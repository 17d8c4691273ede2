/** Starts the engine worker (bundled by Vite from its own module; never fetched from anywhere else). */
export function spawnEngineWorker(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })
}
