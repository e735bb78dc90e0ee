/**
 * What the wallet needs from a blockchain, one implementation per family: EVM over JSON-RPC with
 * viem (Ethereum, BNB Smart Chain, Polygon) and TRON over its HTTP API. Amounts cross this boundary
 * as bigint in the token's own base units; converting to platform minor units is the caller's job.
 */

/** One USDT Transfer event as the chain reports it. */
export interface TokenTransferLog {
  txHash: string;
  /** Position of the log (EVM: in the block; TRON: in the transaction). With txHash, unique. */
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  /** In the token's base units (USDT: 6 decimals on Ethereum and TRON, 18 on BNB Smart Chain). */
  value: bigint;
}

export interface SentTransaction {
  txHash: string;
}

/** One event log of a mined transaction; hex strings lower-case with 0x, `address` the 20-byte emitter. */
export interface TransactionLog {
  address: string;
  topics: string[];
  data: string;
}

/**
 * What the chain says about a transaction hash: mined and succeeded (with its logs), mined and
 * reverted, or unknown (not found: never broadcast, dropped, still pending or not yet indexed).
 */
export interface TransactionOutcome {
  status: "success" | "reverted" | "unknown";
  blockNumber?: bigint;
  logs?: TransactionLog[];
}

export interface ChainAdapter {
  /** The network's family, for address rules and derivation paths. */
  readonly family: "evm" | "tron";
  /** Latest block number the node knows. */
  latestBlockNumber(): Promise<bigint>;
  /** The hash of the canonical block at this height now, or null when there is none (a reorg shortened the chain). */
  blockHashAt(blockNumber: bigint): Promise<string | null>;
  /** Token Transfer events of `token` in [fromBlock, toBlock], all recipients (the caller filters). */
  tokenTransfers(token: string, fromBlock: bigint, toBlock: bigint): Promise<TokenTransferLog[]>;
  /** Decimals of a token contract (read once and cached by the caller). */
  tokenDecimals(token: string): Promise<number>;
  /** True when `address` is a valid address on this chain (checksum included where there is one). */
  isValidAddress(address: string): boolean;
  /** The deposit address at `index`: child `0/<index>` of the family's account xpub (no private key). */
  deriveAddress(index: number): string;
  /** The outcome of a transaction by its hash (staff settling a withdrawal whose send was unclear). */
  transferOutcome(txHash: string): Promise<TransactionOutcome>;
  /** The hot wallet's address on this chain (EVM: 0x checksummed; TRON: base58), from configuration. */
  hotWalletAddress(): string;
  /** Balance of `address` in `token`, in the token's base units. */
  tokenBalance(token: string, address: string): Promise<bigint>;
  /** Balance of `address` in the chain's coin (wei on EVM, sun on TRON); 0 for an account the chain never saw. */
  nativeBalance(address: string): Promise<bigint>;
}

/**
 * What only the workers can do: move funds from the hot wallet. Built from the hot wallet's private
 * key (`hot-wallet-signer.ts`), which the gateway process never has; the read-only ChainAdapter
 * above is all the gateway gets.
 */
export interface ChainSender {
  /** Sends `value` base units of `token` from the hot wallet and waits until it is mined; throws when it reverts. */
  sendToken(token: string, to: string, value: bigint): Promise<SentTransaction>;
  /** Transfers `units` of an ERC-1155 card (contract, token id) from the hot wallet; EVM only. */
  sendCard(contract: string, tokenId: bigint, units: number, to: string): Promise<SentTransaction>;
}
