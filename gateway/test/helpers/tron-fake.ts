import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { keccak256, recoverAddress, toHex, type Hex } from "viem";
import {
  tronAddressFromEvm,
  tronBase58ToHex,
  tronHexToBase58,
} from "../../src/adapters/chain/tron-address.js";

/**
 * A small stand-in for a TRON full node's HTTP API, with just the endpoints the TRON adapter uses and
 * a chain the test controls: blocks are added on demand, a USDT transfer lands in a new block, and a
 * block can be replaced (new block id, transactions dropped or kept) to play a reorganisation.
 * Broadcast transactions are checked like a node would: txID = sha256(raw_data_hex) and the signature
 * must recover the owner address.
 */

const TRANSFER_TOPIC = keccak256(toHex("Transfer(address,address,uint256)")).slice(2);
const TRANSFER_SELECTOR = keccak256(toHex("transfer(address,uint256)")).slice(2, 10);

interface FakeTransfer {
  txId: string;
  from: string; // 41-hex
  to: string; // 41-hex
  value: bigint;
  failed: boolean;
}

interface FakeBlock {
  number: number;
  blockID: string;
  transfers: FakeTransfer[];
}

interface PendingTx {
  owner: string;
  contract: string;
  data: string;
  rawDataHex: string;
  /** A TRX transfer (`/wallet/createtransaction`): the recipient and amount in sun. */
  trx?: { to: string; sun: bigint };
}

export interface TronFake {
  url: string;
  /** The fake USDT contract (base58). */
  usdt: string;
  /** Current head block number. */
  head(): number;
  addBlocks(count: number): void;
  /** Mints fake USDT to an address (no block, no log: like a balance that was there before). */
  fund(address: string, value: bigint): void;
  /** A USDT transfer included in a new block; returns its txID and block number. */
  transfer(from: string, to: string, value: bigint): { txId: string; block: number };
  /** A USDT transfer that reverts in a new block (no log, nothing moves); returns its txID and block number. */
  revertedTransfer(from: string, to: string, value: bigint): { txId: string; block: number };
  balanceOf(address: string): bigint;
  /** Gives an address TRX (in sun), which activates its account. */
  fundTrx(address: string, sun: bigint): void;
  /** An address's TRX in sun (0 for an account never activated). */
  trxOf(address: string): bigint;
  /** TRX transfers broadcast so far (deposit sweeps' gas fundings), by sender (base58). */
  trxTransfersFrom(address: string): number;
  /** Gives block `number` a new id; its transfers are dropped unless `keepTransfers`. */
  replaceBlock(number: number, options?: { keepTransfers?: boolean }): void;
  /**
   * Replaces block `number` (transfers dropped) while the transaction-info endpoint keeps answering the
   * old block's infos: what a client sees when a reorg lands between its two reads.
   */
  replaceBlockServingStaleInfos(number: number): void;
  /** While hidden, block `number` is answered as missing (a node lagging behind a load balancer). */
  hideBlock(number: number, hidden: boolean): void;
  /** Moves the transfers of block `from` into a new block at the head (a reorg that re-included them). */
  moveTransfersToNewBlock(from: number): number;
  close(): Promise<void>;
}

