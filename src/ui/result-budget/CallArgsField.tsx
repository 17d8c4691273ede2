import { useCallback } from 'react'
import { readJson } from '../../state/engine.ts'
import { setCallArgs } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { DraftField } from '../fields/DraftField.tsx'

const parseArgs = (text: string) => {
  if (text.trim() === '') return { ok: true as const, value: undefined }
  const read = readJson(text)
  return read.ok
    ? { ok: true as const, value: read.value }
    : { ok: false as const, message: `args must be JSON: ${read.message}` }
}

/** A call's arguments as JSON, shown while Ethos today's identical-arguments guard is on (it is all that reads them). */
export function CallArgsField({ batchIndex, callIndex }: { batchIndex: number; callIndex: number }) {
  const guardOn = useApp((s) => s.scenario.resultBudget.maxConsecutiveIdenticalCalls !== undefined)
  const args = useApp((s) => s.scenario.batches[batchIndex]?.calls[callIndex]?.args)
  const edit = useApp((s) => s.edit)
  const show = useCallback((v: unknown) => (v === undefined ? '' : JSON.stringify(v)), [])
  if (!guardOn) return null
  const key = `args:${batchIndex}.${callIndex}`
  return (
    <DraftField
      fieldKey={key}
      label={`args of call ${callIndex + 1} (JSON; empty: none)`}
      value={args}
      parse={parseArgs}
      show={show}
      inputMode="text"
      placeholder='{"path": "src/a.ts"}'
      onCommit={(v) => edit(setCallArgs(batchIndex, callIndex, v), key)}
    />
  )
}
