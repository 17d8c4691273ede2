/** A chart's legend as plain HTML: readable, selectable, and lighter than the chart library's own. */
export interface LegendItem {
  label: string
  color: string
  shape: 'bar' | 'line' | 'dashed'
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className={`swatch ${item.shape}`} style={{ color: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
