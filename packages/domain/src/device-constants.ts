// Words of the device protocol (docs/device-protocol.md) that need no schema: timings, modes, positions, statuses.

/** A controller sends a heartbeat this often; the bar is OFFLINE after 3 minutes without one. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

export const ROBOTIC_MODES = ['danceMode', 'ghostMode', 'maintenanceMode', 'automaticConveyor'] as const;
export type RoboticMode = (typeof ROBOTIC_MODES)[number];
export const CONVEYOR_POSITIONS = ['back', 'front'] as const;
export type ConveyorPosition = (typeof CONVEYOR_POSITIONS)[number];

/** Bar status words a controller reports (free text is accepted; these are the simulator's). */
export const BAR_STATUSES = ['RUNNING', 'STOPPED', 'EMERGENCY', 'FENCES OPEN', 'MAINTENANCE', 'CLOSED'] as const;
/** Robot status words; `STOP` is what conveyor moves require on ms1. */
export const ROBOT_STATUSES = ['RUNNING', 'IDLE', 'STOP', 'ABORTED', 'EMERGENCY', 'MAINTENANCE', 'DISABLED'] as const;
