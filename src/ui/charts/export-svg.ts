import type { LegendItem } from './ChartLegend.tsx'

/** The fonts of the system, as the page uses them: an exported SVG names no web font and fetches nothing. */
export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** Presentation properties copied from the page's computed style, so the file looks the same on its own. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const

/** Hover decorations recharts draws into the chart: not part of the figure. */
const HOVER_ONLY = '.recharts-tooltip-cursor, .recharts-active-dot, .recharts-tooltip-wrapper'

/** Text for an element or a double-quoted attribute. */
const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

/** Copies each element's computed presentation style onto its clone (same tree shape, walked in step). */
function inlineStyles(source: Element, target: Element): void {
  const style = getComputedStyle(source)
  const parts: string[] = []
  for (const prop of STYLE_PROPS) {
    const v = style.getPropertyValue(prop)
    if (v !== '' && v !== 'normal' && v !== 'auto') parts.push(`${prop}:${v}`)
  }
  if (parts.length > 0) target.setAttribute('style', parts.join(';'))
  const from = source.children
  const to = target.children
  for (let i = 0; i < from.length && i < to.length; i++) inlineStyles(from[i] as Element, to[i] as Element)
}

/** A legend swatch in SVG: a square for a bar, a line (dashed when so drawn) for a line. */
function swatch(item: LegendItem, x: number, y: number): string {
  const color = escapeXml(item.color)
  if (item.shape === 'bar') return `<rect x="${x}" y="${y - 9}" width="10" height="10" fill="${color}"/>`
  const dash = item.shape === 'dashed' ? ' stroke-dasharray="4 2"' : ''
  return `<line x1="${x}" y1="${y - 4}" x2="${x + 14}" y2="${y - 4}" stroke="${color}" stroke-width="2"${dash}/>`
}

/** The legend laid out in rows that fit `width`; text width estimated from the character count at 11 px. */
function legendSvg(
  items: readonly LegendItem[],
  width: number,
  top: number,
): { svg: string; height: number } {
  const parts: string[] = []
  let x = 12
  let y = top + 12
  for (const item of items) {
    const w = 20 + Math.ceil(item.label.length * 6.2) + 14
    if (x > 12 && x + w > width - 12) {
      x = 12
      y += 17
    }
    parts.push(swatch(item, x, y))
    parts.push(`<text x="${x + 18}" y="${y}" font-size="11" fill="#1d232b">${escapeXml(item.label)}</text>`)
    x += w
  }
  return { svg: parts.join(''), height: items.length === 0 ? 0 : y - top + 8 }
}

export interface ExportOptions {
  /** The figure's title, written above the chart. */
  title: string
  /** Its legend (the page draws legends in HTML, outside the chart's SVG). */
  legend?: readonly LegendItem[]
  /** Lines under the chart (what it is drawn from, a note on its scale). */
  notes?: readonly string[]
  /** The chart's numbers as CSV (its table), kept in the file's `<metadata>` so a pasted figure still carries
   * the series it draws. */
  csv?: string
}

/**
 * A chart's SVG as a standalone file: the page's computed styles inlined, a white background, the title and
 * legend drawn in, the fonts of the system, no hover decorations. `charts` are the chart library's `<svg>`s of
 * one figure (several small charts keep their places side by side).
 * @example exportSvg([figure.querySelector('svg.recharts-surface')], { title: 'Kept chars' }).startsWith('<svg')
 */
export function exportSvg(charts: readonly SVGSVGElement[], options: ExportOptions): string {
  const boxes = charts.map((c) => c.getBoundingClientRect())
  const left = Math.min(...boxes.map((b) => b.left))
  const upper = Math.min(...boxes.map((b) => b.top))
  const sized = (b: DOMRect, c: SVGSVGElement) => ({
    x: b.left - left,
    y: b.top - upper,
    w: Math.round(b.width || Number(c.getAttribute('width')) || 600),
    h: Math.round(b.height || Number(c.getAttribute('height')) || 300),
  })
  const placed = charts.map((c, i) => ({ chart: c, ...sized(boxes[i] as DOMRect, c) }))
  const width = Math.max(320, ...placed.map((p) => Math.round(p.x + p.w)))
  const chartHeight = Math.max(...placed.map((p) => Math.round(p.y + p.h)))

  const titleHeight = 26
  const legend = legendSvg(options.legend ?? [], width, titleHeight)
  const top = titleHeight + legend.height
  const notes = options.notes ?? []
  const height = top + chartHeight + notes.length * 16 + (notes.length > 0 ? 8 : 0)

  const inner = placed.map(({ chart, x, y, w, h }) => {
    const clone = chart.cloneNode(true) as SVGSVGElement
    inlineStyles(chart, clone)
    for (const el of clone.querySelectorAll(HOVER_ONLY)) el.remove()
    clone.setAttribute('x', String(Math.round(x)))
    clone.setAttribute('y', String(Math.round(top + y)))
    clone.setAttribute('width', String(w))
    clone.setAttribute('height', String(h))
    clone.removeAttribute('style')
    clone.removeAttribute('class')
    return new XMLSerializer().serializeToString(clone)
  })

  const noteSvg = notes
    .map(
      (n, i) =>
        `<text x="12" y="${top + chartHeight + 14 + i * 16}" font-size="11" fill="#5d6773">${escapeXml(n)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(SYSTEM_FONTS)}">`,
    `<title>${escapeXml(options.title)}</title>`,
    options.csv === undefined ? '' : `<metadata data-format="text/csv">${escapeXml(options.csv)}</metadata>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="12" y="18" font-size="13" font-weight="600" fill="#1d232b">${escapeXml(options.title)}</text>`,
    legend.svg,
    ...inner,
    noteSvg,
    '</svg>',
  ].join('')
}

/**
 * Draws an SVG file's text onto a canvas at `scale` × its size and returns it as PNG (for slides and
 * documents that take images).
 */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg)
  const width = Number(size?.[1] ?? 600)
  const height = Number(size?.[2] ?? 300)
  // A data: URL, which the page's image policy allows (blob: it does not).
  const image = new Image()
  image.decoding = 'async'
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(height * scale)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2D canvas in this browser')
  ctx.scale(scale, scale)
  ctx.drawImage(image, 0, 0, width, height)
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas made no PNG'))), 'image/png'),
  )
}
