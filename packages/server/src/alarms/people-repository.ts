import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { bars, userRoles, users } from '../db/schema.js';

/** Someone an alarm of a bar may be assigned to. */
export interface AlarmAssignee {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The active users who hold a role on `barId`, and the super administrators: whom its alarms may go to. */
export async function alarmAssignees(db: Db, barId: string): Promise<AlarmAssignee[]> {
  return db
    .selectDistinct({ _id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.barId, barId)))
    .where(and(eq(users.disabled, false), or(eq(users.superadmin, true), isNotNull(userRoles.id))))
    .orderBy(asc(users.email));
}

/** The bars of an inbox (`'all'` for a super administrator) with the zone their times are read in. */
export async function inboxBarList(db: Db, barIds: string[] | 'all'): Promise<Array<{ _id: string; name: string; timeZone: string }>> {
  if (barIds !== 'all' && barIds.length === 0) return [];
  return db
    .select({ _id: bars.id, name: bars.name, timeZone: bars.timeZone })
    .from(bars)
    .where(barIds === 'all' ? undefined : inArray(bars.id, barIds))
    .orderBy(asc(bars.name));
}
