import { type ReactNode, useRef, useState } from 'react'
import { Tooltip } from 'recharts'
import { downloadFile } from '../download-file.ts'
import { fmt } from '../format.ts'
import { FaultBoundary } from '../layout/FaultBoundary.tsx'
import { ChartLegend, type LegendItem } from './ChartLegend.tsx'
import { type ChartTable, cellOf, toCsv } from './chart-table.ts'
import { exportSvg, svgToPng } from './export-svg.ts'
import './charts.css'

export interface ChartFrameProps<R> {
  /** What the chart shows, with units: the figure's accessible name and the exported file's title. */
  label: string
  /** The chart's numbers: what hover shows, Copy CSV copies and the SVG is drawn from. */
  table: ChartTable<R>
  /** The legend drawn above the chart (and into the exported SVG). */
  legend?: readonly LegendItem[]
  /** A legend for the exported file only, when the page shows one legend for several charts. */
  exportLegend?: readonly LegendItem[]
  /** The base of the downloaded files' names. */
  file: string
  /** Controls beside the export buttons (a log-scale switch). */
  controls?: ReactNode
  /** Under the chart, and written under the exported image too. */
  caption?: string
  className?: string
  children: ReactNode
}

type Status = { text: string; error: boolean } | null

/**
 * Every chart's frame: its legend, the export buttons (Copy CSV, Download SVG, Download PNG) and a caption.
 * The chart itself is the child; its hover values come from `chartTooltip` with the same table.
 */
export function ChartFrame<R>({
  label,
  table,
  legend,
  exportLegend,
  file,
  controls,
  caption,
  className,
  children,
}: ChartFrameProps<R>) {
  const figure = useRef<HTMLElement>(null)
  const [status, setStatus] = useState<Status>(null)
  const say = (text: string, error = false) => {
    setStatus({ text, error })
    setTimeout(() => setStatus(null), 2_500)
  }
  const svgText = () => {
    const svgs = [
      ...(figure.current?.querySelectorAll<SVGSVGElement>('svg.recharts-surface, svg.chart-svg') ?? []),
    ]
    if (svgs.length === 0) throw new Error('the chart is not drawn yet')
    return exportSvg(svgs, {
      title: label,
      legend: exportLegend ?? legend ?? [],
      notes: caption ? [caption] : [],
      csv: toCsv(table),
    })
  }
  const copyCsv = async () => {
    const csv = toCsv(table)
    try {
      await navigator.clipboard.writeText(csv)
      say(`Copied ${fmt(table.rows.length)} ${table.rows.length === 1 ? 'row' : 'rows'}`)
    } catch {
      downloadFile(new Blob([csv], { type: 'text/csv' }), `${file}.csv`)
      say('Clipboard blocked: saved as a .csv file')
    }
  }
  const saveSvg = () => {
    try {
      downloadFile(new Blob([svgText()], { type: 'image/svg+xml' }), `${file}.svg`)
    } catch (err) {
      say(`No SVG: ${(err as Error).message}`, true)
    }
  }
  const savePng = async () => {
    try {
      downloadFile(await svgToPng(svgText()), `${file}.png`)
    } catch (err) {
      say(`No PNG: ${(err as Error).message}`, true)
    }
  }
  return (
    <figure className={`chart ${className ?? ''}`} aria-label={label} ref={figure} data-chart={file}>
      <div className="chart-head">
        {legend ? <ChartLegend items={[...legend]} /> : <span />}
        <div className="chart-tools">
          {controls}
          <button type="button" className="small-btn" onClick={copyCsv} title="The chart's numbers as CSV">
            Copy CSV
          </button>
          <button type="button" className="small-btn" onClick={saveSvg} title="A standalone SVG file">
            Download SVG
          </button>
          <button type="button" className="small-btn" onClick={savePng} title="A PNG at twice the size">
            Download PNG
          </button>
          <span className={status?.error ? 'chart-status error' : 'chart-status'} aria-live="polite">
            {status?.text ?? ''}
          </span>
        </div>
      </div>
      {/* A fault while drawing keeps the frame (its Copy CSV still holds the numbers) and says what failed. */}
      <FaultBoundary part="chart" resetKey={table}>
        {children}
      </FaultBoundary>
      {caption && <figcaption className="small muted">{caption}</figcaption>}
    </figure>
  )
}

/** A number as the hover box shows it: thousands separators, at most 3 decimals. */
function showValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(showValue).join(' – ')
  if (typeof v !== 'number') return String(v ?? '—')
  if (!Number.isFinite(v)) return '—'
  return fmt(Math.round(v * 1000) / 1000)
}

interface TipPayload {
  dataKey?: unknown
  value?: unknown
  color?: string
  payload?: unknown
}

/**
 * The hover values of a chart, labelled from its table: the x value with its column's label, then each series
 * under the pointer with its label and unit.
 */
export function chartTooltip<R>(table: ChartTable<R>, xKey: string) {
  const labelOf = new Map(table.columns.map((c) => [c.key, c.label]))
  const showOf = new Map(table.columns.map((c) => [c.key, c.show]))
  const xColumn = table.columns.find((c) => c.key === xKey)
  return (
    <Tooltip
      isAnimationActive={false}
      cursor={{ stroke: '#8c96a3', strokeDasharray: '3 3', fill: 'rgb(47 111 219 / 6%)' }}
      content={({ active, payload, label }) => {
        const items = (payload ?? []) as readonly TipPayload[]
        if (!active || items.length === 0) return null
        const row = items[0]?.payload as R | undefined
        const x = xColumn && row !== undefined ? cellOf(xColumn, row) : label
        return (
          <div className="chart-tip">
            <div className="chart-tip-x">
              {xColumn?.label ?? ''}: <b>{typeof x === 'number' ? showValue(x) : String(x ?? '')}</b>
            </div>
            <table>
              <tbody>
                {items.map((p) => (
                  <tr key={String(p.dataKey)}>
                    <td>
                      <span className="chart-tip-swatch" style={{ background: p.color }} />
                    </td>
                    <td>{labelOf.get(String(p.dataKey)) ?? String(p.dataKey)}</td>
                    <td className="r">
                      {typeof p.value === 'number' && showOf.get(String(p.dataKey))
                        ? showOf.get(String(p.dataKey))?.(p.value)
                        : showValue(p.value)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }}
    />
  )
}
