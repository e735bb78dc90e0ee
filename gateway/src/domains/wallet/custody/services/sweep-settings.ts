import { Money, type UsdtNetwork } from "@vitrine/schema";
import type { Config } from "../../../../config.js";
import { tronAddressFromEvm } from "../../../../adapters/chain/tron-address.js";
import { usdtNetwork, type UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";

export interface SweepSettings {
  runtime: UsdtNetworkRuntime;
  /** The node's URL (the workers' sweep sender talks to the same node as the adapter). */
  url: string;
  /** Addresses holding at least this (micro-USDT) are swept. */
  thresholdMicro: bigint;
  destination: string;
  destinationKind: "HOT_WALLET" | "COLD_STORAGE";
  /** The cold address of the chain, or null. */
  coldAddress: string | null;
  /** The gas wallet's address (public; defaults to the hot wallet). */
  gasWallet: string;
}

/** The network's sweep settings, or null when the network is not configured. Throws when cold is chosen but unset. */
export function sweepSettings(config: Config, network: UsdtNetwork): SweepSettings | null {
  const runtime = usdtNetwork(config, network);
  if (!runtime) return null;
  const evm = runtime.adapter.family === "evm";
  const url = { ERC20: config.ETH_RPC_URL, BEP20: config.BSC_RPC_URL, TRC20: config.TRON_API_URL }[network]!;
  const threshold = {
    ERC20: config.ETH_SWEEP_THRESHOLD_USDT,
    BEP20: config.BSC_SWEEP_THRESHOLD_USDT,
    TRC20: config.TRON_SWEEP_THRESHOLD_USDT,
  }[network];
  const coldAddress = (evm ? config.COLD_WALLET_ADDRESS_EVM : config.COLD_WALLET_ADDRESS_TRON) ?? null;
  const hot = runtime.adapter.hotWalletAddress();
  const cold = config.SWEEP_DESTINATION === "cold";
  if (cold && !coldAddress) {
    throw new Error(
      `SWEEP_DESTINATION=cold needs ${evm ? "COLD_WALLET_ADDRESS_EVM" : "COLD_WALLET_ADDRESS_TRON"}`,
    );
  }
  return {
    runtime,
    url,
    thresholdMicro: Money.parse("USDT", threshold).minor,
    destination: cold ? coldAddress! : hot,
    destinationKind: cold ? "COLD_STORAGE" : "HOT_WALLET",
    coldAddress,
    gasWallet: evm
      ? (config.GAS_WALLET_ADDRESS_EVM ?? hot)
      : (config.GAS_WALLET_ADDRESS_TRON ??
        (config.GAS_WALLET_ADDRESS_EVM ? tronAddressFromEvm(config.GAS_WALLET_ADDRESS_EVM) : hot)),
  };
}
