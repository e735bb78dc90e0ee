import type { UsdtNetwork } from "@vitrine/schema";
import QRCode from "qrcode";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { usdtNetwork } from "../../../../adapters/chain/chain-registry.js";

export interface DepositAddressView {
  network: UsdtNetwork;
  address: string;
  /** PNG data URL of the address, for the deposit page. */
  qrCode: string;
  confirmations: number;
}

/**
 * The member's deposit address on a network, created on first ask. The HD index is the user's numeric
 * id, so the address is a pure function of (mnemonic, network family, user): two racing first asks
 * derive the same address and INSERT IGNORE keeps one row. 2038 when the network is not configured.
 */
export async function myDepositAddress(
  deps: AppDeps,
  userId: string,
  network: UsdtNetwork,
): Promise<DepositAddressView> {
  const runtime = usdtNetwork(deps.config, network);
  if (!runtime) throw new DomainError("NETWORK_UNAVAILABLE");
  const index = Number(userId);
  // BIP-32 non-hardened indexes stop at 2^31 - 1.
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new Error(`user id ${userId} cannot be a derivation index`);
  }
  const address = runtime.adapter.deriveAddress(index);
  if (!runtime.adapter.isValidAddress(address)) throw new Error(`derived an invalid ${network} address`);
  await deps.dataSource.query(
    `INSERT IGNORE INTO deposit_address (user_id, network, address, derivation_index) VALUES (?, ?, ?, ?)`,
    [userId, network, address, index],
  );
  const [row] = (await deps.dataSource.query(
    `SELECT address FROM deposit_address WHERE user_id = ? AND network = ?`,
    [userId, network],
  )) as { address: string }[];
  if (!row) throw new Error(`deposit address of user ${userId} on ${network} was not stored`);
  return {
    network,
    address: row.address,
    qrCode: await QRCode.toDataURL(row.address, { errorCorrectionLevel: "M", margin: 1, width: 240 }),
    confirmations: runtime.confirmations,
  };
}
