import type { DataSource } from "typeorm";

/** Dispatched outbox rows are kept this long for auditing, then deleted. */
export const OUTBOX_RETENTION_DAYS = 7;

export async function purgeDispatchedOutbox(dataSource: DataSource, batch = 1000): Promise<number> {
  const result: { affectedRows: number } = await dataSource.query(
    `DELETE FROM outbox_message WHERE dispatched_at IS NOT NULL AND dispatched_at < NOW(3) - INTERVAL ? DAY LIMIT ?`,
    [OUTBOX_RETENTION_DAYS, batch],
  );
  return result.affectedRows;
}
