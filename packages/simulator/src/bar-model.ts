import {
  CONVEYORS_PER_ROBOT,
  bottleLevelState,
  commandArgsSchemas,
  parseCommandArgs,
  type BarVersion,
  type BottleLevel,
  type CommandName,
  type DeviceEvent,
  type DeviceDrinkStatus,
  type RoboticFlags,
} from '@bar/domain';
import { menuFor, pickMenuItem, type MenuItem } from './menu.js';
import { planPours, pour } from './bottles.js';
import { runCommand, type CommandEffects } from './commands/index.js';
import { SteadyCustomers } from './order-profile.js';
import {
  DEFAULT_SIMULATION,
  type BarSetup,
  type CommandOutcome,
  type NewSimDrink,
  type SimDrink,
  type SimRobot,
  type SimulationOptions,
} from './simulation.js';

export { DEFAULT_SIMULATION, QUIET_SIMULATION, type BarSetup, type CommandOutcome, type SimRobot, type SimulationOptions } from './simulation.js';

const NICKNAMES = ['Luca', 'Giulia', 'Marco', 'Sara', 'Alex', 'Sam', 'Chiara', 'Tom', 'Emma', 'Leo', 'Nina', 'Paolo'];
const FLAG_KEYS = ['danceMode', 'ghostMode', 'maintenanceMode', 'automaticConveyor', 'cupError', 'fencesOpen', 'emergency'] as const;

/**
 * One simulated bar: robots, a drink queue, bottles and faults, advanced by `step` and steered by
 * `execute`. It only talks through the events it emits (the device protocol), so the same model
 * could drive any transport. Time and randomness are injected, so tests can drive it.
 */
export class BarModel {
  readonly barId: string;
  readonly version: BarVersion;
  open: boolean;
  theme: BarSetup['theme'];
  flags: Required<RoboticFlags>;
  readonly robots: SimRobot[];
  readonly drinks = new Map<string, SimDrink>();
  readonly bottles: BottleLevel[];
  readonly currency: string;
  /** What customers order: the bar's makeable recipes (see `useMenu`), else the demo menu. */
  private menu: MenuItem[];
  private simNow = 0;
  /** Wall-clock time (ms) at simulated time 0. */
  private readonly startAt: number;
  /** Steady, seeded customers when the options give an order profile. */
  private readonly customers: SteadyCustomers | null;
  /** The levels last reported and when (simulated ms). */
  private lastLevels = { key: '', at: -Infinity };
  private faultSince: Partial<Record<'cupError' | 'fencesOpen', number>> = {};
  private readonly robotFaultSince = new Map<string, number>();
  private emptySince = new Map<string, number>();
  private lastBar = '';
  private lastRobots = new Map<string, string>();
  private lastBottles = '';
  private readonly effects: CommandEffects = {
    addDrink: (drink) => this.addDrink(drink),
    moveDrink: (drink, status, durationMs) => this.moveDrink(drink, status, durationMs),
    finishDrink: (drink, status, error) => this.finishDrink(drink, status, error),
    emitDrink: (drink) => this.emitDrink(drink),
    failRobotDrink: (robot, reason) => this.failRobotDrink(robot, reason),
    clearFault: (fault) => {
      this.flags[fault] = false;
      delete this.faultSince[fault];
    },
    bottleLevelSet: (dispenserId) => {
      this.emptySince.delete(dispenserId);
      // the next report carries the level set here: a report sent before the command arrived and
      // stored after the operator's edit would otherwise leave the console with the old level
      this.lastBottles = '';
    },
  };

  constructor(
    setup: BarSetup,
    private readonly emit: (event: DeviceEvent) => void,
    private readonly options: SimulationOptions = DEFAULT_SIMULATION,
    private readonly random: () => number = Math.random,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.barId = setup.barId;
    this.version = setup.version;
    this.open = setup.open;
    this.theme = setup.theme;
    this.flags = Object.fromEntries(FLAG_KEYS.map((k) => [k, Boolean(setup.roboticSystem[k])])) as Required<RoboticFlags>;
    this.robots = setup.robots.map((r) => ({ ...r }));
    this.currency = setup.currency && /^[A-Z]{3}$/.test(setup.currency) ? setup.currency : 'EUR';
    this.menu = menuFor(setup.version);
    this.startAt = options.startAt ?? Date.now();
    this.customers = options.orderProfile ? new SteadyCustomers(options.orderProfile, setup.barId, options.ordersPerHour, setup.timeZone ?? 'UTC') : null;
    const names = [...new Set(this.menu.flatMap((m) => m.recipe.ingredients.filter((i) => i.type === 'Bottle').map((i) => i.name)))];
    this.bottles = setup.bottles?.length
      ? setup.bottles.map((b) => ({ ...b }))
      : names.map((name, i) => ({
          dispenserId: `${this.barId.slice(0, 8)}-bottle-${i + 1}`,
          ingredientId: `${this.barId.slice(0, 8)}-ing-${name.toLowerCase().replace(/\W+/g, '-')}`,
          ingredientName: name,
          enabled: true,
          capacity: 25,
          alarmLevel: 2,
          level: Math.round((0.12 + this.random() * 0.88) * 25),
        }));
  }

