/**
 * A plain JSON object (not null, not an array): the one test every reader of foreign or decoded JSON uses
 * before it looks at keys.
 * @example isRecord({}) === true; isRecord([]) === false
 */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
