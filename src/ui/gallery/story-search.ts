/** The story a page address asks for, if any: `?present=<id>` (presented) or `?story=<id>`. */
export function storyFromSearch(search: string): { id: string; present: boolean } | null {
  const params = new URLSearchParams(search)
  const present = params.get('present')
  if (present) return { id: present, present: true }
  const story = params.get('story')
  return story ? { id: story, present: false } : null
}
