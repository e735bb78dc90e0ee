import type { UsdtNetwork } from "@vitrine/schema";
import type { Db } from "../../shared/repo/db.js";

/**
 * Stores a member's deposit address unless one is stored already (two racing first asks derive the
 * same address; INSERT IGNORE keeps one row), then answers the stored one.
 */
export async function storeDepositAddress(
  db: Db,
  row: { userId: string; network: UsdtNetwork; address: string; derivationIndex: number },
): Promise<string | undefined> {
  await db.query(
    `INSERT IGNORE INTO deposit_address (user_id, network, address, derivation_index) VALUES (?, ?, ?, ?)`,
    [row.userId, row.network, row.address, row.derivationIndex],
  );
  const [stored] = (await db.query(`SELECT address FROM deposit_address WHERE user_id = ? AND network = ?`, [
    row.userId,
    row.network,
  ])) as { address: string }[];
  return stored?.address;
}

/**
 * The deposit addresses among `addresses` on the network, with their owners. The column's
 * collation ignores case: callers compare again where case matters (TRON).
 */
export async function depositAddressRows(
  db: Db,
  network: UsdtNetwork,
  addresses: string[],
): Promise<{ user_id: string; address: string }[]> {
  return (await db.query(
    `SELECT user_id, address FROM deposit_address WHERE network = ? AND address IN (${addresses.map(() => "?").join(", ")})`,
    [network, ...addresses],
  )) as { user_id: string; address: string }[];
}
