import {
  ACTIVE_DRINK_STATUSES,
  zonedDayStartOf,
  type AlarmSeverity,
  type BarDetail,
  type FleetBarSummary,
  type FleetRobot,
  type LiveMessage,
} from '@bar/domain';

const ACTIVE = new Set<string>(ACTIVE_DRINK_STATUSES);
/** Longer than any day, DST days included, and shorter than two: lands in the next local day. */
const INTO_NEXT_DAY_MS = 26 * 3_600_000;

/** What a bar's fleet row is computed from: its record, its undelivered drinks, today's sales and its alarms. */
export interface FleetSnapshot {
  bar: BarDetail;
  /** Drinks not yet final: id → when it was ordered. */
  activeDrinks: Map<string, number>;
  /** Delivered drinks ordered since `dayStart`, and their prices in cents. */
  today: { drinks: number; cents: number };
  dayStart: number;
  /** Alarms not yet cleared: id → severity. */
  alarms: Map<string, AlarmSeverity>;
}

interface Entry extends FleetSnapshot {
  fields: BarFields;
  dayEnd: number;
}

type BarFields = Pick<FleetBarSummary, 'name' | 'version' | 'liveCheck' | 'status' | 'open' | 'maintenance' | 'robots' | 'currency' | 'timeZone' | 'bottles'>;

function barFields(bar: BarDetail): BarFields {
  return {
    name: bar.name,
    version: bar.version,
    liveCheck: bar.liveCheck,
    status: bar.status,
    open: bar.open,
    maintenance: bar.roboticSystem.maintenanceMode === true,
    robots: bar.robots.map((r) => ({ tagName: r.tagName, displayName: r.displayName, status: r.status })),
    currency: bar.paymentSettings.currency.currencyNameISO,
    timeZone: bar.timeZone,
    bottles: { low: bar.bottleWarning.length, empty: bar.bottleAlarm.length },
  };
}

/** The bar's local day holding `at`: [start, end) in epoch ms. */
export function barDay(timeZone: string, at: number): { start: number; end: number } {
  const start = zonedDayStartOf(new Date(at), timeZone).getTime();
  return { start, end: zonedDayStartOf(new Date(start + INTO_NEXT_DAY_MS), timeZone).getTime() };
}

/**
 * The fleet rows of the bars this instance tracks, kept current by applying each bar's live
 * messages (ARCHITECTURE §4: every instance sees every `admin/{barId}` message). A row is read from
 * the database once, when first asked for, and then only changed by messages; nothing here does I/O.
 */
export class FleetBook {
  private readonly entries = new Map<string, Entry>();

  has(barId: string): boolean {
    return this.entries.has(barId);
  }

  /** Takes a row's state as read from the database, replacing what was kept. */
  put(snapshot: FleetSnapshot, now: number): void {
    const day = barDay(snapshot.bar.timeZone, now);
    const sameDay = day.start === snapshot.dayStart;
    this.entries.set(snapshot.bar._id, {
      ...snapshot,
      today: sameDay ? snapshot.today : { drinks: 0, cents: 0 },
      dayStart: day.start,
      dayEnd: day.end,
      fields: barFields(snapshot.bar),
    });
  }

  forget(barId: string): void {
    this.entries.delete(barId);
  }

  tracked(): string[] {
    return [...this.entries.keys()];
  }

  /** Applies one live message of a bar; true when its row changed. Bars not tracked are ignored. */
  apply(barId: string, message: LiveMessage, now: number): boolean {
    const entry = this.entries.get(barId);
    if (!entry) return false;
    const rolled = this.rollDay(entry, now);
    switch (message.type) {
      case 'bar':
        return applyBar(entry, message.payload as BarDetail) || rolled;
      case 'robot':
        return applyRobot(entry, message.payload as FleetRobot) || rolled;
      case 'drink':
        return applyDrink(entry, message.payload as DrinkMessage) || rolled;
      case 'alarm':
        return applyAlarm(entry, message.payload as AlarmMessage) || rolled;
      default:
        return rolled;
    }
  }

  /** The row of a tracked bar as of `now` (today's figures start again at the bar's midnight). */
  summary(barId: string, now: number): FleetBarSummary | undefined {
    const entry = this.entries.get(barId);
    if (!entry) return undefined;
    this.rollDay(entry, now);
    let oldest: number | null = null;
    for (const at of entry.activeDrinks.values()) if (oldest === null || at < oldest) oldest = at;
    let critical = 0;
    let warning = 0;
    for (const severity of entry.alarms.values()) {
      if (severity === 'critical') critical++;
      else warning++;
    }
    return {
      barId,
      ...entry.fields,
      queue: { count: entry.activeDrinks.size, oldestCreatedAt: oldest === null ? null : new Date(oldest).toISOString() },
      today: { drinks: entry.today.drinks, revenue: entry.today.cents / 100 },
      alarms: { critical, warning },
    };
  }

  private rollDay(entry: Entry, now: number): boolean {
    if (now < entry.dayEnd) return false;
    const day = barDay(entry.fields.timeZone, now);
    entry.dayStart = day.start;
    entry.dayEnd = day.end;
    const had = entry.today.drinks > 0;
    entry.today = { drinks: 0, cents: 0 };
    return had;
  }
}

interface DrinkMessage {
  _id: string;
  status: string;
  createdAt: string;
  recipe?: { price?: number };
}
interface AlarmMessage {
  alarm: { _id: string; severity: AlarmSeverity; state: string };
}

function applyBar(entry: Entry, bar: BarDetail): boolean {
  if (!bar?.paymentSettings || !Array.isArray(bar.robots)) return false;
  const fields = barFields(bar);
  const changed = JSON.stringify(fields) !== JSON.stringify(entry.fields);
  entry.fields = fields;
  return changed;
}

function applyRobot(entry: Entry, robot: FleetRobot): boolean {
  const index = entry.fields.robots.findIndex((r) => r.tagName === robot.tagName);
  if (index < 0) return false;
  const known = entry.fields.robots[index];
  if (known.status === robot.status && known.displayName === robot.displayName) return false;
  const robots = [...entry.fields.robots];
  robots[index] = { tagName: robot.tagName, displayName: robot.displayName, status: robot.status };
  entry.fields = { ...entry.fields, robots };
  return true;
}

/**
 * A drink leaving the queue as delivered is sold today when it was ordered since the bar's
 * midnight; one not seen in the queue was already counted (or sold another day), so a repeated
 * message never counts twice.
 */
function applyDrink(entry: Entry, drink: DrinkMessage): boolean {
  const createdAt = Date.parse(drink.createdAt);
  if (ACTIVE.has(drink.status)) {
    const known = entry.activeDrinks.get(drink._id);
    entry.activeDrinks.set(drink._id, createdAt);
    return known !== createdAt;
  }
  if (!entry.activeDrinks.delete(drink._id)) return false;
  if (drink.status === 'delivered' && createdAt >= entry.dayStart) {
    entry.today = { drinks: entry.today.drinks + 1, cents: entry.today.cents + Math.round((drink.recipe?.price ?? 0) * 100) };
  }
  return true;
}

function applyAlarm(entry: Entry, { alarm }: AlarmMessage): boolean {
  if (!alarm?._id) return false;
  if (alarm.state === 'cleared') return entry.alarms.delete(alarm._id);
  const known = entry.alarms.get(alarm._id);
  entry.alarms.set(alarm._id, alarm.severity);
  return known !== alarm.severity;
}
