import type { UsdtNetwork } from "@vitrine/schema";
import QRCode from "qrcode";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { usdtNetwork } from "../../../../adapters/chain/chain-registry.js";
import { storeDepositAddress } from "../repo/deposit-address.repo.js";

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
  const stored = await storeDepositAddress(deps.dataSource, {
    userId,
    network,
    address,
    derivationIndex: index,
  });
  if (!stored) throw new Error(`deposit address of user ${userId} on ${network} was not stored`);
  return {
    network,
    address: stored,
    qrCode: await QRCode.toDataURL(stored, { errorCorrectionLevel: "M", margin: 1, width: 240 }),
    confirmations: runtime.confirmations,
  };
}
