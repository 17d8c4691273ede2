// A worker thread starts without the parent's TypeScript loader: register tsx here, then run the thread itself.
import { register } from 'tsx/esm/api'

register()
await import('./simulation-thread.ts')
