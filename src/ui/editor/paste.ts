import { LARGE_OUTPUT_CHARS } from './limits.ts'

/**
 * Takes over a paste that would make the text too large to edit in place: returns the new whole text (the
 * paste spliced over the selection) and stops the editor from inserting it itself, or null to let it paste.
 */
export function takeLargePaste(
  event:
    | ClipboardEvent
    | { clipboardData: DataTransfer | null; preventDefault(): void; stopPropagation(): void },
  text: string,
  selection: { start: number; end: number },
): string | null {
  const pasted = event.clipboardData?.getData('text/plain') ?? ''
  if (text.length - (selection.end - selection.start) + pasted.length <= LARGE_OUTPUT_CHARS) return null
  event.preventDefault()
  event.stopPropagation()
  return text.slice(0, selection.start) + pasted + text.slice(selection.end)
}
