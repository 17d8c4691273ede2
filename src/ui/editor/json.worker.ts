// The JSON editor's worker (see depth-guarded-json-worker.ts), started the way Monaco starts its own.
import { initialize } from 'monaco-editor/internal/common/initialize'
import { DepthGuardedJsonWorker } from './depth-guarded-json-worker.ts'

self.onmessage = () => initialize((ctx, createData) => new DepthGuardedJsonWorker(ctx, createData))
