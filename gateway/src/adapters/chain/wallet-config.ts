import { isAddress } from "viem";
import { z } from "zod";
import { xpubProblem } from "./hd-derivation.js";
import { isTronAddress, tronAddressFromEvm, tronBase58ToHex } from "./tron-address.js";

/*
 * The wallet part of the gateway's configuration (config.ts spreads this in): PUBLIC values only.
 * Deposit addresses come from the account xpubs, chain status and settlement checks from the hot
 * wallet's addresses. The mnemonic and the hot wallet's private key are the workers' alone
 * (workers/src/signer-config.ts); docs/WALLET-CHAIN.md has the key ceremony.
 */

/** Variables that hold spending keys: read by the workers only, refused in a production gateway's environment. */
export const SIGNING_SECRET_VARIABLES = [
  "WALLET_HD_MNEMONIC",
  "HOT_WALLET_PRIVATE_KEY",
  "GAS_WALLET_PRIVATE_KEY",
] as const;

/** The refusal line's detail when a production gateway's environment holds a signing secret. */
export const SIGNING_SECRET_IN_GATEWAY_DETAIL =
  "must not be in the gateway's environment: only the workers hold wallet keys (docs/WALLET-CHAIN.md)";

// The development wallet: the public test mnemonic of local EVM nodes and anvil's first account.
// Its xpubs and addresses are what `npm run wallet:xpub` prints for that mnemonic and key.
export const DEV_WALLET_XPUB_EVM =
  "xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP";
export const DEV_WALLET_XPUB_TRON =
  "xpub6BuRy7ZmkGfP2RWhoor1kWB1w9DvrtmJbFBvnC1bQ4SB5NbCHTyQYCJSXZtxDbFyHTmC7wkU2he3nYYdpZ3Vf6qUAkXSnL6RPif4BDtDEKr";
export const DEV_HOT_WALLET_ADDRESS_EVM = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const DEV_HOT_WALLET_ADDRESS_TRON = "TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG";

/** Public development wallet values production refuses (added to config.ts's well-known table). */
export const WALLET_DEVELOPMENT_VALUES = {
  WALLET_XPUB_EVM: [DEV_WALLET_XPUB_EVM],
  WALLET_XPUB_TRON: [DEV_WALLET_XPUB_TRON],
  HOT_WALLET_ADDRESS_EVM: [DEV_HOT_WALLET_ADDRESS_EVM],
  HOT_WALLET_ADDRESS_TRON: [DEV_HOT_WALLET_ADDRESS_TRON],
} as const;

const evmAddress = z.string().refine((value) => value.length === 42 && isAddress(value, { strict: true }), {
  message: "must be a 0x-prefixed 20-byte address (checksummed or all lower case)",
});

const usdtDecimal = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, { message: "must be a USDT amount" });

