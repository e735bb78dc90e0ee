import type { DataSource, EntityManager } from "typeorm";

/**
 * Runs `work` in one database transaction and passes the transactional EntityManager down
 * explicitly: every write in a business change (and its outbox rows) takes this manager.
 * Do not run statements in parallel (Promise.all) on one transaction: it is one connection.
 */
export function withTransaction<T>(
  dataSource: DataSource,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction("READ COMMITTED", work);
}