  /** Customers order from these from now on; an empty menu falls back to the demo menu. */
  useMenu(items: readonly MenuItem[]): void {
    this.menu = items.length ? [...items] : menuFor(this.version);
  }

  /** The bar's wall clock (ms): where simulated time has got to. */
  now(): number {
    return this.startAt + this.simNow;
  }

  /** The bar status word reported with heartbeats. */
  status(): string {
    if (this.flags.emergency) return 'EMERGENCY';
    if (this.flags.fencesOpen) return 'FENCES OPEN';
    if (this.flags.maintenanceMode) return 'MAINTENANCE';
    return this.robots.some((r) => r.status === 'RUNNING') ? 'RUNNING' : 'STOPPED';
  }

  /** Everything the server should know, sent on (re)connect. */
  announce(): void {
    this.emit({ type: 'heartbeat', status: this.status() });
    this.lastBar = '';
    this.lastRobots.clear();
    this.lastBottles = '';
    this.publishChanges(true);
    for (const drink of this.drinks.values()) this.emitDrink(drink);
  }

  heartbeat(): void {
    this.emit({ type: 'heartbeat', status: this.status() });
  }

  /** Advances simulated time by `realMs` × speed. */
  step(realMs: number): void {
    const dt = realMs * this.options.speed;
    this.simNow += dt;
    const perHour = (rate: number) => this.random() < (rate * dt) / 3_600_000;

    if (this.open && !this.flags.emergency && this.customers) {
      for (let n = this.customers.due(this.now(), dt); n > 0; n--) this.placeCustomerOrder(this.customers);
    } else if (this.open && !this.flags.emergency) {
      let expected = (this.options.ordersPerHour * dt) / 3_600_000;
      while (expected > 0) {
        if (this.random() < Math.min(expected, 1)) this.placeCustomerOrder();
        expected -= 1;
      }
    }

    const producing = [...this.drinks.values()].some((d) => d.status === 'producing');
    if (producing && !this.flags.cupError && perHour(this.options.cupErrorsPerHour)) {
      this.flags.cupError = true;
      this.faultSince.cupError = this.simNow;
    }
    if (this.robots.some((r) => r.status === 'RUNNING') && !this.flags.fencesOpen && perHour(this.options.fenceTripsPerHour)) {
      this.flags.fencesOpen = true;
      this.faultSince.fencesOpen = this.simNow;
      for (const r of this.robots) if (r.status === 'RUNNING') r.status = 'STOP';
    }
    const running = this.robots.filter((r) => r.status === 'RUNNING');
    if (running.length && this.options.robotFaultsPerHour > 0 && perHour(this.options.robotFaultsPerHour)) {
      this.faultRobot(running[Math.floor(this.random() * running.length)]);
    }
    if (this.bottles.length && perHour(this.options.emptyBottlesPerHour)) {
      this.bottles[Math.floor(this.random() * this.bottles.length)].level = 0;
    }
    this.autoRecover();
    this.advanceDrinks(dt);
    this.startDrinks();
    this.publishChanges();
  }

  /** Carries out a command; the caller acknowledges it with the outcome. */
  execute(command: CommandName, rawArgs: unknown): CommandOutcome {
    const args = parseCommandArgs(command, rawArgs);
    if (!args || !(command in commandArgsSchemas)) return { ok: false, error: 'The bar did not understand the command.' };
    const outcome = runCommand(command, args, this, this.effects);
    this.publishChanges();
    return outcome;
  }

