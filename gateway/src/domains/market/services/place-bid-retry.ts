/**
 * A bid's transaction locks the bidder's ledger account (its freeze) before the listing (the gate),
 * while an auction's close locks the listing before the accounts it pays and releases. The two orders
 * can meet in a deadlock, which the database breaks by rolling one transaction back; a bid rolled
 * back that way changed nothing and simply runs again.
 */
export function isLockConflict(error: unknown): boolean {
  const driver = (error as { driverError?: { code?: string } }).driverError ?? (error as { code?: string });
  return driver?.code === "ER_LOCK_DEADLOCK";
}

/** Runs `work` again after a deadlock, up to `attempts` times in all. */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isLockConflict(error) || attempt >= attempts) throw error;
    }
  }
}
