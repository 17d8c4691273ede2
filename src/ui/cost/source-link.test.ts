import { describe, expect, it } from 'vitest'
import { sourceLink } from './source-link.ts'

describe('sourceLink', () => {
  it('shows a provider page by its host and a short path', () => {
    expect(sourceLink('https://www.anthropic.com/pricing')).toEqual({
      kind: 'link',
      href: 'https://www.anthropic.com/pricing',
      text: 'anthropic.com/pricing',
      warning: null,
    })
    expect(sourceLink('https://platform.claude.com/docs/en/about-claude/pricing').text).toBe(
      'platform.claude.com/…/pricing',
    )
  })

  it('shows the real host of a link whose text names another, and says so', () => {
    expect(sourceLink('https://platform.claude.com@evil.example/docs/en/pricing')).toEqual({
      kind: 'link',
      href: 'https://platform.claude.com@evil.example/docs/en/pricing',
      text: 'evil.example/…/pricing',
      warning:
        'This link opens evil.example, not the host its text names (platform.claude.com@evil.example).',
    })
    // A look-alike letter (Cyrillic а) is opened as punycode: named too.
    const lookalike = sourceLink('https://plаtform.claude.com/pricing')
    expect(lookalike.kind === 'link' && lookalike.warning).toMatch(/^This link opens xn--/)
  })

  it('makes links of http(s) only; anything else is plain text', () => {
    for (const s of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'httpx://a.com', 'ftp://a.com/x'])
      expect(sourceLink(s)).toEqual({ kind: 'text', text: s })
    expect(sourceLink('')).toEqual({ kind: 'text', text: 'your row' })
    expect(sourceLink('https://')).toEqual({ kind: 'text', text: 'https://' })
  })
})
