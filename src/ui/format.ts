/** Numbers as the UI prints them: en-US thousands separators, the unit always written beside them. */
export const fmt = (n: number): string => n.toLocaleString('en-US')