  /**
   * A customer orders at the app or the kiosk and pays through the gateway (the sandbox behaviour:
   * a few payments fail); a paid order's drinks join the queue carrying the order id.
   */
  private placeCustomerOrder(steady?: SteadyCustomers): void {
    const open = [...this.drinks.values()].filter((d) => d.status === 'open').length;
    if (open >= 12) return;
    const type = this.random() < 0.6 ? 'App' : 'Kiosk';
    // steady customers order one drink each, in the profile's order, so the bar's consumption is known
    const items = steady
      ? [steady.pick(this.menu)]
      : [pickMenuItem(this.menu, this.random()), ...(this.random() < 0.2 ? [pickMenuItem(this.menu, this.random())] : [])];
    const nickname = this.random() < 0.8 ? NICKNAMES[Math.floor(this.random() * NICKNAMES.length)] : null;
    const roll = this.random();
    const paymentMethod =
      type === 'App' ? (roll < 0.55 ? 'shift4' : roll < 0.85 ? 'satispay' : 'adyen') : roll < 0.7 ? 'shift4' : roll < 0.9 ? 'cash' : 'voucher';
    const order = {
      id: this.newId(),
      nickname,
      type,
      paymentMethod,
      price: Math.round(items.reduce((sum, i) => sum + i.recipe.price, 0) * 100) / 100,
      currency: this.currency,
    } as const;
    this.emit({ type: 'appOrder', order: { ...order, status: 'open' } });
    if (this.random() < 0.03) {
      this.emit({ type: 'appOrder', order: { ...order, status: 'error' } });
      return;
    }
    const transactionId =
      paymentMethod === 'shift4' ? String(1_000_000_000 + Math.floor(this.random() * 8_999_999_999)) : paymentMethod === 'cash' ? null : this.newId();
    this.emit({ type: 'appOrder', order: { ...order, status: 'paid', transactionId } });
    const priority = this.random() < 0.08;
    for (const item of items) {
      this.addDrink({ id: this.newId(), recipe: item.recipe, color: item.color, name: nickname, type, priority, appOrderId: order.id });
    }
  }

  private addDrink(d: NewSimDrink): void {
    const drink: SimDrink = { ...d, status: 'open', deliveryPosition: null, robotTag: null, stageEnds: Infinity, createdAt: this.simNow };
    this.drinks.set(drink.id, drink);
    this.emitDrink(drink);
  }

  private canProduce(): boolean {
    return !this.flags.emergency && !this.flags.fencesOpen && !this.flags.cupError && !this.flags.maintenanceMode;
  }

  private advanceDrinks(dt: number): void {
    for (const drink of [...this.drinks.values()]) {
      if (drink.status === 'open') {
        if (this.simNow - drink.createdAt > this.options.maxWaitMs) this.finishDrink(drink, 'canceled');
        continue;
      }
      if (drink.status === 'producing') {
        const robot = this.robots.find((r) => r.tagName === drink.robotTag);
        // a stopped robot or a halted bar pauses the drink where it is
        if (!robot || robot.status !== 'RUNNING' || !this.canProduce()) {
          drink.stageEnds += dt;
          continue;
        }
      }
      if (this.simNow < drink.stageEnds) continue;
      if (drink.status === 'producing') {
        if (this.random() < this.options.drinkErrorRate) {
          this.finishDrink(drink, 'error', 'Dispensing error');
        } else {
          drink.deliveryPosition = this.freePosition();
          const waitsForUnlock = this.version === 'ms1' && !this.flags.automaticConveyor;
          this.moveDrink(drink, 'ready', waitsForUnlock ? 60_000 + this.random() * 30_000 : 6_000 + this.random() * 20_000);
        }
        continue;
      }
      if (drink.status === 'ready') this.moveDrink(drink, 'delivering', 3_000 + this.random() * 3_000);
      else if (drink.status === 'delivering') this.finishDrink(drink, 'delivered');
    }
  }

  private startDrinks(): void {
    if (!this.canProduce()) return;
    for (const robot of this.robots) {
      if (robot.status !== 'RUNNING' || !robot.enabled) continue;
      if ([...this.drinks.values()].some((d) => d.status === 'producing' && d.robotTag === robot.tagName)) continue;
      const next = [...this.drinks.values()]
        .filter((d) => d.status === 'open')
        .sort((a, b) => Number(b.priority) - Number(a.priority) || a.createdAt - b.createdAt)[0];
      if (!next) return;
      const plan = planPours(this.bottles, next.recipe.ingredients);
      if ('empty' in plan) {
        this.finishDrink(next, 'error', `Empty bottle: ${plan.empty}`);
        continue;
      }
      pour(plan.pours);
      next.robotTag = robot.tagName;
      this.moveDrink(next, 'producing', 18_000 + this.random() * 22_000);
    }
  }

  private freePosition(): number {
    const used = new Set([...this.drinks.values()].filter((d) => d.status === 'ready' || d.status === 'delivering').map((d) => d.deliveryPosition));
    const count = this.version === 'ms1' ? this.robots.length * CONVEYORS_PER_ROBOT : 4;
    for (let p = 1; p <= count; p++) if (!used.has(p)) return p;
    return 1 + Math.floor(this.random() * count);
  }

