import { startAnswerLosingRelay, evmSend } from "../../helpers/answer-losing-relay.js";
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbiItem,
  type Address,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { usdtNetwork } from "../../../src/adapters/chain/chain-registry.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEV_CHAIN_DEPLOYER_KEY, startDevChain, type DevChain } from "../../../dev/chain/dev-chain.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { sendUsdtWithdrawal } from "../../../src/domains/wallet/usdt-withdrawals/services/send-usdt-withdrawal.service.js";
import { withHotWallet } from "../../helpers/hot-wallet.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import type { GraphQLResponse } from "../../helpers/test-gateway.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  balanceOf,
  externalAddress,
  setKyc,
  systemMinor,
  uniqueKey,
  withdrawalCode,
} from "./wallet-fixtures.js";

let chain: DevChain;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

const FIELDS = `id address amount fee status txHash failureReason sentAt`;
const REQUEST = `mutation($i: RequestUsdtWithdrawalInput!) { requestUsdtWithdrawal(input: $i) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveUsdtWithdrawal(id: $id) { ${FIELDS} } }`;
const SETTLE = `mutation($id: ID!, $h: String, $n: Boolean) {
  settleUsdtWithdrawal(id: $id, txHash: $h, confirmNotSent: $n) { ${FIELDS} member { id } } }`;

interface Withdrawal {
  id: string;
  address: string;
  status: string;
  txHash: string | null;
  failureReason: string | null;
  sentAt: string | null;
}

const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

async function member(usdt = "40"): Promise<MarketUser> {
  const user = await createMarketUser(t, { usdt });
  await setKyc(db(), user.id, "APPROVED");
  return user;
}

/** A withdrawal of `amount` to a fresh address, requested and approved. */
async function approved(user: MarketUser, amount = "10"): Promise<Withdrawal> {
  const i = {
    network: "ERC20",
    address: externalAddress(),
    amount,
    emailCode: await withdrawalCode(t, user),
    idempotencyKey: uniqueKey(),
  };
  const res = await user.client.gql<{ requestUsdtWithdrawal: Withdrawal }>(REQUEST, { i });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const w = res.body.data!.requestUsdtWithdrawal;
  const ok = await staff.client.gql(APPROVE, { id: w.id });
  if (ok.body.errors) throw new Error(JSON.stringify(ok.body.errors));
  return w;
}

/** Sends it through a node whose answer is lost (`broadcast`: the transfer really happened): left SENDING. */
async function stuckInSending(w: Withdrawal, broadcast: boolean) {
  const relay = await startAnswerLosingRelay(chain.rpcUrl, evmSend, { forward: broadcast });
  try {
    const lost = { ...t.gateway.deps, config: { ...t.gateway.deps.config, ETH_RPC_URL: relay.url } };
    expect(await sendUsdtWithdrawal(withHotWallet(lost), w.id)).toBe("unknown");
  } finally {
    await relay.close();
  }
  expect((await rowOf(w.id)).status).toBe("SENDING");
}

/** The hash of the USDT transfer to `address` on the dev chain (staff would read it off an explorer). */
async function transferHashTo(address: string): Promise<Hex> {
  const logs = await chain.client.getLogs({
    address: chain.usdtAddress,
    event: transferEvent,
    args: { to: address as Address },
    fromBlock: 0n,
  });
  expect(logs).toHaveLength(1);
  return logs[0]!.transactionHash!;
}

async function rowOf(id: string) {
  const [row] = (await db().query(
    `SELECT status, pending_user_id, tx_hash, failure_reason, sent_at FROM usdt_withdrawal WHERE id = ?`,
    [id],
  )) as {
    status: string;
    pending_user_id: string | null;
    tx_hash: string | null;
    failure_reason: string | null;
    sent_at: Date | null;
  }[];
  return row!;
}

async function settle(as: MarketUser, id: string, h?: string | null, n?: boolean | null) {
  return as.client.gql<{ settleUsdtWithdrawal: Withdrawal }>(SETTLE, { id, h, n });
}

const fieldOf = (res: GraphQLResponse<unknown>) =>
  (res.body.errors?.[0]?.extensions?.data as { field?: string } | undefined)?.field;

/** Everything a refused settle must leave alone. */
async function snapshot(user: MarketUser, id: string) {
  return {
    row: await rowOf(id),
    balance: await balanceOf(db(), user.id, "USDT"),
    fees: await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "USDT"),
    clearing: await systemMinor(db(), SYSTEM_ACCOUNTS.CHAIN_CLEARING, "USDT"),
  };
}

