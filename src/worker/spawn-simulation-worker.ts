/** Starts one simulation worker (bundled by Vite from its own module). */
export function spawnSimWorker(): Worker {
  return new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' })
}
