import { Money, USDT_NETWORK_CHAIN, type CardChain, type UsdtNetwork } from "@vitrine/schema";
import type { Config } from "../../config.js";
import type { ChainAdapter, ChainSender } from "./chain-adapter.js";
import { createEvmAdapter } from "./evm.adapter.js";
import type { HotWalletSigner } from "./hot-wallet-signer.js";
import { createTronAdapter } from "./tron.adapter.js";

/** A USDT network as configured: the adapter that talks to it, the token and the rules that apply. */
export interface UsdtNetworkRuntime {
  network: UsdtNetwork;
  /** Display name of the chain ("Ethereum", "BNB Smart Chain", "TRON"). */
  chainName: string;
  adapter: ChainAdapter;
  /** The USDT contract address on that chain. */
  token: string;
  /** Confirmations a deposit needs before it is credited. */
  confirmations: number;
  /** Withdrawal fee (USDT). */
  fee: Money;
}

export interface CardChainRuntime {
  chainCode: CardChain;
  adapter: ChainAdapter;
}

/*
 * The registry is built from public configuration only: the account xpubs derive deposit addresses
 * and the hot wallet's addresses are read, never its key. What sends (ChainSender) comes from the
 * workers' HotWalletSigner through usdtSender / cardSender below.
 */

/**
 * Adapters are kept per config object, so the gateway and workers reuse one HTTP client per chain
 * while a test that builds its own config (another node, other confirmations) gets its own.
 */
const adapters = new WeakMap<Config, Map<string, ChainAdapter>>();

function cachedAdapter(config: Config, key: string, create: () => ChainAdapter): ChainAdapter {
  let byKey = adapters.get(config);
  if (!byKey) {
    byKey = new Map();
    adapters.set(config, byKey);
  }
  let adapter = byKey.get(key);
  if (!adapter) {
    adapter = create();
    byKey.set(key, adapter);
  }
  return adapter;
}

function evmAdapter(config: Config, rpcUrl: string): ChainAdapter {
  // Keyed by URL: a card chain and a USDT network on the same node share one client.
  return cachedAdapter(config, `evm:${rpcUrl}`, () =>
    createEvmAdapter({
      rpcUrl,
      xpub: config.WALLET_XPUB_EVM,
      hotWalletAddress: config.HOT_WALLET_ADDRESS_EVM,
    }),
  );
}

/** The runtime of a USDT network, or null when it is not configured (its URL or contract is unset). */
export function usdtNetwork(config: Config, network: UsdtNetwork): UsdtNetworkRuntime | null {
  const chainName = USDT_NETWORK_CHAIN[network].chain;
  switch (network) {
    case "ERC20":
      if (!config.ETH_RPC_URL || !config.ETH_USDT_CONTRACT) return null;
      return {
        network,
        chainName,
        adapter: evmAdapter(config, config.ETH_RPC_URL),
        token: config.ETH_USDT_CONTRACT,
        confirmations: config.ETH_CONFIRMATIONS,
        fee: Money.parse("USDT", config.ETH_WITHDRAWAL_FEE_USDT),
      };
    case "BEP20":
      if (!config.BSC_RPC_URL || !config.BSC_USDT_CONTRACT) return null;
      return {
        network,
        chainName,
        adapter: evmAdapter(config, config.BSC_RPC_URL),
        token: config.BSC_USDT_CONTRACT,
        confirmations: config.BSC_CONFIRMATIONS,
        fee: Money.parse("USDT", config.BSC_WITHDRAWAL_FEE_USDT),
      };
    case "TRC20": {
      const apiUrl = config.TRON_API_URL;
      if (!apiUrl || !config.TRON_USDT_CONTRACT) return null;
      return {
        network,
        chainName,
        adapter: cachedAdapter(config, `tron:${apiUrl}`, () =>
          createTronAdapter({
            apiUrl,
            xpub: config.WALLET_XPUB_TRON,
            hotWalletAddress: config.HOT_WALLET_ADDRESS_TRON,
          }),
        ),
        token: config.TRON_USDT_CONTRACT,
        confirmations: config.TRON_CONFIRMATIONS,
        fee: Money.parse("USDT", config.TRON_WITHDRAWAL_FEE_USDT),
      };
    }
  }
}

/** The adapter of a card chain (catalogue chain code), or null when its RPC URL is unset. */
export function cardChain(config: Config, chainCode: CardChain): CardChainRuntime | null {
  const rpcUrl = { ETH: config.ETH_RPC_URL, BSC: config.BSC_RPC_URL, POLYGON: config.POLYGON_RPC_URL }[
    chainCode
  ];
  if (!rpcUrl) return null;
  return { chainCode, adapter: evmAdapter(config, rpcUrl) };
}

/**
 * The hot wallet's sender on a USDT network (workers only: it needs the signer), or null when the
 * network is not configured.
 */
export function usdtSender(
  config: Config,
  signer: HotWalletSigner,
  network: UsdtNetwork,
): ChainSender | null {
  switch (network) {
    case "ERC20":
      return config.ETH_RPC_URL && config.ETH_USDT_CONTRACT ? signer.evmSender(config.ETH_RPC_URL) : null;
    case "BEP20":
      return config.BSC_RPC_URL && config.BSC_USDT_CONTRACT ? signer.evmSender(config.BSC_RPC_URL) : null;
    case "TRC20":
      return config.TRON_API_URL && config.TRON_USDT_CONTRACT
        ? signer.tronSender({ apiUrl: config.TRON_API_URL })
        : null;
  }
}

/** The hot wallet's sender on a card chain (workers only), or null when its RPC URL is unset. */
export function cardSender(
  config: Config,
  signer: HotWalletSigner,
  chainCode: CardChain,
): ChainSender | null {
  const rpcUrl = { ETH: config.ETH_RPC_URL, BSC: config.BSC_RPC_URL, POLYGON: config.POLYGON_RPC_URL }[
    chainCode
  ];
  return rpcUrl ? signer.evmSender(rpcUrl) : null;
}
