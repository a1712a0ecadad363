export { BarModel, DEFAULT_SIMULATION, QUIET_SIMULATION, type BarSetup, type SimRobot, type SimulationOptions, type CommandOutcome } from './bar-model.js';
export { startBarController, type BarController, type ControllerOptions } from './controller.js';
export { startFleet, brokerUrlOf, type Fleet, type FleetOptions } from './fleet.js';
export { setupFromDetail, prepareBarsFromApi, fetchBarMenu } from './api-setup.js';
export { menuFor, menuFromRecipes, pickMenuItem, type BarMenuRecipe, type MenuItem, type MenuSource } from './menu.js';
export { DEMO_ORDER_PROFILE, EVENING_HOURS, SteadyCustomers, hourOfDay, type OrderProfile } from './order-profile.js';
