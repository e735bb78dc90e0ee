import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  ConfigError,
  DEV_HOT_WALLET_KEY,
  DEV_WALLET_MNEMONIC,
  loadConfig,
  loadDotEnv,
  WELL_KNOWN_VALUE_DETAIL,
  wellKnownDevelopmentVariable,
  type Config,
} from "@vitrine/gateway/config.js";
import { accountXpub, isValidMnemonic } from "@vitrine/gateway/adapters/chain/hd-derivation.js";
import {
  createHotWalletSigner,
  type HotWalletSigner,
} from "@vitrine/gateway/adapters/chain/hot-wallet-signer.js";
import { tronAddressFromEvm } from "@vitrine/gateway/adapters/chain/tron-address.js";
import { SIGNING_SECRET_VARIABLES } from "@vitrine/gateway/adapters/chain/wallet-config.js";

/*
 * The workers' signer config: the only place the hot wallet's private key and the HD mnemonic are
 * read. The workers take both out of their environment, load the shared (public) config from the
 * rest, and check the secrets against it, so a production worker never signs with a public
 * development key or with a key the gateway does not show as the hot wallet (docs/WALLET-CHAIN.md).
 */

export interface SignerConfig {
  /** Signs withdrawals; null only in production with no chain configured (nothing to send). */
  HOT_WALLET_PRIVATE_KEY: Hex | null;
  /** Optional: when given, checked against the gateway's xpubs (the operator may keep it offline). */
  WALLET_HD_MNEMONIC?: string;
  /** The gas wallet's key (funds deposit sweeps); defaults to the hot wallet's key. */
  GAS_WALLET_PRIVATE_KEY?: Hex | null;
}

type Env = Record<string, string | undefined>;

/** `env` without the signing secrets: what the shared config is loaded from. */
export function publicEnv(env: Env): Env {
  const rest = { ...env };
  for (const name of SIGNING_SECRET_VARIABLES) delete rest[name];
  return rest;
}

/**
 * Reads and checks the signing secrets of `env` against the shared `config`. Outside production
 * the development wallet applies when unset. In production: no well-known development value, the
 * key's addresses are the configured hot wallet addresses, and a given mnemonic's xpubs are the
 * configured ones. Throws a ConfigError (one line naming the variable) otherwise.
 */
