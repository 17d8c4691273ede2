/** See calibrate.mjs. */
export function calibrationWork(): number
export function timeCalibration(warmups?: number): number
export function cpuCalibration(warmups?: number): number
