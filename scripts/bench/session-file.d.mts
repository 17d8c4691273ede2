/** See session-file.mjs. */
export function largeSessionFile(size?: number): { text: string; copies: number }
