import type { BarVersion, BottleLevel, DeviceDrinkStatus, RecipeSnapshot, RoboticFlags } from '@bar/domain';
import type { OrderProfile } from './order-profile.js';

/** How a simulated bar behaves; rates are per simulated hour, times in simulated milliseconds. */
export interface SimulationOptions {
  /** Simulated time runs this many times faster than real time. */
  speed: number;
  /** Customer (app/kiosk) orders per hour while the bar is open. */
  ordersPerHour: number;
  /** Share of drinks that fail while being made. */
  drinkErrorRate: number;
  cupErrorsPerHour: number;
  fenceTripsPerHour: number;
  /** A running robot faults (ABORTED, its drink fails) until staff reset it. */
  robotFaultsPerHour: number;
  emptyBottlesPerHour: number;
  /** Staff on site fix a cup error, tripped fences, a faulted robot or an empty bottle after this long; 0 = never. */
  autoRecoverMs: number;
  /** Drinks waiting in the open queue beyond this are canceled by the customer. */
  maxWaitMs: number;
  /**
   * Steady, seeded customers by hour of the bar's day (`ordersPerHour` at the busiest hour, see
   * order-profile.ts); null: `ordersPerHour` all day, at random moments, random recipes.
   */
  orderProfile: OrderProfile | null;
  /** Wall-clock time (ms) the simulation starts at; simulated time runs on from it. Default: now. */
  startAt?: number;
  /** Simulated milliseconds between two reports of bottle levels that changed without changing state. */
  levelReportMs: number;
}

export const DEFAULT_SIMULATION: SimulationOptions = {
  speed: 1,
  ordersPerHour: 120,
  drinkErrorRate: 0.03,
  cupErrorsPerHour: 0.3,
  fenceTripsPerHour: 0.2,
  robotFaultsPerHour: 0.1,
  emptyBottlesPerHour: 0.2,
  autoRecoverMs: 4 * 60_000,
  maxWaitMs: 15 * 60_000,
  orderProfile: null,
  levelReportMs: 60_000,
};

/** A bar that does nothing on its own: no customers, no faults, no staff fixing things (tests steer it). */
export const QUIET_SIMULATION: Partial<SimulationOptions> = {
  ordersPerHour: 0,
  drinkErrorRate: 0,
  cupErrorsPerHour: 0,
  fenceTripsPerHour: 0,
  robotFaultsPerHour: 0,
  emptyBottlesPerHour: 0,
  autoRecoverMs: 0,
};

export interface SimRobot {
  id: string;
  tagName: string;
  displayName: string;
  status: string;
  enabled: boolean;
}

/** What the simulator knows about a bar when it starts (read from the API). */
export interface BarSetup {
  barId: string;
  name: string;
  version: BarVersion;
  open: boolean;
  theme: 'auto' | 'dark' | 'light';
  roboticSystem: RoboticFlags;
  robots: SimRobot[];
  /** ISO currency of the bar's prices (app orders); default EUR. */
  currency?: string;
  /** The bar's real bottle dispensers (issue 7); without them the bar invents one per menu bottle. */
  bottles?: BottleLevel[];
  /** IANA zone of the bar (its day for the order profile); default UTC. */
  timeZone?: string;
}

export interface SimDrink {
  id: string;
  status: DeviceDrinkStatus;
  recipe: RecipeSnapshot;
  color: string | null;
  name: string | null;
  type: 'App' | 'Kiosk' | 'Admin';
  priority: boolean;
  appOrderId: string | null;
  deliveryPosition: number | null;
  robotTag: string | null;
  /** Simulated time the current stage ends. */
  stageEnds: number;
  createdAt: number;
}

/** A new drink as it joins the queue; the queue fills in the rest. */
export type NewSimDrink = Omit<SimDrink, 'status' | 'deliveryPosition' | 'robotTag' | 'stageEnds' | 'createdAt'>;

export interface CommandOutcome {
  ok: boolean;
  error?: string;
}
