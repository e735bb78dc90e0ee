import { privateKeyToAccount } from "viem/accounts";
import { startDevChain, type DevChain, type DevChainOptions } from "../../dev/chain/dev-chain.js";

export type { DevChain };

/** Anvil's prefunded accounts 1 and 2 (not the hot wallet): "outside" senders of test deposits. */
export const ANVIL_SENDER_KEYS = [
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
] as const;

/**
 * A deposit-address mnemonic other than the node's own (anvil's accounts are the default mnemonic's
 * first keys: deposit addresses would then be the funded sender accounts).
 */
export const TEST_DEPOSIT_MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

/** The account xpubs of TEST_DEPOSIT_MNEMONIC (m/44'/60'/0' and m/44'/195'/0'): what the gateway is given. */
export const TEST_DEPOSIT_XPUBS = {
  WALLET_XPUB_EVM:
    "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt",
  WALLET_XPUB_TRON:
    "xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd",
} as const;

/** A local EVM node with test USDT and test cards, the senders funded with 1,000,000 USDT; stop it in afterAll. */
export async function startAnvil(options: DevChainOptions = {}): Promise<DevChain> {
  const chain = await startDevChain(options);
  const unit = 10n ** BigInt(options.usdtDecimals ?? 6);
  for (const key of ANVIL_SENDER_KEYS)
    await chain.mintUsdt(privateKeyToAccount(key).address, 1_000_000n * unit);
  return chain;
}

/** Config overrides that turn a USDT network on against a dev chain. */
export function evmNetworkEnv(
  chain: DevChain,
  network: "ERC20" | "BEP20",
  confirmations = 3,
): Record<string, string> {
  const prefix = network === "ERC20" ? "ETH" : "BSC";
  return {
    [`${prefix}_RPC_URL`]: chain.rpcUrl,
    [`${prefix}_USDT_CONTRACT`]: chain.usdtAddress,
    [`${prefix}_CONFIRMATIONS`]: String(confirmations),
  };
}
