// @vitest-environment jsdom
// React's StrictMode, as main.tsx renders the page: every render and effect runs twice, so an impure render or an
// effect without its cleanup (a subscription, a worker, a timer left behind) shows as an error or a wrong number.
// The component tests render without it (renderApp's `strict`); this walk renders every tab and chart inside it,
// with an A/B pin beside, and fails as the draw tests do (draw-everything.tsx).
import { describe, it, vi } from 'vitest'
import { base, drawEverything, listenWhileDrawing } from './draw-everything.tsx'

// Measured: ~4 s of CPU on a quiet 2-core machine; the guard is for a hang.
vi.setConfig({ testTimeout: 300_000 })

listenWhileDrawing()

describe('StrictMode', () => {
  it('draws every tab and chart, and the A/B view, with every render and effect run twice', async () => {
    await drawEverything({ ...base, pinned: true }, { strict: true })
  })
})
