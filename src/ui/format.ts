/** Numbers as the UI prints them: en-US thousands separators, always with their unit nearby. */
export const fmt = (n: number): string => n.toLocaleString('en-US')

export const fmtChars = (n: number): string => `${fmt(n)} chars`

export const pct = (x: number): string => `${(x * 100).toFixed(x < 0.01 && x > 0 ? 2 : 1)}%`
