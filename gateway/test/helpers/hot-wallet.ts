import type { Hex } from "viem";
import { expect } from "vitest";
import type { AppDeps } from "../../src/app-deps.js";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../dev/chain/dev-chain.js";
import {
  createHotWalletSigner,
  type HotWalletSigner,
  type WithHotWalletSigner,
} from "../../src/adapters/chain/hot-wallet-signer.js";

// One signer per key for the whole test file, as the workers' process has one: its EVM senders
// keep the broadcasts of one key in nonce order. Keyed by the file too: test files share this module
// (isolate: false, vitest.server.ts) and the next file's chain counts its nonces from the start.
const signers = new Map<string, HotWalletSigner>();

/**
 * `deps` as the workers' process has them: plus the hot wallet signer (default: the development
 * hot wallet, anvil's first account). The gateway's own deps never carry one.
 */
export function withHotWallet<D extends AppDeps>(
  deps: D,
  key: Hex = DEV_CHAIN_DEPLOYER_KEY,
): D & WithHotWalletSigner {
  const id = `${expect.getState().testPath ?? ""}:${key}`;
  let signer = signers.get(id);
  if (!signer) {
    signer = createHotWalletSigner(key);
    signers.set(id, signer);
  }
  return { ...deps, signer };
}
