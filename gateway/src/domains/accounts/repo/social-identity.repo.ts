import type { EntityManager } from "typeorm";

/* social_identity: a Google or Facebook account linked to a Vitrine account, by the provider's subject. */

type Db = Pick<EntityManager, "query">;

/** The account id a provider identity is linked to, or null. */
export async function findLinkedUserId(db: Db, provider: string, subject: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT user_id FROM social_identity WHERE provider = ? AND subject = ? LIMIT 1`,
    [provider, subject],
  )) as { user_id: string }[];
  return row ? String(row.user_id) : null;
}

/** Links an identity to an account (the unique key on provider and subject settles races). */
export async function insertSocialIdentity(
  em: Db,
  identity: { provider: string; subject: string; userId: string },
): Promise<void> {
  await em.query(`INSERT INTO social_identity (provider, subject, user_id) VALUES (?, ?, ?)`, [
    identity.provider,
    identity.subject,
    identity.userId,
  ]);
}
