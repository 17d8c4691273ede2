/** One colour per replay framework, the same on the Replay and Cost tabs (your settings in the accent). */
export const FRAMEWORK_COLORS: Record<string, string> = {
  'ethos-documented': '#8c564b',
  'ethos-today': '#c49c94',
  'praisonai-documented': '#2ca02c',
  'praisonai-today': '#98df8a',
  'claude-code': '#d9480f',
  'codex-cli': '#7b3fbf',
  'seed-004-assistant': '#17becf',
  yours: '#2f6fdb',
}
export const colorOf = (id: string): string => FRAMEWORK_COLORS[id] ?? '#888888'
