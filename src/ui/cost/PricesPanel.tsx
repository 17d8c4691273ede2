import type { NumberRule, Price } from '../../engine/index.ts'
import { addPriceRow, removePriceRow, renameModel, resetPrices, setPrice } from '../../state/cost-edits.ts'
import { CACHE_TERMS, cacheWritePrice, MAX_PRICE_PER_MTOK, withCacheTerms } from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { DraftField } from '../fields/DraftField.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { sourceLink } from './source-link.ts'

const rule = (label: string): NumberRule => ({
  label,
  unit: '$ per million tokens',
  kind: 'decimal',
  min: 0,
  max: MAX_PRICE_PER_MTOK,
})
const FIELDS = [
  ['input', 'Input'],
  ['cachedInput', 'Cached input'],
  ['output', 'Output'],
] as const

const readName = (text: string) =>
  text.trim() === ''
    ? ({ ok: false, message: 'A price row needs a model name' } as const)
    : text.length > 100
      ? ({ ok: false, message: 'A model name is at most 100 chars' } as const)
      : ({ ok: true, value: text.trim() } as const)

/** Where a price comes from: a link by the host it really opens (and a warning when its text names another). */
function SourceText({ source }: { source: string }) {
  const link = sourceLink(source)
  if (link.kind === 'text') return <>{link.text}</>
  return (
    <>
      <a href={link.href} rel="noreferrer noopener" target="_blank" title={link.href}>
        {link.text}
      </a>
      {link.warning && (
        <span className="cost-warn" role="note">
          {' '}
          ⚠ {link.warning}
        </span>
      )}
    </>
  )
}

/** The editable price table: dollars per million tokens, each row with where it comes from and when. */
export function PricesPanel() {
  const prices = useApp((s) => s.scenario.cost.prices)
  const model = useApp((s) => s.scenario.cost.model)
  const edit = useApp((s) => s.edit)
  return (
    <section className="panel" aria-labelledby="cost-prices-h">
      <div className="panel-head">
        <h2 id="cost-prices-h">Prices ($ per million tokens)</h2>
        <button
          type="button"
          onClick={() => edit(resetPrices())}
          title="The providers' list prices, as taken"
        >
          List prices
        </button>
      </div>
      <p className="muted small">
        The providers’ public list prices (standard tier, short prompts), taken by hand on the day shown,
        never fetched; edit any number. With caching, a call reads the previous prompt up to its first changed
        block at the cached price and writes the rest at the write price (automatic caching: the breakpoint on
        each prompt’s last block); a prompt under the minimum is neither read nor written.
      </p>
      <table className="grid cost-prices">
        <thead>
          <tr>
            <th>Model</th>
            {FIELDS.map(([, label]) => (
              <th key={label} className="r">
                {label}
              </th>
            ))}
            <th>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((p: Price, i) => (
            // Rows have no id but their name, which the user edits: the row's place is its identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i} className={p.model === model ? 'chosen' : undefined}>
              <td>
                <DraftField
                  fieldKey={`cost.prices.${i}.model`}
                  label={`Model name of price row ${i + 1}`}
                  value={p.model}
                  parse={readName}
                  show={(v) => v}
                  inputMode="text"
                  compact
                  onCommit={(v) => edit(renameModel(i, v), `cost.prices.${i}.model`)}
                />
                <div className="field-hint cost-source">
                  <SourceText source={p.source} />
                  {p.taken && ` · taken ${p.taken}`}
                </div>
                <CacheTermsHint price={p} />
                {p.cachedInput > p.input && (
                  <div className="field-hint cost-warn" role="status">
                    Cached input costs more than input: a typo?
                  </div>
                )}
              </td>
              {FIELDS.map(([field, label]) => (
                <td key={field} className="r">
                  <NumberField
                    fieldKey={`cost.prices.${i}.${field}`}
                    label={`${label} price of ${p.model}`}
                    rule={rule(`${label} price of ${p.model}`)}
                    value={p[field]}
                    compact
                    onCommit={(v) =>
                      v !== undefined && edit(setPrice(i, field, v), `cost.prices.${i}.${field}`)
                    }
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="icon"
                  onClick={() => edit(removePriceRow(i))}
                  aria-label={`Remove the price row of ${p.model}`}
                  title="Remove this row"
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => edit(addPriceRow())}>
        Add a model
      </button>
    </section>
  )
}

const usd = (n: number) => `$${n}`

/** A row's cache terms: its own, or its provider's for the model (with their page and date). */
function CacheTermsHint({ price }: { price: Price }) {
  const p = withCacheTerms(price)
  const t = CACHE_TERMS[price.model]
  const own = price.cacheWrite5m !== undefined || price.cacheWrite1h !== undefined
  const known = own || t?.write5m !== undefined
  return (
    <div className="field-hint cost-source" data-testid="cost-cache-terms">
      cache write 5 m {usd(cacheWritePrice(p, '5m'))} · 1 h {usd(cacheWritePrice(p, '1h'))}
      {p.minCacheTokens !== undefined && ` · from ${p.minCacheTokens.toLocaleString('en-US')} tokens`}
      {!known && p.input > 0 && ' (no write price found: input price)'}
      {t && !own && (
        <>
          {' · '}
          <a href={t.source.split(' ')[0]} rel="noreferrer noopener" target="_blank">
            {t.provider === 'openai' ? 'OpenAI' : 'Anthropic'}
          </a>{' '}
          read {t.taken}
        </>
      )}
    </div>
  )
}
