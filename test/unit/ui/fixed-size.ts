/**
 * jsdom lays nothing out, so a chart's container measures 0 × 0 and recharts draws nothing: this ResizeObserver
 * reports a fixed box, so a chart is drawn in full, axes, bars and labels. Install it with
 * `vi.stubGlobal('ResizeObserver', FixedSizeObserver)`.
 */
export class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 640, height: 280 } } as unknown as ResizeObserverEntry
    queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver))
  }
  unobserve() {}
  disconnect() {}
}
