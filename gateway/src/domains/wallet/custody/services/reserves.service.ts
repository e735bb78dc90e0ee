import { USDT_NETWORKS, type UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { tokenUnitsToMicroUsdt } from "../../deposits/services/deposit-amount.js";
import { findDepositAddresses } from "../repo/custody-sweep.repo.js";
import { sweepSettings } from "./sweep-settings.js";

/** Decimals of the chain's own coin: ETH and BNB in wei (18), TRX in sun (6). */
export const NATIVE_DECIMALS = { evm: 18, tron: 6 } as const;

/** What one network holds on chain now (USDT in micro-USDT; the gas wallet's coin in base units). */
export interface NetworkReserves {
  network: UsdtNetwork;
  hotWallet: bigint | null;
  /** Every deposit address together (unswept deposits and sweeps in flight). */
  depositAddresses: bigint | null;
  /** The cold address (0 when none is configured). */
  coldStorage: bigint | null;
  gasWalletRaw: bigint | null;
  gasDecimals: number;
  /** Why a value is missing (the node did not answer). */
  error: string | null;
}

export interface OnChainReserves {
  /** USDT over every configured network (micro-USDT), of what could be read. */
  total: bigint;
  /** False when a configured network could not be read in full. */
  complete: boolean;
  networks: NetworkReserves[];
}

const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Reads one configured network's balances on chain; null when the network is not configured. */
export async function readNetworkReserves(
  deps: Pick<AppDeps, "config" | "dataSource">,
  network: UsdtNetwork,
): Promise<NetworkReserves | null> {
  const settings = sweepSettings(deps.config, network);
  if (!settings) return null;
  const { adapter, token } = settings.runtime;
  const reserves: NetworkReserves = {
    network,
    hotWallet: null,
    depositAddresses: null,
    coldStorage: null,
    gasWalletRaw: null,
    gasDecimals: NATIVE_DECIMALS[adapter.family],
    error: null,
  };
  const errors: string[] = [];
  const attempt = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      errors.push(`${what}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  };
  let decimals = 6;
  await attempt("decimals", async () => {
    decimals = await adapter.tokenDecimals(token);
  });
  const usdt = async (address: string) =>
    tokenUnitsToMicroUsdt(await adapter.tokenBalance(token, address), decimals);
  const hot = adapter.hotWalletAddress();
  await attempt("hot wallet", async () => {
    reserves.hotWallet = await usdt(hot);
  });
  await attempt("deposit addresses", async () => {
    const addresses = await findDepositAddresses(deps.dataSource, network);
    let sum = 0n;
    for (let i = 0; i < addresses.length; i += 20) {
      const balances = await Promise.all(addresses.slice(i, i + 20).map(usdt));
      for (const b of balances) sum += b;
    }
    reserves.depositAddresses = sum;
  });
  await attempt("cold address", async () => {
    const cold = settings.coldAddress;
    reserves.coldStorage = cold && !eq(cold, hot) ? await usdt(cold) : 0n;
  });
  await attempt("gas wallet", async () => {
    reserves.gasWalletRaw = await adapter.nativeBalance(settings.gasWallet);
  });
  reserves.error = errors.length > 0 ? errors.join("; ") : null;
  return reserves;
}

/**
 * On-chain USDT over every configured network: hot wallet, deposit addresses and cold storage (the
 * reserve rule of the ledger check compares members' liabilities with `total`).
 */
export async function readOnChainReserves(
  deps: Pick<AppDeps, "config" | "dataSource">,
): Promise<OnChainReserves> {
  const networks = (await Promise.all(USDT_NETWORKS.map((n) => readNetworkReserves(deps, n)))).filter(
    (r): r is NetworkReserves => r !== null,
  );
  let total = 0n;
  let complete = true;
  for (const r of networks) {
    if (r.hotWallet === null || r.depositAddresses === null || r.coldStorage === null) complete = false;
    total += (r.hotWallet ?? 0n) + (r.depositAddresses ?? 0n) + (r.coldStorage ?? 0n);
  }
  return { total, complete, networks };
}
