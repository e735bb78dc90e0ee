import type { EntityManager } from "typeorm";

/* redeem_event_admin (accounts staff named for one event) and redeem_issuer (accounts that administer
 * every event of a publisher). */

type Db = Pick<EntityManager, "query">;

/** Replaces the named administrators of an event. */
export async function replaceEventAdmins(db: Db, eventId: string, userIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM redeem_event_admin WHERE event_id = ?`, [eventId]);
  if (userIds.length) {
    await db.query(`INSERT INTO redeem_event_admin (event_id, user_id) VALUES ?`, [
      [...new Set(userIds)].map((u) => [eventId, u]),
    ]);
  }
}

/** Makes an account an issuer of a publisher (no-op when it already is). */
export async function insertIssuer(
  db: Db,
  publisherId: string,
  userId: string,
  grantedBy: string | null,
): Promise<void> {
  await db.query(`INSERT IGNORE INTO redeem_issuer (publisher_id, user_id, granted_by) VALUES (?, ?, ?)`, [
    publisherId,
    userId,
    grantedBy,
  ]);
}

/** The events an account is named for and the publishers it issues for. */
export async function findAdminScope(
  db: Db,
  userId: string,
): Promise<{ eventIds: string[]; publisherIds: string[] }> {
  const events = (await db.query(`SELECT event_id FROM redeem_event_admin WHERE user_id = ?`, [userId])) as {
    event_id: string;
  }[];
  const publishers = (await db.query(`SELECT publisher_id FROM redeem_issuer WHERE user_id = ?`, [
    userId,
  ])) as { publisher_id: string }[];
  return {
    eventIds: events.map((e) => String(e.event_id)),
    publisherIds: publishers.map((p) => String(p.publisher_id)),
  };
}

/** The named administrators of an event (user ids). */
export async function findEventAdminIds(db: Db, eventId: string): Promise<string[]> {
  const rows = (await db.query(`SELECT user_id FROM redeem_event_admin WHERE event_id = ? ORDER BY user_id`, [
    eventId,
  ])) as { user_id: string }[];
  return rows.map((r) => String(r.user_id));
}

/** An approved issuer application (business domain) makes its applicant an issuer of the publisher. */
export async function grantIssuerRole(
  db: Db,
  grant: { userId: string; publisherId: string; grantedBy: string },
): Promise<void> {
  await insertIssuer(db, grant.publisherId, grant.userId, grant.grantedBy);
}
