import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts'
import { ChartFrame, type ChartFrameProps, chartTooltip } from './ChartFrame.tsx'

/** One thing drawn over time: a line, a stacked area, or a band (an area between a row's [low, high]). */
export interface TimeSeries {
  /** Its React key; also the row key drawn unless `dataKey` names another. */
  key: string
  dataKey?: string
  /** The name hover shows (a band has none: the table names its edges). */
  name?: string
  color: string
  shape: 'line' | 'area' | 'band'
  /** A line's width (px). */
  width?: number
  dash?: string
  /** An area's fill opacity. */
  opacity?: number
  /** Areas with the same stack are drawn on top of each other. */
  stack?: string
  /** A line that holds its value until the next row (a budget spent call by call). */
  steps?: boolean
  /** A dot at each row (a short series). */
  dots?: boolean
}

/** A reference line: at a time (`x`) or at a value (`y`), with its label. */
export interface TimeMark {
  key: string
  x?: number
  y?: number
  color: string
  width?: number
  dash?: string
  label: {
    value: string
    position: 'top' | 'insideTopRight' | 'insideTopLeft'
    fill?: string
    fontSize?: number
  }
}

/** An axis' title (with its unit), where recharts places it beside a vertical axis (`dy`), and its ticks. */
export interface TimeAxis {
  label: string
  domain?: [number, number] | [number, 'auto']
  ticks?: number[]
  format?: (v: number) => string
  /** Values outside the domain are clipped instead of widening it. */
  clip?: boolean
  log?: boolean
  /** Whole numbers only (calls, actions). */
  integers?: boolean
}

export interface TimeChartProps<R> extends Omit<ChartFrameProps<R>, 'children'> {
  /** The rows drawn (the table's rows unless the chart draws a value another way, on a log scale). */
  data: readonly R[]
  /** The row key of the time: calls made, the LLM call, the turn. */
  time: string
  /** `category`: one tick a row, at its own place (turns 1, 2, 3 …). */
  x: TimeAxis & { category?: boolean }
  y: TimeAxis & { dy: number; width?: number }
  series: readonly TimeSeries[]
  marks?: readonly TimeMark[]
  height: number
  margin: { top: number; right: number; bottom: number; left: number }
  /** Gridlines across only (a step chart's actions need no vertical ones). */
  across?: boolean
}

const TICK = { fontSize: 11 }

/**
 * Every chart over time (calls made, LLM calls, turns): lines, stacked areas and bands of its rows over a linear
 * or log time axis, reference lines at times or values, in a ChartFrame whose table gives hover, Copy CSV and the
 * exports the same numbers.
 */
export function TimeChart<R>({
  data,
  time,
  x,
  y,
  series,
  marks = [],
  height,
  margin,
  across,
  ...frame
}: TimeChartProps<R>) {
  return (
    <ChartFrame {...frame}>
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data as R[]} margin={margin}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={across ? false : undefined} />
          <XAxis
            dataKey={time}
            type={x.category ? 'category' : 'number'}
            scale={x.category ? undefined : x.log ? 'log' : 'linear'}
            domain={x.domain}
            allowDataOverflow={x.clip}
            allowDecimals={x.integers ? false : undefined}
            ticks={x.ticks}
            tick={TICK}
            tickFormatter={x.format}
            label={{ value: x.label, position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            scale={y.log ? 'log' : 'auto'}
            domain={y.domain}
            allowDataOverflow={y.clip}
            ticks={y.ticks}
            allowDecimals={y.integers ? false : undefined}
            tick={TICK}
            width={y.width ?? 64}
            tickFormatter={y.format}
            label={{ value: y.label, angle: -90, position: 'insideLeft', fontSize: 11, dy: y.dy }}
          />
          {chartTooltip(frame.table, time)}
          {series.map((s) =>
            s.shape === 'line' ? (
              <Line
                key={s.key}
                dataKey={s.dataKey ?? s.key}
                name={s.name}
                type={s.steps ? 'stepAfter' : undefined}
                stroke={s.color}
                strokeWidth={s.width ?? 1}
                strokeDasharray={s.dash}
                dot={s.dots ? { r: 2 } : false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ) : s.shape === 'area' ? (
              <Area
                key={s.key}
                dataKey={s.dataKey ?? s.key}
                name={s.name}
                stackId={s.stack}
                type="linear"
                stroke={s.color}
                fill={s.color}
                fillOpacity={s.opacity}
                isAnimationActive={false}
              />
            ) : (
              <Area
                key={s.key}
                dataKey={s.dataKey ?? s.key}
                stroke="none"
                fill={s.color}
                fillOpacity={s.opacity}
                tooltipType="none"
                isAnimationActive={false}
                activeDot={false}
              />
            ),
          )}
          {marks.map((m) => (
            <ReferenceLine
              key={m.key}
              x={m.x}
              y={m.y}
              stroke={m.color}
              strokeWidth={m.width}
              strokeDasharray={m.dash}
              label={{ fontSize: 10, ...m.label }}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
