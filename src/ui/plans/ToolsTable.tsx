import type { CandidateTool } from '../../engine/index.ts'
import { TOOL_KINDS } from '../../state/engine.ts'
import { editTool, setTools } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { PLAN_RULES } from './rules.ts'

const newTool = (n: number): CandidateTool => ({
  name: `tool_${n}`,
  kind: 'general',
  reward: { dist: 'bernoulli', p: 0.5 },
  cost: 1,
  latencyMs: 100,
})

/**
 * The candidate tools (seed 001's arms) in a table: name, kind (general or specialised, for BLP), reward
 * distribution, cost per call and latency per call. Shared by the Plans & sentinel and explore/exploit views.
 */
export function ToolsTable({ idPrefix = 'pp' }: { idPrefix?: string }) {
  const tools = useApp((s) => s.scenario.plans.tools)
  const edit = useApp((s) => s.edit)
  const dupes = new Set(tools.map((t) => t.name).filter((n, i, all) => all.indexOf(n) !== i))
  const set = (i: number, patch: Partial<CandidateTool>, key?: string) =>
    edit(
      editTool(i, (t) => ({ ...t, ...patch })),
      key,
    )
  return (
    <ScrollRegion label="Candidate tools">
      <table className="grid numbers pp-tools" aria-label="Candidate tools">
        <thead>
          <tr>
            <th scope="col">name</th>
            <th scope="col">kind</th>
            <th scope="col">reward (p, or μ and σ)</th>
            <th scope="col" className="r">
              cost (units)
            </th>
            <th scope="col" className="r">
              latency (ms)
            </th>
            <th scope="col">
              <span className="sr-only">remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tools.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names can repeat or be empty while typed
            <tr key={i} data-tool={t.name}>
              <td>
                <input
                  className="num pp-tool"
                  aria-label={`Tool ${i + 1} name`}
                  aria-invalid={dupes.has(t.name) || t.name === '' ? true : undefined}
                  title={dupes.has(t.name) ? 'Another tool has this name: the first one counts' : undefined}
                  maxLength={200}
                  value={t.name}
                  onChange={(e) => set(i, { name: e.target.value }, `${idPrefix}-tool-${i}-name`)}
                />
              </td>
              <td>
                <select
                  aria-label={`${t.name} kind`}
                  value={t.kind}
                  onChange={(e) => set(i, { kind: e.target.value as CandidateTool['kind'] })}
                >
                  {TOOL_KINDS.map((k) => (
                    <option key={k}>{k}</option>
                  ))}
                </select>
              </td>
              <td className="pp-reward">
                <select
                  aria-label={`${t.name} reward distribution`}
                  value={t.reward.dist}
                  onChange={(e) =>
                    set(i, {
                      reward:
                        e.target.value === 'bernoulli'
                          ? { dist: 'bernoulli', p: 0.5 }
                          : { dist: 'gaussian', mean: 0, sd: 1 },
                    })
                  }
                >
                  <option value="bernoulli">Bernoulli</option>
                  <option value="gaussian">Gaussian</option>
                </select>
                {t.reward.dist === 'bernoulli' ? (
                  <NumberField
                    compact
                    fieldKey={`${idPrefix}-tool-${i}-p`}
                    label={`${t.name} success rate p (0–1)`}
                    rule={PLAN_RULES.p}
                    value={t.reward.p}
                    onCommit={(p) => p !== undefined && set(i, { reward: { dist: 'bernoulli', p } })}
                  />
                ) : (
                  <>
                    <NumberField
                      compact
                      fieldKey={`${idPrefix}-tool-${i}-mean`}
                      label={`${t.name} mean reward`}
                      rule={PLAN_RULES.mean}
                      value={t.reward.mean}
                      onCommit={(mean) =>
                        mean !== undefined &&
                        t.reward.dist === 'gaussian' &&
                        set(i, { reward: { ...t.reward, mean } })
                      }
                    />
                    <NumberField
                      compact
                      fieldKey={`${idPrefix}-tool-${i}-sd`}
                      label={`${t.name} reward sd`}
                      rule={PLAN_RULES.sd}
                      value={t.reward.sd}
                      onCommit={(sd) =>
                        sd !== undefined &&
                        t.reward.dist === 'gaussian' &&
                        set(i, { reward: { ...t.reward, sd } })
                      }
                    />
                  </>
                )}
              </td>
              <td className="r">
                <NumberField
                  compact
                  fieldKey={`${idPrefix}-tool-${i}-cost`}
                  label={`${t.name} cost (resource units per call)`}
                  rule={PLAN_RULES.cost}
                  value={t.cost}
                  onCommit={(cost) => cost !== undefined && set(i, { cost })}
                />
              </td>
              <td className="r">
                <NumberField
                  compact
                  fieldKey={`${idPrefix}-tool-${i}-latency`}
                  label={`${t.name} latency (ms per call)`}
                  rule={PLAN_RULES.latencyMs}
                  value={t.latencyMs}
                  onCommit={(latencyMs) => latencyMs !== undefined && set(i, { latencyMs })}
                />
              </td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove tool ${t.name || i + 1}`}
                  onClick={() => edit(editTool(i, () => undefined))}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tools.length === 0 && (
        <p className="note small">
          No candidate tools: plan names are not checked, and no call can be judged for BLP.
        </p>
      )}
      <button type="button" onClick={() => edit(setTools([...tools, newTool(tools.length + 1)]))}>
        + tool
      </button>
    </ScrollRegion>
  )
}
