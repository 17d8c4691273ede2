import { useState } from 'react'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

function CopyBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const [state, setState] = useState<string | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('Copied')
    } catch {
      setState('Clipboard blocked: select the text')
    }
    setTimeout(() => setState(null), 2000)
  }
  return (
    <div className="tb-copy">
      <div className="panel-head">
        <h3>{label}</h3>
        <button type="button" onClick={copy} aria-label={`Copy ${label}`}>
          {state ?? 'Copy'}
        </button>
      </div>
      <pre className="tb-pre" data-testid={testId}>
        {text}
      </pre>
    </div>
  )
}

/** The resolved configuration, as PraisonAI's `/context config` shows it, and the same settings exported. */
export function ConfigPanel() {
  const report = useApp((s) => s.report?.toolBudgets)
  if (!report) return null
  const { config, exports } = report
  return (
    <section className="panel" aria-labelledby="tb-config-h">
      <h2 id="tb-config-h">Resolved configuration</h2>
      <table className="grid numbers" aria-label="Effective budgets">
        <thead>
          <tr>
            <th scope="col">tool</th>
            <th scope="col" className="r">
              max_tokens (tokens)
            </th>
            <th scope="col">protected</th>
            <th scope="col" className="r">
              prune limit (chars)
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="tb-config-default">
            <td>
              <em>any other tool</em> (default_tool_output_max)
            </td>
            <td className="r">
              {fmt(config.defaultToolOutputMax)}
              {config.defaultSource === 'share' && (
                <span className="muted">
                  {' '}
                  = {config.defaultSharePercent}% of {fmt(config.windowTokens)}
                </span>
              )}
            </td>
            <td>no</td>
            <td className="r">
              {fmt(config.pruneChars)}
              {config.pruneSource === 'share' && <span className="muted"> (share × 4 chars a token)</span>}
            </td>
          </tr>
          {config.tools.map((t) => (
            <tr key={t.name} data-testid={`tb-config-${t.name}`}>
              <td className="tool-name">{t.name}</td>
              <td className="r">
                {fmt(t.maxTokens)}
                {t.source === 'share' && (
                  <span className="muted">
                    {' '}
                    = {t.sharePercent}% of {fmt(config.windowTokens)}
                  </span>
                )}
              </td>
              <td>{t.protected ? 'protected' : 'no'}</td>
              <td className="r">{t.protected ? 'never pruned' : fmt(t.pruneChars)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        Effective budget: output reserve {fmt(config.outputReserve)} tokens
        {config.outputReserveSource === 'share' ? ' (a share of the window)' : ''}, tool outputs reserve{' '}
        {fmt(config.toolOutputsReservation)} tokens
        {config.toolOutputsSource === 'share' ? ' (a share of the window)' : ''}.
      </p>
      <CopyBlock label="/context config" text={exports.contextConfig} testId="tb-context-config" />
      {exports.setToolBudget !== '' && (
        <CopyBlock label="set_tool_budget" text={exports.setToolBudget} testId="tb-set-budget" />
      )}
      <p className="muted small">
        The same settings as code (ManagerConfig and the env lines): Config as code, below. The env var sets
        only default_tool_output_max; per-tool budgets need code.
        <SeedLink to="002/manager-config" />
        <SeedLink to="002/env" />
        <SeedLink to="002/context-config" />
      </p>
    </section>
  )
}
