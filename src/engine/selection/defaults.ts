import type { Selection } from './schema.ts'

/**
 * Seed 004's own story, zod-free so the page can open on it: a WhatsApp assistant whose classifier returns
 * `["projects", "github"]` for "Crea una issue en GitHub para el proyecto X", so `per_cat = max(2, 8 // 2) = 4`
 * and each category gets 4 of the 8 slots. The seed names the first four tools of each category and says
 * `projects` has 10; the other names are ours, for illustration.
 * @example defaultSelection().classified → ['projects', 'github']
 */
export function defaultSelection(): Selection {
  return {
    maxTools: 8,
    minPerCategory: 2,
    strategy: 'proportional',
    categories: seedCategories(),
    generated: { categories: 0, toolsPerCategory: 0 },
    tools: [],
    unavailable: [],
    classified: ['projects', 'github'],
    iterations: [],
    client: 'none',
  }
}

/** The WhatsApp assistant's categories (`TOOL_CATEGORIES`) for the default scenario and for fields left out. */
export function seedCategories(): { name: string; tools: string[]; weight: number }[] {
  return [
    {
      name: 'projects',
      tools: [
        'create_project',
        'list_projects',
        'add_task',
        'update_task',
        'list_tasks',
        'complete_task',
        'delete_task',
        'get_project',
        'archive_project',
        'project_summary',
      ],
      weight: 1,
    },
    {
      name: 'github',
      tools: [
        'list_issues',
        'create_issue',
        'get_file_contents',
        'list_pull_requests',
        'add_issue_comment',
        'create_pull_request',
        'search_code',
      ],
      weight: 1,
    },
    { name: 'notes', tools: ['save_note', 'search_notes', 'list_notes'], weight: 1 },
    { name: 'web', tools: ['web_search', 'fetch_url'], weight: 1 },
  ]
}
