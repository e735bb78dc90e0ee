import {
  bytesToHex,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type Address,
  type Hex,
  type LocalAccount,
} from "viem";
import { HDKey, mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { HD_ACCOUNT_PATH } from "./hd-derivation.js";
import { createTronSweepSender } from "./tron.sweep-sender.js";

/** Gas a sweep transfer is given, quoted before the gas wallet funds the deposit address. */
export interface SweepGasQuote {
  gasLimit: bigint;
  /** Price per unit of gas in the coin's base units (wei); TRON: sun per energy. */
  gasPrice: bigint;
}

/**
 * What the deposit sweep needs on one chain (workers only): the gas wallet sends the coin, a deposit
 * address (its key derived from the mnemonic) sends its USDT. Each send only BROADCASTS and answers
 * the hash, so the sweep records the hash before it waits (an interrupted sweep then finds it).
 */
export interface SweepSender {
  /** The gas wallet's address on this chain. */
  readonly gasWalletAddress: string;
  /** The address of deposit key `index` (must be the gateway's derived address: same mnemonic). */
  depositAddress(index: number): string;
  /** The gas limit and price a USDT transfer from `from` needs now (with headroom on the price). */
  quoteTokenTransfer(token: string, from: string, to: string, value: bigint): Promise<SweepGasQuote>;
  /** Broadcasts `amount` of the coin from the gas wallet to `to`; answers the hash. */
  sendGas(to: string, amount: bigint): Promise<string>;
  /** Broadcasts `value` of `token` from deposit address `index` to `to` with the quoted gas; answers the hash. */
  sendTokenFromDeposit(
    index: number,
    token: string,
    to: string,
    value: bigint,
    gas: SweepGasQuote,
  ): Promise<string>;
  /** Waits until `hash` is mined: "success" or "reverted"; throws when it is not mined in time. */
  waitFor(hash: string): Promise<"success" | "reverted">;
}

export interface SweepSigner {
  evm(rpcUrl: string): SweepSender;
  tron(apiUrl: string): SweepSender;
}

export interface SweepSignerOptions {
  /** The deposit wallet's mnemonic (deposit address i = m/44'/<coin>'/0'/0/i). */
  mnemonic: string;
  /** The gas wallet's key (the coin that pays each sweep's fee comes from it). */
  gasKey: Hex;
  /** Polling interval while waiting for a transaction (default 1 s). */
  pollingIntervalMs?: number;
  /** How long waitFor waits (default 3 min). */
  timeoutMs?: number;
}

/** The deposit keys of one family: child 0/i of the account key, derived once per index. */
export function depositKeyring(mnemonic: string, family: "evm" | "tron"): (index: number) => LocalAccount {
  const path = HD_ACCOUNT_PATH[family] as `m/44'/60'/${string}`;
  const external: HDKey = mnemonicToAccount(mnemonic, { path }).getHdKey().deriveChild(0);
  const cache = new Map<number, LocalAccount>();
  return (index) => {
    let account = cache.get(index);
    if (!account) {
      const key = external.deriveChild(index).privateKey;
      if (!key) throw new Error("HD derivation gave no private key");
      account = privateKeyToAccount(bytesToHex(key));
      cache.set(index, account);
    }
    return account;
  };
}

/** Price headroom: the gas price may rise between funding the address and its transfer. */
const PRICE_HEADROOM_PERCENT = 125n;

function createEvmSweepSender(rpcUrl: string, options: SweepSignerOptions): SweepSender {
  const transport = http(rpcUrl);
  const client = createPublicClient({ transport, cacheTime: 0 });
  const gasAccount = privateKeyToAccount(options.gasKey);
  const gasWallet = createWalletClient({ account: gasAccount, transport, cacheTime: 0 });
  const depositKey = depositKeyring(options.mnemonic, "evm");
  const pollingInterval = options.pollingIntervalMs ?? 1_000;
  // The gas wallet's broadcasts go one at a time (each takes the node's pending nonce).
  let broadcasting: Promise<unknown> = Promise.resolve();
  const transferData = (to: string, value: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to as Address, value] });

  return {
    gasWalletAddress: gasAccount.address,

    depositAddress: (index) => depositKey(index).address,

    async quoteTokenTransfer(token, from, to, value) {
      const [gasLimit, price] = await Promise.all([
        client.estimateGas({ account: from as Address, to: token as Address, data: transferData(to, value) }),
        client.getGasPrice(),
      ]);
      return { gasLimit, gasPrice: (price * PRICE_HEADROOM_PERCENT) / 100n };
    },

    async sendGas(to, amount) {
      const broadcast = broadcasting.then(() =>
        gasWallet.sendTransaction({ account: gasAccount, chain: null, to: to as Address, value: amount }),
      );
      broadcasting = broadcast.catch(() => undefined);
      return broadcast;
    },

    async sendTokenFromDeposit(index, token, to, value, gas) {
      const account = depositKey(index);
      const wallet = createWalletClient({ account, transport, cacheTime: 0 });
      // A legacy price: the address holds exactly gasLimit × gasPrice for it.
      return wallet.sendTransaction({
        account,
        chain: null,
        to: token as Address,
        data: transferData(to, value),
        gas: gas.gasLimit,
        gasPrice: gas.gasPrice,
        type: "legacy",
      });
    },

    async waitFor(hash) {
      const receipt = await client.waitForTransactionReceipt({
        hash: hash as Hex,
        pollingInterval,
        timeout: options.timeoutMs ?? 180_000,
      });
      return receipt.status === "success" ? "success" : "reverted";
    },
  };
}

/** The sweep's signer, built by the workers from the mnemonic and the gas wallet's key (signer-config.ts). */
export function createSweepSigner(options: SweepSignerOptions): SweepSigner {
  const senders = new Map<string, SweepSender>();
  const cached = (key: string, create: () => SweepSender) => {
    let sender = senders.get(key);
    if (!sender) senders.set(key, (sender = create()));
    return sender;
  };
  return {
    evm: (rpcUrl) => cached(`evm:${rpcUrl}`, () => createEvmSweepSender(rpcUrl, options)),
    tron: (apiUrl) =>
      cached(`tron:${apiUrl}`, () =>
        createTronSweepSender(apiUrl, {
          gasAccount: privateKeyToAccount(options.gasKey),
          depositKey: depositKeyring(options.mnemonic, "tron"),
          pollingIntervalMs: options.pollingIntervalMs ?? 3_000,
          timeoutMs: options.timeoutMs ?? 180_000,
        }),
      ),
  };
}
