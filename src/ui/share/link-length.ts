/** Chat apps cut links past this many chars (Slack, Teams and e-mail clients wrap or truncate). */
export const CHAT_LIMIT = 2_000
/** Some servers and proxies refuse request lines past this (8 KiB is a common default). */
export const SERVER_LIMIT = 8_000

/** What a link of `chars` chars risks, in words; null below 2,000. */
export function lengthWarning(chars: number): string | null {
  if (chars > SERVER_LIMIT)
    return `over ${SERVER_LIMIT.toLocaleString('en-US')} chars: some servers refuse links this long, and chat apps cut them`
  if (chars > CHAT_LIMIT) return `over ${CHAT_LIMIT.toLocaleString('en-US')} chars: chat apps cut links there`
  return null
}
