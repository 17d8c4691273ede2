// The compact scenario is domain logic and lives in the engine (the CLI writes links too); this keeps the
// state layer's imports working while persistence moves to it.
export * from '../engine/share/compact-scenario.ts'
