import type { Address, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ChainSender } from "./chain-adapter.js";
import { createEvmSender } from "./evm.sender.js";
import { createSweepSigner, type SweepSigner, type SweepSignerOptions } from "./sweep-signer.js";
import { tronAddressFromEvm } from "./tron-address.js";
import { createTronSender, type TronSenderOptions } from "./tron.sender.js";

/**
 * The hot wallet's signing side, built by the WORKERS' process from its signer config
 * (workers/src/signer-config.ts) and never by the gateway. The key stays inside this closure: the
 * object carries only the public addresses and the senders, so logging or serialising it shows no
 * secret.
 */
export interface HotWalletSigner {
  /** The key's EVM address (checksummed). */
  readonly evmAddress: Address;
  /** The same key's TRON address (base58). */
  readonly tronAddress: string;
  /** The sender on the EVM node behind `rpcUrl` (one per URL, so broadcasts keep their nonce order). */
  evmSender(rpcUrl: string): ChainSender;
  /** The sender on the TRON node behind `options.apiUrl` (one per URL). */
  tronSender(options: TronSenderOptions): ChainSender;
  /** The deposit sweep's signer (deposit keys from the mnemonic, the gas wallet's key); null without a mnemonic. */
  readonly sweep: SweepSigner | null;
}

export function createHotWalletSigner(privateKey: Hex, sweep?: SweepSignerOptions): HotWalletSigner {
  const account = privateKeyToAccount(privateKey);
  const senders = new Map<string, ChainSender>();
  const cached = (key: string, create: () => ChainSender) => {
    let sender = senders.get(key);
    if (!sender) {
      sender = create();
      senders.set(key, sender);
    }
    return sender;
  };
  return {
    evmAddress: account.address,
    tronAddress: tronAddressFromEvm(account.address),
    evmSender: (rpcUrl) => cached(`evm:${rpcUrl}`, () => createEvmSender(rpcUrl, account)),
    tronSender: (options) =>
      cached(`tron:${options.apiUrl}:${options.confirmTimeoutMs ?? ""}:${options.pollIntervalMs ?? ""}`, () =>
        createTronSender(options, account),
      ),
    sweep: sweep ? createSweepSigner(sweep) : null,
  };
}

/** What a process that sends withdrawals has on top of the gateway's deps: the hot wallet signer. */
export interface WithHotWalletSigner {
  signer: HotWalletSigner;
}
