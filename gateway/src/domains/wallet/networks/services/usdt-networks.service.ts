import {
  Money,
  USDT_NETWORK_CHAIN,
  USDT_NETWORKS,
  USDT_WITHDRAWAL_MAX,
  type UsdtNetwork,
} from "@vitrine/schema";
import type { Config } from "../../../../config.js";
import { usdtNetwork } from "../../../../adapters/chain/chain-registry.js";

export interface UsdtNetworkInfo {
  network: UsdtNetwork;
  chain: string;
  available: boolean;
  fee: Money;
  confirmations: number;
  maxWithdrawal: Money;
}

/** Confirmations and fee of a network as configured, also for one that is off (shown greyed out). */
function configuredRules(config: Config, network: UsdtNetwork): { fee: string; confirmations: number } {
  switch (network) {
    case "ERC20":
      return { fee: config.ETH_WITHDRAWAL_FEE_USDT, confirmations: config.ETH_CONFIRMATIONS };
    case "BEP20":
      return { fee: config.BSC_WITHDRAWAL_FEE_USDT, confirmations: config.BSC_CONFIRMATIONS };
    case "TRC20":
      return { fee: config.TRON_WITHDRAWAL_FEE_USDT, confirmations: config.TRON_CONFIRMATIONS };
  }
}

/** All three USDT networks in the spec's order, each with whether it is configured here. */
export function usdtNetworkInfos(config: Config): UsdtNetworkInfo[] {
  return USDT_NETWORKS.map((network) => {
    const rules = configuredRules(config, network);
    return {
      network,
      chain: USDT_NETWORK_CHAIN[network].chain,
      available: usdtNetwork(config, network) !== null,
      fee: Money.parse("USDT", rules.fee),
      confirmations: rules.confirmations,
      maxWithdrawal: Money.parse("USDT", USDT_WITHDRAWAL_MAX),
    };
  });
}
