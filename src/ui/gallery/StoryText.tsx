import type { Facts, Story } from '../../engine/index.ts'
import { fillSentences } from '../../state/engine.ts'

/** A story's sentences with its computed numbers in bold (each names its fact, for tests and for reading). */
export function StoryText({ story, facts }: { story: Story; facts: Facts | null }) {
  if (!facts)
    return (
      <p className="muted story-pending" role="status">
        {story.needs === 'simulation'
          ? 'The numbers appear when the simulation of these settings has finished.'
          : 'Computing the numbers…'}
      </p>
    )
  return (
    <div className="story-text" data-testid="story-text">
      {fillSentences(story.sentences, facts).map((parts, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sentences are fixed, in order
        <p key={i}>
          {parts.map((p, j) =>
            p.kind === 'text' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed, in order
              <span key={j}>{p.text}</span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed, in order
              <b key={j} data-fact={p.name}>
                {p.value}
              </b>
            ),
          )}
        </p>
      ))}
    </div>
  )
}
