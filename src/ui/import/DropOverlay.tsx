/** The whole page as a drop target, saying what dropping does, while a file is dragged over it (see DropTarget). */
export function DropOverlay() {
  return (
    <div className="drop-overlay" data-testid="drop-target" aria-hidden="true">
      <div className="drop-card">
        <strong>Drop the file to open it</strong>
        <span>
          A transcript or recording (OpenAI, Anthropic, Ollama; VCR cassette, nock, HTTP snapshot, JSON
          lines), a tool list, or a scenario file. A transcript asks before replacing your scenario; Undo
          restores it.
        </span>
      </div>
    </div>
  )
}