beforeAll(async () => {
  chain = await startDevChain();
  t = await startTestGateway({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.usdtAddress,
    ETH_CONFIRMATIONS: "1",
    ETH_WITHDRAWAL_FEE_USDT: "2",
  });
  staff = await createMarketUser(t, { role: "staff" });
}, 60_000);
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

describe("settleUsdtWithdrawal", () => {
  it("a hash that is not this transfer is refused (400 txHash) and changes nothing; the real hash settles it SENT as a normal send", async () => {
    const user = await member("40");
    const w = await approved(user, "10");
    await stuckInSending(w, true);
    const realHash = await transferHashTo(w.address);
    expect(await chain.usdtBalanceOf(w.address)).toBe(10_000_000n);

    // Another withdrawal's real transfer from the hot wallet (another address).
    const other = await approved(await member("40"), "10");
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), other.id)).toBe("sent");
    const otherHash = (await rowOf(other.id)).tx_hash!;
    // A hot-wallet transfer to the same address of another amount; a mint (not from the hot wallet).
    const deployerKey = DEV_CHAIN_DEPLOYER_KEY;
    const wrongAmount = await chain.transferUsdtFrom(deployerKey, w.address, 9_000_000n);
    const minted = await chain.mintUsdt(w.address, 10_000_000n);

    const before = await snapshot(user, w.id);
    for (const hash of [
      otherHash,
      wrongAmount,
      minted,
      `0x${"ab".repeat(32)}`, // unknown on chain
      "0x1234", // malformed
      realHash.slice(2), // an EVM hash needs its 0x
    ]) {
      const res = await settle(staff, w.id, hash);
      expect(errorCodeOf(res)).toBe(400);
      expect(fieldOf(res)).toBe("txHash");
      expect(await snapshot(user, w.id)).toEqual(before);
    }
    // A hash and "not sent" together, or neither, is refused too.
    const both = await settle(staff, w.id, realHash, true);
    expect([errorCodeOf(both), fieldOf(both)]).toEqual([400, "confirmNotSent"]);
    const neither = await settle(staff, w.id, null, null);
    expect([errorCodeOf(neither), fieldOf(neither)]).toEqual([400, "confirmNotSent"]);
    expect(await snapshot(user, w.id)).toEqual(before);
    expect(before.row.status).toBe("SENDING");
    expect(before.balance).toEqual({ available: "28", frozen: "12" });

    // Members cannot settle.
    expect(errorCodeOf(await settle(user, w.id, realHash))).toBe(2017);
    expect(await snapshot(user, w.id)).toEqual(before);

    const res = await settle(staff, w.id, realHash.toUpperCase().replace(/^0X/, "0x"));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.settleUsdtWithdrawal).toMatchObject({
      id: w.id,
      status: "SENT",
      txHash: realHash.toLowerCase(),
      failureReason: null,
    });
    const row = await rowOf(w.id);
    expect(row).toMatchObject({ status: "SENT", tx_hash: realHash.toLowerCase(), pending_user_id: null });
    expect(row.sent_at).not.toBeNull();
    // Exactly what a normal send books: amount + fee leave frozen, the fee to fees, the amount to clearing.
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "0" });
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "USDT")) - before.fees).toBe(2_000_000n);
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.CHAIN_CLEARING, "USDT")) - before.clearing).toBe(
      10_000_000n,
    );
    const postings = (await db().query(
      `SELECT idempotency_key FROM ledger_transaction WHERE idempotency_key LIKE ? ORDER BY id`,
      [`usdt-withdrawal:${w.id}:%`],
    )) as { idempotency_key: string }[];
    expect(postings.map((p) => p.idempotency_key)).toEqual([
      `usdt-withdrawal:${w.id}:freeze`,
      `usdt-withdrawal:${w.id}:sent`,
    ]);

    // Settling again, or a late delivery of the send job, changes nothing and sends nothing.
    const after = await snapshot(user, w.id);
    const again = await settle(staff, w.id, realHash);
    expect([errorCodeOf(again), fieldOf(again)]).toEqual([400, "status"]);
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect(await snapshot(user, w.id)).toEqual(after);
    expect(await chain.usdtBalanceOf(w.address)).toBe(29_000_000n); // 10 sent + 9 + 10 minted above
  }, 60_000);

  it("one transfer settles one withdrawal: the hash of a withdrawal already settled is refused for another", async () => {
    const user = await member("40");
    const w = await approved(user, "5");
    await stuckInSending(w, true);
    const hash = await transferHashTo(w.address);
    expect((await settle(staff, w.id, hash)).body.errors).toBeUndefined();
    // A second stuck withdrawal (another member) to the same address and amount.
    const second = await member("40");
    const i = {
      network: "ERC20",
      address: w.address,
      amount: "5",
      emailCode: await withdrawalCode(t, second),
      idempotencyKey: uniqueKey(),
    };
    const req = await second.client.gql<{ requestUsdtWithdrawal: Withdrawal }>(REQUEST, { i });
    const w2 = req.body.data!.requestUsdtWithdrawal;
    await staff.client.gql(APPROVE, { id: w2.id });
    await stuckInSending(w2, false);
    const before = await snapshot(second, w2.id);
    const res = await settle(staff, w2.id, hash);
    expect([errorCodeOf(res), fieldOf(res)]).toEqual([400, "txHash"]);
    expect(await snapshot(second, w2.id)).toEqual(before);
    // Not sent: failed and unfrozen.
    expect((await settle(staff, w2.id, null, true)).body.errors).toBeUndefined();
    expect(await balanceOf(db(), second.id, "USDT")).toEqual({ available: "40", frozen: "0" });
  }, 60_000);

  it("a reverted transfer from the hot wallet is not a payment: transferOutcome says reverted and settling with it is refused", async () => {
    const user = await member("40");
    const w = await approved(user, "10");
    await stuckInSending(w, false);
    // The hot wallet sends more test USDT than it holds, with the gas given so the node mines it
    // (estimating would refuse): the receipt says reverted.
    const hotWallet = createWalletClient({
      account: privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY),
      transport: http(chain.rpcUrl),
    });
    const reverted = await hotWallet.sendTransaction({
      chain: null,
      to: chain.usdtAddress,
      gas: 200_000n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: "transfer",
        args: [w.address as Address, 10n ** 30n],
      }),
    });
    await chain.client.waitForTransactionReceipt({ hash: reverted });
    const adapter = usdtNetwork(t.gateway.deps.config, "ERC20")!.adapter;
    expect(await adapter.transferOutcome(reverted)).toMatchObject({ status: "reverted", logs: [] });
    expect(await adapter.transferOutcome(`0x${"ef".repeat(32)}`)).toEqual({ status: "unknown" });

    const before = await snapshot(user, w.id);
    const res = await settle(staff, w.id, reverted);
    expect([errorCodeOf(res), fieldOf(res)]).toEqual([400, "txHash"]);
    expect(await snapshot(user, w.id)).toEqual(before);
    expect((await settle(staff, w.id, null, true)).body.errors).toBeUndefined();
  }, 60_000);

  it("confirmNotSent fails it with the reason and unfreezes amount + fee as a failed send does", async () => {
    const user = await member("40");
    const w = await approved(user, "10");
    await stuckInSending(w, false);
    expect(await chain.usdtBalanceOf(w.address)).toBe(0n);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "12" });

    const res = await settle(staff, w.id, undefined, true);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.settleUsdtWithdrawal).toMatchObject({
      status: "FAILED",
      failureReason: "settled by staff: not sent",
      txHash: null,
    });
    expect(await rowOf(w.id)).toMatchObject({ status: "FAILED", pending_user_id: null, tx_hash: null });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "40", frozen: "0" });
    const [unfreeze] = (await db().query(`SELECT id FROM ledger_transaction WHERE idempotency_key = ?`, [
      `usdt-withdrawal:${w.id}:unfreeze`,
    ])) as { id: string }[];
    expect(unfreeze).toBeDefined();

    // Once failed it cannot be settled again (either way), and the job never sends it.
    const again = await settle(staff, w.id, undefined, true);
    expect([errorCodeOf(again), fieldOf(again)]).toEqual([400, "status"]);
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "40", frozen: "0" });
    expect(await chain.usdtBalanceOf(w.address)).toBe(0n);
  }, 60_000);

  it("a withdrawal that is not SENDING is refused (400 status); an unknown id is 404", async () => {
    const user = await member("40");
    const w = await approved(user, "10");
    const before = await snapshot(user, w.id);
    const res = await settle(staff, w.id, undefined, true);
    expect([errorCodeOf(res), fieldOf(res)]).toEqual([400, "status"]);
    expect(await snapshot(user, w.id)).toEqual(before);
    expect(before.row.status).toBe("APPROVED");
    expect(errorCodeOf(await settle(staff, "987654321987", undefined, true))).toBe(404);
    expect(errorCodeOf(await settle(staff, "not-an-id", undefined, true))).toBe(400);
    // Leave it finished: the normal send pays it.
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("sent");
  }, 60_000);
});
