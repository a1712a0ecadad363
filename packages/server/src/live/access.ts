import { deriveRole, isAtLeast, type RoleHolder } from '@bar/domain';

/** Who is behind a broker connection, decided once at CONNECT (ARCHITECTURE §4). */
export type LiveIdentity =
  { kind: 'console'; userId: string; email: string; /** access token expiry, epoch ms */ expiresAt: number } | { kind: 'bar'; barId: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BAR_ID = new RegExp(`^${UUID}$`);
const ADMIN_TOPIC = new RegExp(`^admin/(${UUID})$`);
const BAR_TOPIC = new RegExp(`^bars/(${UUID})/(cmd|evt)$`);
const FLEET_TOPIC = new RegExp(`^fleet/(${UUID})$`);

export type TopicKind = 'admin' | 'cmd' | 'evt';

/** Reads one of the three topic families; anything else (wildcards, $SYS, extra levels) is null. */
export function parseTopic(topic: string): { kind: TopicKind; barId: string } | null {
  const admin = ADMIN_TOPIC.exec(topic);
  if (admin) return { kind: 'admin', barId: admin[1] };
  const bar = BAR_TOPIC.exec(topic);
  if (bar) return { kind: bar[2] as 'cmd' | 'evt', barId: bar[1] };
  return null;
}

/** Bar ids in topics are the database's lowercase UUIDs; anything else could smuggle levels or wildcards. */
export function assertBarId(barId: string): string {
  const id = barId.toLowerCase();
  if (!BAR_ID.test(id)) throw new Error(`Not a bar id: ${JSON.stringify(barId)}`);
  return id;
}

/** Lowest role that may watch a bar's live messages. */
export const WATCH_ROLE = 'BARMAN' as const;

/** Whether a user (fresh from the database) may watch `barId`: BARMAN or above there, any bar for SUPERADMIN. */
export function mayWatchBar(user: RoleHolder, barId: string): boolean {
  return isAtLeast(deriveRole(user, barId), WATCH_ROLE);
}

/**
 * The bar a console subscription is about, when it is the exact `admin/{barId}` form; null for
 * anything else, wildcards included. The role check needs the database and happens in the broker.
 */
export function consoleSubscriptionBar(topic: string): string | null {
  const parsed = parseTopic(topic);
  return parsed?.kind === 'admin' ? parsed.barId : null;
}

/** The user whose fleet rows a `fleet/{userId}` topic carries; null for any other topic. */
export function fleetTopicUser(topic: string): string | null {
  return FLEET_TOPIC.exec(topic)?.[1] ?? null;
}

/** A console may follow its own user's fleet topic only (the rows it carries are the user's own bars). */
export function consoleMayFollowFleet(identity: { userId: string }, topic: string): boolean {
  return fleetTopicUser(topic) === identity.userId;
}

/** A bar controller subscribes to its own command topic only. */
export function barMaySubscribe(barId: string, topic: string): boolean {
  const parsed = parseTopic(topic);
  return parsed?.kind === 'cmd' && parsed.barId === barId;
}

/** A bar controller publishes on its own event topic only. */
export function barMayPublish(barId: string, topic: string): boolean {
  const parsed = parseTopic(topic);
  return parsed?.kind === 'evt' && parsed.barId === barId;
}
