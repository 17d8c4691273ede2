import type { SelectionReport } from '../../engine/index.ts'
import { selectIsUpdating } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt, plural } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { AllocationChart } from './AllocationChart.tsx'
import { colorOf, STRATEGY_INFO } from './names.ts'
import { StaleBadge } from './StaleBadge.tsx'

const MAX_SLOT_BOXES = 64
/** Categories named per strategy row; the chart's first nine segments and the counts cover the rest. */
const PER_CATEGORY_SHOWN = 6

/** The formula with its live values, as the seed writes it. */
function Formula({ report }: { report: SelectionReport }) {
  const { n, quotient, perCat } = report.formula
  const active = report.strategies.find((s) => s.strategy === report.strategy)
  return (
    <div className="explain" data-testid="sel-formula">
      <div className="formula">
        <code>
          per_cat = max({report.minPerCategory}, max_tools {'//'} len(categories))
          <SeedLink to="004/per-cat" />
        </code>
        <code className="live">
          {report.plainChat?.reason === 'classifier-none' ? (
            'the classifier said none: nothing is walked'
          ) : n === 0 ? (
            'no categories: no tools (the seed returns [] before dividing)'
          ) : (
            <>
              = max({report.minPerCategory}, {fmt(report.maxTools)} {'//'} {fmt(n)}) = max(
              {report.minPerCategory}, {fmt(quotient ?? 0)}) = <strong>{fmt(perCat ?? 0)}</strong> slots per
              category
            </>
          )}
        </code>
      </div>
      <div className="formula">
        <code>
          selected[:max_tools]
          <SeedLink to="facts/004-walk" />
          <SeedLink to="004/starvation" />
        </code>
        <span className="live">
          {fmt(n)} × {fmt(perCat ?? 0)} = {fmt(n * (perCat ?? 0))} possible;{' '}
          {report.strategies[0]?.cut
            ? `${fmt(report.strategies[0].cut)} taken then cut: the later categories starve`
            : 'nothing cut'}
        </span>
      </div>
      {active && (
        <p className="muted small">
          Shown: {STRATEGY_INFO[report.strategy].label} ({STRATEGY_INFO[report.strategy].source}):{' '}
          {active.plainChat
            ? 'nothing selected, so plain chat (not even request_more_tools).'
            : `${plural(active.selectedCount, 'slot')} of ${fmt(report.maxTools)} used, plus request_more_tools in front (no slot).`}{' '}
          Leftover slots are not redistributed by the seed; “redistribute” and “weighted” are ours.
          <SeedLink to="004/no-redistribution" />
        </p>
      )}
    </div>
  )
}

/** The request as the model gets it: the meta tool, then one box per slot, coloured and named by category. */
function SlotGrid({ report }: { report: SelectionReport }) {
  const active = report.strategies.find((s) => s.strategy === report.strategy)
  if (!active) return null
  const catOf = new Map<string, number>()
  for (const r of report.rows.rows)
    if (r.slot !== null && !catOf.has(r.tool) && r.entry >= 0) catOf.set(r.tool, r.entry)
  if (report.plainChat)
    return (
      <p className="sel-plain-chat" data-testid="sel-plain-chat">
        {report.plainChat.message}
        <SeedLink to="facts/004-plain-chat" />
      </p>
    )
  const boxes = Math.min(Math.max(report.maxTools, active.selectedCount), MAX_SLOT_BOXES)
  return (
    <ol className="sel-slots" aria-label="The tool list of the first request">
      <li className="sel-slot meta" title="always first; takes no slot">
        <span className="sel-slot-no">0</span> request_more_tools
      </li>
      {Array.from({ length: boxes }, (_, i) => {
        const tool = report.selected[i]
        const entry = tool === undefined ? undefined : catOf.get(tool)
        const cat = entry === undefined ? undefined : active.perEntry[entry]?.category
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={i}
            className={tool === undefined ? 'sel-slot empty' : 'sel-slot'}
            style={entry === undefined ? undefined : { borderLeftColor: colorOf(entry) }}
            title={tool === undefined ? 'unused slot' : `${tool} (from ${cat ?? '?'})`}
          >
            <span className="sel-slot-no">{i + 1}</span> {tool ?? 'unused'}
          </li>
        )
      })}
      {Math.max(report.maxTools, active.selectedCount) > MAX_SLOT_BOXES && (
        <li className="sel-slot more">
          +{fmt(Math.max(report.maxTools, active.selectedCount) - MAX_SLOT_BOXES)} more
        </li>
      )}
    </ol>
  )
}