  private autoRecover(): void {
    const after = this.options.autoRecoverMs;
    if (!after) return;
    if (this.flags.cupError && this.simNow - (this.faultSince.cupError ?? this.simNow) > after) {
      this.flags.cupError = false;
      delete this.faultSince.cupError;
    }
    if (this.flags.fencesOpen && this.simNow - (this.faultSince.fencesOpen ?? this.simNow) > after) {
      this.flags.fencesOpen = false;
      delete this.faultSince.fencesOpen;
      if (!this.flags.emergency) for (const r of this.robots) if (r.enabled && r.status === 'STOP') r.status = 'RUNNING';
    }
    for (const r of this.robots) {
      const since = this.robotFaultSince.get(r.tagName);
      if (since === undefined) continue;
      if (r.status !== 'ABORTED') this.robotFaultSince.delete(r.tagName);
      else if (this.simNow - since > after && !this.flags.emergency && !this.flags.fencesOpen) {
        r.status = 'RUNNING';
        this.robotFaultSince.delete(r.tagName);
      }
    }
    for (const b of this.bottles) {
      if (bottleLevelState(b) !== 'alarm') {
        this.emptySince.delete(b.dispenserId);
        continue;
      }
      const since = this.emptySince.get(b.dispenserId) ?? this.simNow;
      this.emptySince.set(b.dispenserId, since);
      if (this.simNow - since > after) b.level = b.capacity;
    }
  }

  /** The robot stops on a fault of its own (ABORTED) and fails the drink it was making; staff reset it after autoRecoverMs. */
  faultRobot(robot: SimRobot): void {
    robot.status = 'ABORTED';
    this.robotFaultSince.set(robot.tagName, this.simNow);
    this.failRobotDrink(robot, 'Robot fault');
  }

  private failRobotDrink(robot: SimRobot, reason: string): void {
    for (const d of this.drinks.values()) if (d.status === 'producing' && d.robotTag === robot.tagName) this.finishDrink(d, 'error', reason);
  }

  private moveDrink(drink: SimDrink, status: DeviceDrinkStatus, durationMs: number): void {
    drink.status = status;
    drink.stageEnds = this.simNow + durationMs;
    this.emitDrink(drink);
  }

  private finishDrink(drink: SimDrink, status: 'delivered' | 'error' | 'canceled', error?: string): void {
    drink.status = status;
    this.emitDrink(drink, error);
    this.drinks.delete(drink.id);
  }

  private emitDrink(drink: SimDrink, error?: string): void {
    const robot = this.robots.find((r) => r.tagName === drink.robotTag);
    this.emit({
      type: 'drink',
      drink: {
        id: drink.id,
        status: drink.status,
        recipe: drink.recipe,
        type: drink.type,
        name: drink.name,
        priority: drink.priority,
        color: drink.color,
        deliveryPosition: drink.deliveryPosition,
        robot: robot?.displayName ?? null,
        appOrderId: drink.appOrderId,
        ...(error ? { error } : {}),
      },
    });
  }

  private bottleKey(): string {
    return this.bottles.map((b) => `${b.dispenserId}:${bottleLevelState(b)}`).join(',');
  }

  /** Emits bar, robot and bottle state that changed since the last call. */
  private publishChanges(withDrinkList = false): void {
    const bar = { status: this.status(), open: this.open, theme: this.theme, roboticSystem: { ...this.flags } };
    const barKey = JSON.stringify(bar);
    if (barKey !== this.lastBar || withDrinkList) {
      this.lastBar = barKey;
      this.emit({ type: 'bar', ...bar, ...(withDrinkList ? { activeDrinkIds: [...this.drinks.keys()] } : {}) });
    }
    for (const r of this.robots) {
      const key = `${r.status}|${r.enabled}`;
      if (this.lastRobots.get(r.tagName) !== key) {
        this.lastRobots.set(r.tagName, key);
        this.emit({ type: 'robot', tagName: r.tagName, status: r.status, enabled: r.enabled });
      }
    }
    // a change of state is reported at once; levels alone at most every levelReportMs (the forecast follows them)
    const bottleKey = this.bottleKey();
    const levels = this.bottles.map((b) => b.level).join(',');
    const levelsDue = levels !== this.lastLevels.key && this.simNow - this.lastLevels.at >= this.options.levelReportMs;
    if (bottleKey !== this.lastBottles || levelsDue) {
      this.lastBottles = bottleKey;
      this.lastLevels = { key: levels, at: this.simNow };
      this.emit({ type: 'bottles', levels: this.bottles.map((b) => ({ ...b })) });
    }
  }
}
