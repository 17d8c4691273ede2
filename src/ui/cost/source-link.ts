/** How a price's source is shown: a link to an http(s) page by its real host, or plain text. */
export type SourceLink =
  | {
      kind: 'link'
      href: string
      /** The real host and a short path: what the browser will open, not what the text claims. */
      text: string
      /** Set when the written text names another host than the one the link opens (`a.com@evil.example`). */
      warning: string | null
    }
  | { kind: 'text'; text: string }

/** The host as the text writes it: after the scheme, up to the first `/`, `?` or `#`. */
function writtenHost(source: string): string {
  const rest = source.slice(source.indexOf('//') + 2)
  let end = rest.length
  for (const c of ['/', '?', '#', '\\']) {
    const at = rest.indexOf(c)
    if (at !== -1 && at < end) end = at
  }
  return rest.slice(0, end).toLowerCase()
}

/**
 * A price's source as the page shows it. A shared scenario is a stranger's text: only http(s) URLs become links,
 * and a link shows the host it really opens (`new URL`'s), with a warning when the written text names another
 * (user info such as `platform.claude.com@evil.example`, look-alike letters read as punycode).
 * @example sourceLink('https://platform.claude.com@evil.example/docs/x') → { kind: 'link', text: 'evil.example/docs/x', warning: '…', … }
 */
export function sourceLink(source: string): SourceLink {
  const trimmed = source.trim()
  if (!/^https?:\/\//i.test(trimmed)) return { kind: 'text', text: trimmed || 'your row' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { kind: 'text', text: trimmed }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'text', text: trimmed }
  const host = url.host.replace(/^www\./, '')
  // `/docs/en/about-claude/pricing` → `/…/pricing`: the page's name is what a person recognises.
  const docs = url.pathname.indexOf('/docs/')
  const last = url.pathname.lastIndexOf('/')
  const path =
    docs !== -1 && last > docs + 5
      ? `${url.pathname.slice(0, docs)}/…${url.pathname.slice(last)}`
      : url.pathname
  const text = `${host}${path === '/' ? '' : path}`
  const written = writtenHost(trimmed)
  const same = written === url.host || written === `${url.host}:${url.protocol === 'https:' ? 443 : 80}`
  const warning =
    same && url.username === '' && url.password === ''
      ? null
      : `This link opens ${url.hostname}, not the host its text names (${written.slice(0, 60)}).`
  return { kind: 'link', href: url.href, text: text.length > 80 ? `${text.slice(0, 79)}…` : text, warning }
}
