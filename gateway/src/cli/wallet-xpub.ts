import { privateKeyToAccount } from "viem/accounts";
import { loadDotEnv } from "../config.js";
import { accountXpub, HD_ACCOUNT_PATH, isValidMnemonic } from "../adapters/chain/hd-derivation.js";
import { tronAddressFromEvm } from "../adapters/chain/tron-address.js";

/*
 * `npm run wallet:xpub`: run where the secrets live (the offline machine of the key ceremony, or the
 * workers' environment). Reads WALLET_HD_MNEMONIC and HOT_WALLET_PRIVATE_KEY (environment or .env)
 * and prints the PUBLIC values the gateway is configured with. It never prints a secret.
 * docs/WALLET-CHAIN.md, "Key ceremony".
 */

loadDotEnv();
const mnemonic = process.env.WALLET_HD_MNEMONIC?.trim().replace(/\s+/g, " ");
const key = process.env.HOT_WALLET_PRIVATE_KEY?.trim();

if (!mnemonic) {
  console.error(
    "WALLET_HD_MNEMONIC is not set: run this where the mnemonic lives (see docs/WALLET-CHAIN.md)",
  );
  process.exit(1);
}
if (!isValidMnemonic(mnemonic)) {
  console.error("WALLET_HD_MNEMONIC must be a BIP-39 English mnemonic (12–24 words, valid checksum)");
  process.exit(1);
}
if (key !== undefined && key !== "" && !/^0x[0-9a-fA-F]{64}$/.test(key)) {
  console.error("HOT_WALLET_PRIVATE_KEY must be a 0x-prefixed 32-byte hex key");
  process.exit(1);
}

const lines = [
  "# Public wallet values for the GATEWAY's environment (no secret; safe to share with operators).",
  `# Deposit addresses: child 0/<member id> of ${HD_ACCOUNT_PATH.evm} (EVM) and ${HD_ACCOUNT_PATH.tron} (TRON).`,
  `WALLET_XPUB_EVM=${accountXpub(mnemonic, "evm")}`,
  `WALLET_XPUB_TRON=${accountXpub(mnemonic, "tron")}`,
];
if (key) {
  const address = privateKeyToAccount(key as `0x${string}`).address;
  lines.push(`HOT_WALLET_ADDRESS_EVM=${address}`, `HOT_WALLET_ADDRESS_TRON=${tronAddressFromEvm(address)}`);
} else {
  lines.push("# HOT_WALLET_PRIVATE_KEY is not set: no hot wallet addresses printed.");
}
console.log(lines.join("\n"));
