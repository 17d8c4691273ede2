import type { CandidateTool, Reward } from '../../engine/index.ts'
import { addTool, removeTool, setTool } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { PLAN_RULES } from '../plans/rules.ts'

const switchDist = (r: Reward): Reward =>
  r.dist === 'bernoulli'
    ? { dist: 'gaussian', mean: r.p, sd: 1 }
    : { dist: 'bernoulli', p: Math.min(1, Math.max(0, r.mean)) }

/** The candidate tools (arms): reward distribution, cost and latency per call, kind (for BLP). */
export function ToolsPanel() {
  const tools = useApp((s) => s.scenario.plans.tools)
  const edit = useApp((s) => s.edit)
  const set = (i: number, patch: Partial<CandidateTool>, key: string) =>
    edit(setTool(i, patch), `ex.tool.${i}.${key}`)
  return (
    <section className="panel" aria-labelledby="ex-tools-h">
      <div className="panel-head">
        <h2 id="ex-tools-h">Candidate tools (arms)</h2>
        <button type="button" className="small" onClick={() => edit(addTool)}>
          Add tool
        </button>
      </div>
      {tools.length === 0 && (
        <p className="note">No tools: add one (a policy needs tools to choose between).</p>
      )}
      <div className="ex-table-wrap">
        <table className="grid ex-tools">
          <thead>
            <tr>
              <th>Tool</th>
              <th>Reward</th>
              <th className="r" title="success rate p, or Gaussian mean">
                p / mean
              </th>
              <th className="r">sd</th>
              <th className="r" title="resource units per call">
                cost (units)
              </th>
              <th className="r">latency (ms)</th>
              <th>Kind</th>
              <th>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tools.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tool's position is its identity while its name is edited
              <tr key={i}>
                <td>
                  <input
                    className="ex-name"
                    aria-label={`Tool ${i + 1} name`}
                    value={t.name}
                    onChange={(e) => set(i, { name: e.target.value }, 'name')}
                  />
                </td>
                <td>
                  <select
                    aria-label={`${t.name} reward distribution`}
                    value={t.reward.dist}
                    onChange={() => edit(setTool(i, { reward: switchDist(t.reward) }))}
                  >
                    <option value="bernoulli">Bernoulli</option>
                    <option value="gaussian">Gaussian</option>
                  </select>
                </td>
                <td>
                  {t.reward.dist === 'bernoulli' ? (
                    <NumberField
                      compact
                      fieldKey={`ex.tool.${i}.p`}
                      label={`${t.name} success rate p`}
                      rule={PLAN_RULES.p}
                      value={t.reward.p}
                      onCommit={(v) =>
                        v !== undefined && set(i, { reward: { dist: 'bernoulli', p: v } }, 'p')
                      }
                    />
                  ) : (
                    <NumberField
                      compact
                      fieldKey={`ex.tool.${i}.mean`}
                      label={`${t.name} mean reward`}
                      rule={PLAN_RULES.mean}
                      value={t.reward.mean}
                      onCommit={(v) =>
                        v !== undefined &&
                        t.reward.dist === 'gaussian' &&
                        set(i, { reward: { ...t.reward, mean: v } }, 'mean')
                      }
                    />
                  )}
                </td>
                <td>
                  {t.reward.dist === 'gaussian' ? (
                    <NumberField
                      compact
                      fieldKey={`ex.tool.${i}.sd`}
                      label={`${t.name} reward sd`}
                      rule={PLAN_RULES.sd}
                      value={t.reward.sd}
                      onCommit={(v) =>
                        v !== undefined &&
                        t.reward.dist === 'gaussian' &&
                        set(i, { reward: { ...t.reward, sd: v } }, 'sd')
                      }
                    />
                  ) : (
                    <span className="muted small">—</span>
                  )}
                </td>
                <td>
                  <NumberField
                    compact
                    fieldKey={`ex.tool.${i}.cost`}
                    label={`${t.name} cost per call (units)`}
                    rule={PLAN_RULES.cost}
                    value={t.cost}
                    onCommit={(v) => v !== undefined && set(i, { cost: v }, 'cost')}
                  />
                </td>
                <td>
                  <NumberField
                    compact
                    fieldKey={`ex.tool.${i}.latency`}
                    label={`${t.name} latency per call (ms)`}
                    rule={PLAN_RULES.latencyMs}
                    value={t.latencyMs}
                    onCommit={(v) => v !== undefined && set(i, { latencyMs: v }, 'latency')}
                  />
                </td>
                <td>
                  <select
                    aria-label={`${t.name} kind`}
                    value={t.kind}
                    onChange={(e) => edit(setTool(i, { kind: e.target.value as CandidateTool['kind'] }))}
                  >
                    <option value="general">general</option>
                    <option value="specialised">specialised</option>
                  </select>
                </td>
                <td>
                  <button
                    type="button"
                    className="small"
                    aria-label={`Remove ${t.name}`}
                    onClick={() => edit(removeTool(i))}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