function newBlockId(number: number): string {
  // TRON block ids start with the block number (8 bytes), then 24 bytes of the block hash.
  return number.toString(16).padStart(16, "0") + randomBytes(24).toString("hex");
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * `energyFee` (sun per energy) turns on energy burning: a USDT transfer then burns ENERGY_PER_TRANSFER ×
 * energyFee sun from its sender's TRX and fails (OUT_OF_ENERGY, nothing moves) without them, as for an
 * account that has no staked energy. Off (the default), transfers cost nothing.
 */
export const ENERGY_PER_TRANSFER = 31_895n;

export async function startTronFake(
  options: { decimals?: number; startBlock?: number; energyFee?: number } = {},
): Promise<TronFake> {
  const decimals = options.decimals ?? 6;
  const usdtHex = `41${randomBytes(20).toString("hex")}`;
  const usdt = tronHexToBase58(usdtHex);
  const blocks: FakeBlock[] = [];
  const balances = new Map<string, bigint>();
  // TRX balances in sun of activated accounts (41-hex); an address not here has no account.
  const trx = new Map<string, bigint>();
  const pending = new Map<string, PendingTx>();
  // Mined TRX transfers: txID → block number and sender.
  const trxMined = new Map<string, { block: number; from: string }>();
  const staleInfos = new Map<number, FakeBlock>();
  const hidden = new Set<number>();
  const start = options.startBlock ?? 1000;
  for (let n = 0; n <= start; n++) blocks.push({ number: n, blockID: newBlockId(n), transfers: [] });

  const head = () => blocks.length - 1;
  const addBlock = (transfers: FakeTransfer[] = []): FakeBlock => {
    const block = { number: blocks.length, blockID: newBlockId(blocks.length), transfers };
    blocks.push(block);
    return block;
  };
  const toHex41 = (address: string) =>
    address.startsWith("T") ? tronBase58ToHex(address) : address.toLowerCase();
  const applyTransfer = (from: string, to: string, value: bigint): FakeTransfer => {
    const txId = randomBytes(32).toString("hex");
    const balance = balances.get(from) ?? 0n;
    const failed = balance < value;
    if (!failed) {
      balances.set(from, balance - value);
      balances.set(to, (balances.get(to) ?? 0n) + value);
    }
    return { txId, from, to, value, failed };
  };
  const infoOf = (transfer: FakeTransfer, block: FakeBlock) => ({
    id: transfer.txId,
    blockNumber: block.number,
    blockTimeStamp: 1_700_000_000_000 + block.number * 3000,
    contract_address: usdtHex,
    receipt: { result: transfer.failed ? "REVERT" : "SUCCESS", energy_usage_total: 14_650 },
    ...(transfer.failed
      ? { result: "FAILED", resMessage: Buffer.from("REVERT opcode executed").toString("hex"), log: [] }
      : {
          log: [
            {
              address: usdtHex.slice(2),
              topics: [
                TRANSFER_TOPIC,
                transfer.from.slice(2).padStart(64, "0"),
                transfer.to.slice(2).padStart(64, "0"),
              ],
              data: transfer.value.toString(16).padStart(64, "0"),
            },
          ],
        }),
  });
  const blockView = (block: FakeBlock) => ({
    blockID: block.blockID,
    block_header: { raw_data: { number: block.number, timestamp: 1_700_000_000_000 + block.number * 3000 } },
    // A real node leaves the field out for an empty block.
    ...(block.transfers.length ? { transactions: block.transfers.map((t) => ({ txID: t.txId })) } : {}),
  });

  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    "/wallet/getnowblock": () => blockView(blocks[head()]!),
    "/wallet/getblockbynum": (body) => {
      const block = hidden.has(Number(body.num)) ? undefined : blocks[Number(body.num)];
      return block ? blockView(block) : {};
    },
    "/wallet/gettransactioninfobyblocknum": (body) => {
      const block = staleInfos.get(Number(body.num)) ?? blocks[Number(body.num)];
      return block ? block.transfers.map((t) => infoOf(t, block)) : [];
    },
    "/wallet/gettransactioninfobyid": (body) => {
      const trxTx = trxMined.get(String(body.value));
      if (trxTx) return { id: body.value, blockNumber: trxTx.block, receipt: { net_usage: 268 } };
      for (const block of blocks) {
        const transfer = block.transfers.find((t) => t.txId === body.value);
        if (transfer) return infoOf(transfer, block);
      }
      return {};
    },
    "/wallet/getchainparameters": () => ({
      chainParameter: [{ key: "getEnergyFee", value: options.energyFee ?? 420 }],
    }),
    "/wallet/createtransaction": (body) => {
      const rawData = {
        contract: [
          {
            parameter: {
              value: { amount: body.amount, owner_address: body.owner_address, to_address: body.to_address },
              type_url: "type.googleapis.com/protocol.TransferContract",
            },
            type: "TransferContract",
          },
        ],
        ref_block_bytes: blocks[head()]!.blockID.slice(12, 16),
        expiration: Date.now() + 60_000,
        timestamp: Date.now(),
        nonce: randomBytes(8).toString("hex"),
      };
      const rawDataHex = Buffer.from(JSON.stringify(rawData)).toString("hex");
      const txID = createHash("sha256").update(Buffer.from(rawDataHex, "hex")).digest("hex");
      const trxTransfer = { to: String(body.to_address).toLowerCase(), sun: BigInt(String(body.amount)) };
      pending.set(txID, {
        owner: String(body.owner_address),
        contract: "",
        data: "",
        rawDataHex,
        trx: trxTransfer,
      });
      return { visible: false, txID, raw_data: rawData, raw_data_hex: rawDataHex };
    },
    "/wallet/triggerconstantcontract": (body) => {
      if (body.contract_address === usdtHex && body.function_selector === "transfer(address,uint256)") {
        return { result: { result: true }, energy_used: Number(ENERGY_PER_TRANSFER), constant_result: [] };
      }
      if (body.contract_address === usdtHex && body.function_selector === "balanceOf(address)") {
        const owner = `41${String(body.parameter).slice(-40)}`.toLowerCase();
        const balance = balances.get(owner) ?? 0n;
        return { result: { result: true }, constant_result: [balance.toString(16).padStart(64, "0")] };
      }
      if (body.contract_address !== usdtHex || body.function_selector !== "decimals()") {
        return { result: { code: "CONTRACT_VALIDATE_ERROR" } };
      }
      return { result: { result: true }, constant_result: [decimals.toString(16).padStart(64, "0")] };
    },
    "/wallet/getaccount": (body) => {
      const address = toHex41(String(body.address));
      const sun = trx.get(address);
      // A real node answers {} for an account never activated and leaves out a zero balance.
      if (sun === undefined) return {};
      return { address, ...(sun > 0n ? { balance: Number(sun) } : {}) };
    },
    "/wallet/triggersmartcontract": (body) => {
      if (body.contract_address !== usdtHex || body.function_selector !== "transfer(address,uint256)") {
        return {
          result: {
            code: "CONTRACT_VALIDATE_ERROR",
            message: Buffer.from("unknown contract").toString("hex"),
          },
        };
      }
      const data = TRANSFER_SELECTOR + String(body.parameter);
      const rawData = {
        contract: [
          {
            parameter: {
              value: { data, owner_address: body.owner_address, contract_address: usdtHex },
              type_url: "type.googleapis.com/protocol.TriggerSmartContract",
            },
            type: "TriggerSmartContract",
          },
        ],
        ref_block_bytes: blocks[head()]!.blockID.slice(12, 16),
        expiration: Date.now() + 60_000,
        fee_limit: body.fee_limit,
        timestamp: Date.now(),
        nonce: randomBytes(8).toString("hex"),
      };
      const rawDataHex = Buffer.from(JSON.stringify(rawData)).toString("hex");
      const txID = createHash("sha256").update(Buffer.from(rawDataHex, "hex")).digest("hex");
      pending.set(txID, { owner: String(body.owner_address), contract: usdtHex, data, rawDataHex });
      return {
        result: { result: true },
        transaction: { visible: false, txID, raw_data: rawData, raw_data_hex: rawDataHex },
      };
    },
  };

  async function broadcast(body: Record<string, unknown>) {
    const txID = String(body.txID);
    const tx = pending.get(txID);
    if (!tx) return { code: "OTHER_ERROR", message: Buffer.from("unknown transaction").toString("hex") };
    const expectedId = createHash("sha256")
      .update(Buffer.from(String(body.raw_data_hex), "hex"))
      .digest("hex");
    const signature = (body.signature as string[] | undefined)?.[0] ?? "";
    if (expectedId !== txID || body.raw_data_hex !== tx.rawDataHex || !/^[0-9a-f]{130}$/i.test(signature)) {
      return { code: "SIGERROR", message: Buffer.from("bad transaction").toString("hex") };
    }
    const v = parseInt(signature.slice(128), 16);
    const signer = await recoverAddress({
      hash: `0x${txID}`,
      signature: `0x${signature.slice(0, 128)}${(v >= 27 ? v : v + 27).toString(16)}` as Hex,
    });
    if (tronAddressFromEvm(signer) !== tronHexToBase58(tx.owner)) {
      return { code: "SIGERROR", message: Buffer.from("signature does not match the owner").toString("hex") };
    }
    pending.delete(txID);
    const owner = tx.owner.toLowerCase();
    if (tx.trx) {
      const have = trx.get(owner) ?? 0n;
      if (have < tx.trx.sun)
        return {
          code: "CONTRACT_VALIDATE_ERROR",
          message: Buffer.from("balance is not sufficient").toString("hex"),
        };
      trx.set(owner, have - tx.trx.sun);
      trx.set(tx.trx.to, (trx.get(tx.trx.to) ?? 0n) + tx.trx.sun);
      trxMined.set(txID, { block: addBlock().number, from: owner });
      return { result: true, txid: txID };
    }
    const to = `41${tx.data.slice(8 + 24, 8 + 64)}`;
    const value = BigInt(`0x${tx.data.slice(8 + 64, 8 + 128)}`);
    if (options.energyFee !== undefined) {
      const burn = ENERGY_PER_TRANSFER * BigInt(options.energyFee);
      const have = trx.get(owner) ?? 0n;
      if (have < burn) {
        addBlock([{ txId: txID, from: owner, to, value, failed: true }]);
        return { result: true, txid: txID };
      }
      trx.set(owner, have - burn);
    }
    const transfer = applyTransfer(tx.owner, to, value);
    addBlock([{ ...transfer, txId: txID }]);
    return { result: true, txid: txID };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        const body = await readJson(request);
        const path = (request.url ?? "").split("?")[0]!;
        const answer = path === "/wallet/broadcasttransaction" ? await broadcast(body) : routes[path]?.(body);
        if (answer === undefined) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: TronFake = {
    url: `http://127.0.0.1:${port}`,
    usdt,
    head,
    addBlocks(count) {
      for (let i = 0; i < count; i++) addBlock();
    },
    fund(address, value) {
      const hex = toHex41(address);
      balances.set(hex, (balances.get(hex) ?? 0n) + value);
    },
    transfer(from, to, value) {
      const transfer = applyTransfer(toHex41(from), toHex41(to), value);
      if (transfer.failed) throw new Error(`fake TRON transfer: ${from} has too little USDT`);
      return { txId: transfer.txId, block: addBlock([transfer]).number };
    },
    revertedTransfer(from, to, value) {
      const txId = randomBytes(32).toString("hex");
      const transfer = { txId, from: toHex41(from), to: toHex41(to), value, failed: true };
      return { txId, block: addBlock([transfer]).number };
    },
    balanceOf: (address) => balances.get(toHex41(address)) ?? 0n,
    trxOf: (address) => trx.get(toHex41(address)) ?? 0n,
    trxTransfersFrom: (address) => [...trxMined.values()].filter((m) => m.from === toHex41(address)).length,
    fundTrx(address, sun) {
      const hex = toHex41(address);
      trx.set(hex, (trx.get(hex) ?? 0n) + sun);
    },
    replaceBlock(number, { keepTransfers = false } = {}) {
      const block = blocks[number];
      if (!block) throw new Error(`fake TRON chain has no block ${number}`);
      if (!keepTransfers) {
        for (const t of block.transfers) {
          if (t.failed) continue;
          balances.set(t.to, (balances.get(t.to) ?? 0n) - t.value);
          balances.set(t.from, (balances.get(t.from) ?? 0n) + t.value);
        }
      }
      blocks[number] = {
        number,
        blockID: newBlockId(number),
        transfers: keepTransfers ? block.transfers : [],
      };
    },
    hideBlock(number, hide) {
      if (hide) hidden.add(number);
      else hidden.delete(number);
    },
    replaceBlockServingStaleInfos(number) {
      const block = blocks[number];
      if (!block) throw new Error(`fake TRON chain has no block ${number}`);
      staleInfos.set(number, block);
      fake.replaceBlock(number);
    },
    moveTransfersToNewBlock(from) {
      const block = blocks[from];
      if (!block) throw new Error(`fake TRON chain has no block ${from}`);
      blocks[from] = { number: from, blockID: newBlockId(from), transfers: [] };
      return addBlock(block.transfers).number;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
