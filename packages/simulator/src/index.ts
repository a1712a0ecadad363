export { BarModel, DEFAULT_SIMULATION, type BarSetup, type SimRobot, type SimulationOptions, type CommandOutcome } from './bar-model.js';
export { startBarController, type BarController, type ControllerOptions } from './controller.js';
export { startFleet, brokerUrlOf, type Fleet, type FleetOptions } from './fleet.js';
export { setupFromDetail, prepareBarsFromApi } from './api-setup.js';
export { menuFor, pickMenuItem, type MenuItem } from './menu.js';