export function loadSignerConfig(env: Env, config: Config): SignerConfig {
  const key = env.HOT_WALLET_PRIVATE_KEY || undefined;
  const gasKey = env.GAS_WALLET_PRIVATE_KEY || undefined;
  if (gasKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(gasKey)) {
    throw new ConfigError("GAS_WALLET_PRIVATE_KEY", "must be a 0x-prefixed 32-byte hex key");
  }
  const mnemonic = env.WALLET_HD_MNEMONIC?.trim().replace(/\s+/g, " ") || undefined;
  if (key !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(key)) {
    throw new ConfigError("HOT_WALLET_PRIVATE_KEY", "must be a 0x-prefixed 32-byte hex key");
  }
  if (mnemonic !== undefined && !isValidMnemonic(mnemonic)) {
    throw new ConfigError(
      "WALLET_HD_MNEMONIC",
      "must be a BIP-39 English mnemonic (12–24 words, valid checksum)",
    );
  }
  if (!config.production) {
    return {
      HOT_WALLET_PRIVATE_KEY: (key ?? DEV_HOT_WALLET_KEY) as Hex,
      // Outside production the sweep signs with the development mnemonic the default xpubs come from.
      WALLET_HD_MNEMONIC: mnemonic ?? DEV_WALLET_MNEMONIC,
      GAS_WALLET_PRIVATE_KEY: (gasKey ?? null) as Hex | null,
    };
  }

  const known = wellKnownDevelopmentVariable({ HOT_WALLET_PRIVATE_KEY: key, WALLET_HD_MNEMONIC: mnemonic });
  if (known) throw new ConfigError(known, WELL_KNOWN_VALUE_DETAIL);
  // A development key as the gas wallet's is refused like one as the hot wallet's.
  if (gasKey && wellKnownDevelopmentVariable({ HOT_WALLET_PRIVATE_KEY: gasKey })) {
    throw new ConfigError("GAS_WALLET_PRIVATE_KEY", WELL_KNOWN_VALUE_DETAIL);
  }
  const chainConfigured = Boolean(
    config.ETH_RPC_URL || config.BSC_RPC_URL || config.POLYGON_RPC_URL || config.TRON_API_URL,
  );
  if (!key && chainConfigured) {
    throw new ConfigError(
      "HOT_WALLET_PRIVATE_KEY",
      "is required in production when a chain RPC/API URL is set",
    );
  }
  if (key) {
    const address = privateKeyToAccount(key as Hex).address;
    if (address.toLowerCase() !== config.HOT_WALLET_ADDRESS_EVM.toLowerCase()) {
      throw new ConfigError(
        "HOT_WALLET_PRIVATE_KEY",
        `does not match HOT_WALLET_ADDRESS_EVM (the key's address is ${address})`,
      );
    }
    const tron = tronAddressFromEvm(address);
    if (tron !== config.HOT_WALLET_ADDRESS_TRON) {
      throw new ConfigError(
        "HOT_WALLET_PRIVATE_KEY",
        `does not match HOT_WALLET_ADDRESS_TRON (the key's TRON address is ${tron})`,
      );
    }
  }
  if (mnemonic) {
    const pairs = [
      ["WALLET_XPUB_EVM", config.WALLET_XPUB_EVM, "evm"],
      ["WALLET_XPUB_TRON", config.WALLET_XPUB_TRON, "tron"],
    ] as const;
    for (const [variable, configured, family] of pairs) {
      if (configured && accountXpub(mnemonic, family) !== configured) {
        throw new ConfigError("WALLET_HD_MNEMONIC", `does not match ${variable} (its xpub differs)`);
      }
    }
  }
  if (gasKey) {
    const gasAddress = privateKeyToAccount(gasKey as Hex).address;
    const configured = config.GAS_WALLET_ADDRESS_EVM ?? config.HOT_WALLET_ADDRESS_EVM;
    if (gasAddress.toLowerCase() !== configured.toLowerCase()) {
      throw new ConfigError(
        "GAS_WALLET_PRIVATE_KEY",
        `does not match GAS_WALLET_ADDRESS_EVM (the key's address is ${gasAddress})`,
      );
    }
  }
  return {
    HOT_WALLET_PRIVATE_KEY: (key ?? null) as Hex | null,
    WALLET_HD_MNEMONIC: mnemonic,
    GAS_WALLET_PRIVATE_KEY: (gasKey ?? null) as Hex | null,
  };
}

/** The shared config (from the environment without the secrets) and the hot wallet signer, or a ConfigError. */
export function loadWorkerConfig(env: Env): { config: Config; signer: HotWalletSigner | null } {
  const config = loadConfig(publicEnv(env));
  const signerConfig = loadSignerConfig(env, config);
  const hotKey = signerConfig.HOT_WALLET_PRIVATE_KEY;
  const gasKey = signerConfig.GAS_WALLET_PRIVATE_KEY ?? hotKey;
  // The sweep needs the deposit keys: without the mnemonic (kept offline) sweeping is an offline task.
  const sweep =
    signerConfig.WALLET_HD_MNEMONIC && gasKey
      ? { mnemonic: signerConfig.WALLET_HD_MNEMONIC, gasKey }
      : undefined;
  const signer = hotKey ? createHotWalletSigner(hotKey, sweep) : null;
  return { config, signer };
}

/** loadWorkerConfig over `.env` + process.env; exits with the one-line message on a ConfigError. */
export function loadWorkerConfigOrExit(): { config: Config; signer: HotWalletSigner | null } {
  loadDotEnv();
  try {
    return loadWorkerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
