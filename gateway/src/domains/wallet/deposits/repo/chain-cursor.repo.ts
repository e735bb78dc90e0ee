import type { UsdtNetwork } from "@vitrine/schema";
import type { Db } from "../../shared/repo/db.js";

/** Where the deposit watcher of a network stands: the next block to read and when it last polled. */
export async function findChainCursor(
  db: Db,
  network: UsdtNetwork,
): Promise<{ next_block: string; polled_at: Date | null } | undefined> {
  const [cursor] = (await db.query(`SELECT next_block, polled_at FROM chain_cursor WHERE network = ?`, [
    network,
  ])) as { next_block: string; polled_at: Date | null }[];
  return cursor;
}

/** Moves the cursor to `nextBlock` (never backwards) and records the head seen and the poll time. */
export async function advanceChainCursor(
  db: Db,
  network: UsdtNetwork,
  nextBlock: bigint,
  head: bigint,
): Promise<void> {
  await db.query(
    `INSERT INTO chain_cursor (network, next_block, head_block, polled_at) VALUES (?, ?, ?, CURRENT_TIMESTAMP(3))
     ON DUPLICATE KEY UPDATE next_block = GREATEST(next_block, VALUES(next_block)), head_block = VALUES(head_block), polled_at = VALUES(polled_at)`,
    [network, nextBlock.toString(), head.toString()],
  );
}
