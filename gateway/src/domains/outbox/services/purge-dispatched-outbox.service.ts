import type { DataSource } from "typeorm";
import { deleteDispatchedOutbox } from "../outbox.repo.js";

/** Dispatched outbox rows are kept this long for auditing, then deleted. */
export const OUTBOX_RETENTION_DAYS = 7;

export async function purgeDispatchedOutbox(dataSource: DataSource, batch = 1000): Promise<number> {
  return deleteDispatchedOutbox(dataSource, OUTBOX_RETENTION_DAYS, batch);
}
