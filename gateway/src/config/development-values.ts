// Development defaults and the public values production refuses (docs/SECURITY.md).
import { isIP } from "node:net";
import { WALLET_DEVELOPMENT_VALUES } from "../adapters/chain/wallet-config.js";

export const DEV_SESSION_SECRET = "vitrine-development-session-secret-change-me";
// Local EVM nodes (anvil, Hardhat) fund the accounts of this public test mnemonic; development only.
export const DEV_WALLET_MNEMONIC = "test test test test test test test test test test test junk";
// The local node's first funded account (index 0 of the mnemonic above); development only.
export const DEV_HOT_WALLET_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
export const DEV_KYC_ENCRYPTION_KEY = "vitrine-development-kyc-key-change-me-0000";
// Signs the rotating claim QR of physical redemption gifts (domains/redemption); development only.
export const DEV_REDEEM_CLAIM_SECRET = "vitrine-development-redeem-claim-secret-change-me";

// --- Production is explicit and closed (docs/SECURITY.md) ---------------------------------------
// The private keys of the 20 accounts anvil and Hardhat fund from the test mnemonic (index 0 first).
const LOCAL_NODE_KEYS = [
  DEV_HOT_WALLET_KEY,
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
  "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
  "0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897",
  "0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82",
  "0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1",
  "0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd",
  "0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa",
  "0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61",
  "0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0",
  "0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd",
  "0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0",
  "0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e",
];

/**
 * Values that are public (in this repository, in a provider's documentation, or in every local EVM
 * node): production refuses to start when a variable holds one of them, with one line naming the
 * variable. Keep every such value here — the workers check the same table — and add new
 * development defaults as they appear.
 */
export const WELL_KNOWN_DEVELOPMENT_VALUES: Readonly<Record<string, readonly string[]>> = {
  SESSION_SECRET: [DEV_SESSION_SECRET],
  KYC_ENCRYPTION_KEY: [DEV_KYC_ENCRYPTION_KEY],
  REDEEM_CLAIM_SECRET: [DEV_REDEEM_CLAIM_SECRET],
  WALLET_HD_MNEMONIC: [DEV_WALLET_MNEMONIC],
  HOT_WALLET_PRIVATE_KEY: LOCAL_NODE_KEYS,
  // The development wallet's xpubs and hot wallet addresses (brief E: the gateway's public wallet values).
  ...WALLET_DEVELOPMENT_VALUES,
  // ECPay's published stage merchants (3002607: the current one, 2000132: the older one).
  ECPAY_MERCHANT_ID: ["3002607", "2000132"],
  ECPAY_HASH_KEY: ["pwFHCqoQZGmho4w6", "5294y06JbISpM5x9"],
  ECPAY_HASH_IV: ["EkRm7iFT261dpevs", "v77hoKGq4kWxNNIS"],
  OPENPAY_MERCHANT_ID: ["sandbox-openpay"],
  OPENPAY_SECRET: ["vitrine-development-openpay-secret"],
  FUNPOINT_MERCHANT_ID: ["sandbox-funpoint"],
  FUNPOINT_SECRET: ["vitrine-development-funpoint-secret"],
  WANPAY_MERCHANT_ID: ["sandbox-wanpay"],
  WANPAY_SECRET: ["vitrine-development-wanpay-secret"],
  LINEPAY_MERCHANT_ID: ["sandbox-linepay"],
  LINEPAY_SECRET: ["vitrine-development-linepay-secret"],
};

// Compared without case, a 0x prefix or extra spaces, so a re-typed copy is still recognised.
const normalizeKnown = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase().replace(/^0x/, "");
const KNOWN = new Map(
  Object.entries(WELL_KNOWN_DEVELOPMENT_VALUES).map(([name, values]) => [
    name,
    new Set(values.map(normalizeKnown)),
  ]),
);

/** The first variable of `env` that holds a well-known development value, if any. */
export function wellKnownDevelopmentVariable(env: Readonly<Record<string, unknown>>): string | undefined {
  for (const [name, values] of KNOWN) {
    const value = env[name];
    if (typeof value === "string" && values.has(normalizeKnown(value))) return name;
  }
  return undefined;
}

/** The refusal line's detail for a well-known development value (after "Configuration error: <VAR> "). */
export const WELL_KNOWN_VALUE_DETAIL = "is a well-known development value; production needs its own";

/** Loopback listen addresses: only this machine can reach the development tools there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare.startsWith("::ffff:127.");
}