function AllocationTable({ report }: { report: SelectionReport }) {
  return (
    <ScrollRegion label="Allocation per strategy">
      <table className="grid numbers" aria-label="Allocation per strategy">
        <caption className="muted small">
          Same classifier output under each strategy. Starved: a category with tools of its own that got no
          slot. Left out: tools of the classified categories not in the list.
        </caption>
        <thead>
          <tr>
            <th scope="col">strategy</th>
            <th scope="col" className="r">
              quota
            </th>
            <th scope="col">slots per category</th>
            <th scope="col" className="r">
              selected
            </th>
            <th scope="col" className="r">
              unused
            </th>
            <th scope="col" className="r">
              cut
            </th>
            <th scope="col" className="r">
              starved
            </th>
            <th scope="col" className="r">
              left out
            </th>
          </tr>
        </thead>
        <tbody>
          {report.strategies.map((s) => (
            <tr
              key={s.strategy}
              data-testid={`alloc-row-${s.strategy}`}
              className={s.strategy === report.strategy ? 'sel-active' : undefined}
            >
              <td>
                {STRATEGY_INFO[s.strategy].label}{' '}
                <span className="src">{STRATEGY_INFO[s.strategy].source}</span>
              </td>
              <td className="r" data-col="quota">
                {s.perCat !== null ? fmt(s.perCat) : s.strategy === 'pre-fix' ? 'none' : 'by weight'}
              </td>
              <td data-col="per-category">
                {s.perEntry.slice(0, PER_CATEGORY_SHOWN).map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat a name
                  <span key={i} className="sel-percat" data-slots={e.slots}>
                    {e.category}&nbsp;{fmt(e.slots)}
                  </span>
                ))}
                {s.perEntry.length > 12 && (
                  <span className="muted"> +{fmt(s.perEntry.length - 12)} more</span>
                )}
              </td>
              <td className="r" data-col="selected">
                {fmt(s.selectedCount)}
              </td>
              <td className="r" data-col="unused">
                {fmt(s.unusedSlots)}
              </td>
              <td className="r" data-col="cut">
                {fmt(s.cut)}
              </td>
              <td className="r" data-col="starved">
                {fmt(s.starvedCategories)}
              </td>
              <td className="r" data-col="left-out">
                {fmt(s.toolsLeftOut)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** Which tools the model receives, slot by slot, and how the strategies compare on the same input. */
export function AllocationPanel() {
  const report = useApp((s) => s.report?.selection)
  const updating = useApp(selectIsUpdating)
  return (
    <section className="panel" aria-labelledby="sel-alloc-h" aria-busy={updating}>
      <div className="panel-head">
        <h2 id="sel-alloc-h">Slots: which tools the model receives</h2>
        <StaleBadge />
      </div>
      {!report ? (
        <p className="muted">Computing…</p>
      ) : (
        <>
          <Formula report={report} />
          <SlotGrid report={report} />
          <details className="sel-silent">
            <summary>Where seed 004 is silent, our choices</summary>
            <ul className="small">
              <li>
                An unknown category counts in len(categories) and gives no tools; a repeated one is walked
                again (skipping what it already gave).
              </li>
              <li>A name in several categories is selected once; later categories take their next tool.</li>
              <li>
                Settled by the project's code, not the document: nothing selected (the classifier said none,
                no or unknown categories, every tool unavailable) is plain chat, with no tools and no loop;
                the pre-fix walk with max_tools 0 still returns its first name; a per-category cap of 0 still
                takes one tool a category.
              </li>
              <li>
                request_more_tools re-runs the chosen strategy with this max_tools (the seed's call passes
                none, so its default, 8).
              </li>
              <li>
                Redistribute: empty slots go round-robin, in classifier order, to categories with tools left.
                Weighted: largest-remainder shares of max_tools by weight, raised to the minimum, then the cut
                and redistribution.
              </li>
            </ul>
          </details>
          <h3>Strategies side by side</h3>
          <AllocationChart report={report} />
          <AllocationTable report={report} />
        </>
      )}
    </section>
  )
}