const xpub = z.string().superRefine((value, ctx) => {
  const problem = xpubProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** The zod fields of the wallet block (all optional: defaults and production rules are in walletSettings). */
export const WALLET_CONFIG_SHAPE = {
  // Account xpubs of the deposit HD wallet: m/44'/60'/0' (EVM) and m/44'/195'/0' (TRON).
  WALLET_XPUB_EVM: xpub.optional(),
  WALLET_XPUB_TRON: xpub.optional(),
  // The hot wallet's public addresses (one key: the TRON address is the EVM one's 20 bytes).
  HOT_WALLET_ADDRESS_EVM: z
    .string()
    .refine((value) => value.length === 42 && isAddress(value, { strict: true }), {
      message: "must be a 0x-prefixed 20-byte address (checksummed or all lower case)",
    })
    .optional(),
  HOT_WALLET_ADDRESS_TRON: z
    .string()
    .refine(isTronAddress, { message: "must be a TRON base58 address" })
    .optional(),
  // Deposit sweeping (docs/WALLET-CHAIN.md "Sweeping"): an address is swept once it holds this much USDT.
  ETH_SWEEP_THRESHOLD_USDT: usdtDecimal.default("100"),
  BSC_SWEEP_THRESHOLD_USDT: usdtDecimal.default("50"),
  TRON_SWEEP_THRESHOLD_USDT: usdtDecimal.default("50"),
  // Where sweeps go: the hot wallet, or the cold address of the chain (then it must be set).
  SWEEP_DESTINATION: z.enum(["hot", "cold"]).default("hot"),
  COLD_WALLET_ADDRESS_EVM: evmAddress.optional(),
  COLD_WALLET_ADDRESS_TRON: z
    .string()
    .refine(isTronAddress, { message: "must be a TRON base58 address" })
    .optional(),
  // The gas wallet that funds sweeps (its key: GAS_WALLET_PRIVATE_KEY, workers only); default the hot wallet.
  GAS_WALLET_ADDRESS_EVM: evmAddress.optional(),
  GAS_WALLET_ADDRESS_TRON: z
    .string()
    .refine(isTronAddress, { message: "must be a TRON base58 address" })
    .optional(),
  DEPOSIT_SWEEP_EVERY_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
};

type WalletInput = {
  [K in keyof WalletSettings]?: string;
} & {
  ETH_RPC_URL?: string;
  BSC_RPC_URL?: string;
  POLYGON_RPC_URL?: string;
  TRON_API_URL?: string;
};

export interface WalletSettings {
  WALLET_XPUB_EVM: string;
  WALLET_XPUB_TRON: string;
  HOT_WALLET_ADDRESS_EVM: string;
  HOT_WALLET_ADDRESS_TRON: string;
}

/**
 * The wallet block with its defaults, or the variable that is wrong. Outside production the
 * development wallet applies; in production a family's xpub and the hot wallet's address are
 * required once one of its chains has a URL (unset values of an unused family stay empty: no
 * adapter of that family is ever built).
 */
export function walletSettings(
  env: WalletInput,
  production: boolean,
): { ok: true; value: WalletSettings } | { ok: false; variable: string; message: string } {
  const evmOn = Boolean(env.ETH_RPC_URL || env.BSC_RPC_URL || env.POLYGON_RPC_URL);
  const tronOn = Boolean(env.TRON_API_URL);
  const required: (keyof WalletSettings)[] = [
    ...(evmOn ? (["WALLET_XPUB_EVM"] as const) : []),
    ...(tronOn ? (["WALLET_XPUB_TRON"] as const) : []),
    ...(evmOn || tronOn ? (["HOT_WALLET_ADDRESS_EVM"] as const) : []),
  ];
  if (production) {
    const missing = required.find((name) => !env[name]);
    if (missing) {
      const message = "is required in production when a chain RPC/API URL is set";
      return { ok: false, variable: missing, message };
    }
  }
  const fallback = (value: string) => (production ? "" : value);
  const evmHot = env.HOT_WALLET_ADDRESS_EVM ?? fallback(DEV_HOT_WALLET_ADDRESS_EVM);
  const tronHot = env.HOT_WALLET_ADDRESS_TRON ?? (evmHot ? tronAddressFromEvm(evmHot) : "");
  // One key sends on every chain: a TRON address of another key would make TRON settlements unverifiable.
  if (
    env.HOT_WALLET_ADDRESS_TRON &&
    evmHot &&
    tronBase58ToHex(tronHot).slice(2) !== evmHot.slice(2).toLowerCase()
  ) {
    return {
      ok: false,
      variable: "HOT_WALLET_ADDRESS_TRON",
      message: "must be the TRON form of HOT_WALLET_ADDRESS_EVM (the same key)",
    };
  }
  return {
    ok: true,
    value: {
      WALLET_XPUB_EVM: env.WALLET_XPUB_EVM ?? fallback(DEV_WALLET_XPUB_EVM),
      WALLET_XPUB_TRON: env.WALLET_XPUB_TRON ?? fallback(DEV_WALLET_XPUB_TRON),
      HOT_WALLET_ADDRESS_EVM: evmHot,
      HOT_WALLET_ADDRESS_TRON: tronHot,
    },
  };
}
