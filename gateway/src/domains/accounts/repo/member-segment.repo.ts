import type { EntityManager } from "typeorm";

/**
 * Active members in id order after `afterId`, one batch: what a staff broadcast (notices domain) fans
 * out to. `locale` narrows to one language; `extraCondition` is another domain's SQL fragment about
 * the member aliased `u` (e.g. kyc's "latest submission approved").
 */
export async function findMemberIdsAfter(
  db: Pick<EntityManager, "query">,
  afterId: string,
  limit: number,
  filter: { locale?: string | null; extraCondition?: string } = {},
): Promise<string[]> {
  const conditions = ["u.id > ?", "u.status = 'active'"];
  const params: unknown[] = [afterId];
  if (filter.locale) {
    conditions.push("u.locale = ?");
    params.push(filter.locale);
  }
  if (filter.extraCondition) conditions.push(filter.extraCondition);
  const rows = (await db.query(
    `SELECT u.id FROM user_account u WHERE ${conditions.join(" AND ")} ORDER BY u.id LIMIT ?`,
    [...params, limit],
  )) as { id: string | number }[];
  return rows.map((r) => String(r.id));
}
