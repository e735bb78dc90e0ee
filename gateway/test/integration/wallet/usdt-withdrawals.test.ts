import { startAnswerLosingRelay, evmSend } from "../../helpers/answer-losing-relay.js";
import { Worker, type Job } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseJobPayload } from "@vitrine/schema";
import { startDevChain, type DevChain } from "../../../dev/chain/dev-chain.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { relayOutbox } from "../../../src/domains/outbox/services/relay-outbox.service.js";
import { sendUsdtWithdrawal } from "../../../src/domains/wallet/usdt-withdrawals/services/send-usdt-withdrawal.service.js";
import { withHotWallet } from "../../helpers/hot-wallet.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, latestMailedCode } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createRedis } from "../../../src/infra/redis.js";
import {
  balanceOf,
  countRows,
  externalAddress,
  setKyc,
  stepUpCode,
  systemMinor,
  turnOnTwoFactor,
  uniqueKey,
  withdrawalCode,
} from "./wallet-fixtures.js";
import { codeAt } from "../../../src/domains/accounts/services/totp.js";

let chain: DevChain;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;
const FEE = "2";
/** A valid TRON address (base58check). */
const TRON_ADDRESS = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

const FIELDS = `id network address amount fee totalDebited expectedAmount status txHash failureReason createdAt
  reviewedAt sentAt member { id email nickname }`;
const REQUEST = `mutation($i: RequestUsdtWithdrawalInput!) { requestUsdtWithdrawal(input: $i) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveUsdtWithdrawal(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $r: String!) { rejectUsdtWithdrawal(id: $id, reason: $r) { ${FIELDS} } }`;
const QUEUE = `query($s: WithdrawalStatus, $p: Int) { usdtWithdrawalQueue(status: $s, page: $p) { total items { ${FIELDS} } } }`;
const MINE = `query($s: WithdrawalStatus) { myUsdtWithdrawals(status: $s) { total page pageSize items { ${FIELDS} } } }`;

interface Withdrawal {
  id: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  totalDebited: string;
  expectedAmount: string;
  status: string;
  txHash: string | null;
  failureReason: string | null;
  member: { id: string; email: string } | null;
}

/** A KYC-approved member holding `usdt`. */
async function member(usdt = "100"): Promise<MarketUser> {
  const user = await createMarketUser(t, { usdt });
  await setKyc(db(), user.id, "APPROVED");
  return user;
}

async function input(user: MarketUser, overrides: Record<string, unknown> = {}) {
  return {
    network: "ERC20",
    address: externalAddress(),
    amount: "10",
    emailCode: await withdrawalCode(t, user),
    idempotencyKey: uniqueKey(),
    ...overrides,
  };
}

async function request(user: MarketUser, i: Record<string, unknown>) {
  return user.client.gql<{ requestUsdtWithdrawal: Withdrawal }>(REQUEST, { i });
}

async function requested(user: MarketUser, overrides: Record<string, unknown> = {}): Promise<Withdrawal> {
  const res = await request(user, await input(user, overrides));
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.requestUsdtWithdrawal;
}

async function statusOf(id: string) {
  const [row] = (await db().query(
    `SELECT status, pending_user_id, tx_hash, failure_reason FROM usdt_withdrawal WHERE id = ?`,
    [id],
  )) as {
    status: string;
    pending_user_id: string | null;
    tx_hash: string | null;
    failure_reason: string | null;
  }[];
  return row!;
}

/** Asserts a refusal: the code, and nothing written or moved. */
async function expectRefused(user: MarketUser, i: Record<string, unknown>, code: number) {
  const before = await balanceOf(db(), user.id, "USDT");
  const rows = await countRows(db(), "usdt_withdrawal", "user_id", user.id);
  const res = await request(user, i);
  expect(errorCodeOf(res)).toBe(code);
  expect(await balanceOf(db(), user.id, "USDT")).toEqual(before);
  expect(await countRows(db(), "usdt_withdrawal", "user_id", user.id)).toBe(rows);
  return res;
}

beforeAll(async () => {
  chain = await startDevChain();
  t = await startTestGateway({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.usdtAddress,
    ETH_CONFIRMATIONS: "1",
    ETH_WITHDRAWAL_FEE_USDT: FEE,
    // TRON is configured for address checks only: nothing in this file sends on it.
    TRON_API_URL: "http://127.0.0.1:9",
    TRON_USDT_CONTRACT: TRON_ADDRESS,
    TRON_WITHDRAWAL_FEE_USDT: "1",
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

describe("sendWithdrawalCode", () => {
  it("mails a 6-digit code with purpose withdrawal, and 1006 inside the resend window", async () => {
    const user = await member();
    const res = await user.client.gql<{ sendWithdrawalCode: { resendInSeconds: number } }>(
      `mutation { sendWithdrawalCode { resendInSeconds } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.sendWithdrawalCode.resendInSeconds).toBe(300);
    expect(await latestMailedCode(t, user.email)).toMatch(/^\d{6}$/);
    const [row] = (await db().query(
      `SELECT purpose FROM email_code WHERE email = ? ORDER BY id DESC LIMIT 1`,
      [user.email],
    )) as { purpose: string }[];
    expect(row!.purpose).toBe("withdrawal");
    const again = await user.client.gql(`mutation { sendWithdrawalCode { resendInSeconds } }`);
    expect(errorCodeOf(again)).toBe(1006);
    expect(
      (again.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime,
    ).toBeGreaterThan(0);
  });

  it("needs a session", async () => {
    expect(errorCodeOf(await t.gql(`mutation { sendWithdrawalCode { resendInSeconds } }`))).toBe(1010);
  });
});

describe("requestUsdtWithdrawal refusals change nothing", () => {
  it("KYC gate: 2011 without KYC, 1033 under review, 2011 when failed", async () => {
    const none = await createMarketUser(t, { usdt: "100" });
    await expectRefused(none, await input(none), 2011);
    const review = await createMarketUser(t, { usdt: "100" });
    await setKyc(db(), review.id, "REVIEW");
    await expectRefused(review, await input(review), 1033);
    const failed = await createMarketUser(t, { usdt: "100" });
    await setKyc(db(), failed.id, "FAILED");
    await expectRefused(failed, await input(failed), 2011);
  });

  it("2038 for a network that is not configured (BEP20)", async () => {
    const user = await member();
    await expectRefused(user, await input(user, { network: "BEP20" }), 2038);
  });

  it("TRC20: a TRON address with a valid base58check passes, a broken checksum or an EVM address is 2036", async () => {
    const user = await member();
    await expectRefused(
      user,
      await input(user, { network: "TRC20", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u" }),
      2036,
    );
    await expectRefused(user, await input(user, { network: "TRC20", address: externalAddress() }), 2036);
    const w = await requested(user, { network: "TRC20", address: TRON_ADDRESS, amount: "5" });
    expect(w).toMatchObject({ network: "TRC20", address: TRON_ADDRESS, fee: "1", totalDebited: "6" });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "94", frozen: "6" });
    await rejectThroughApi(w.id, "cleanup");
  });

  it("2036 for an address that is not valid on the network", async () => {
    const user = await member();
    for (const address of [
      "0x123",
      "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      "0xZZ00000000000000000000000000000000000000",
      // mixed case with a wrong checksum
      "0xAbCdEf0000000000000000000000000000000000",
      `${externalAddress()}0`,
    ]) {
      await expectRefused(user, await input(user, { address }), 2036);
    }
  });

  it("400 for a malformed amount, 2037 below the fee (with data.fee), 2012 over 5000", async () => {
    const user = await member("6000");
    for (const amount of ["abc", "0", "-5", "1.1234567", ""]) {
      await expectRefused(user, await input(user, { amount }), 400);
    }
    const below = await expectRefused(user, await input(user, { amount: "1.999999" }), 2037);
    expect(below.body.errors![0]!.extensions!.data).toEqual({ fee: FEE });
    await expectRefused(user, await input(user, { amount: "5000.000001" }), 2012);
  });

  it("1007 for a wrong code, 1003 for an expired or used one", async () => {
    const user = await member();
    const i = await input(user);
    const wrong = i.emailCode === "000000" ? "111111" : "000000";
    await expectRefused(user, { ...i, emailCode: wrong }, 1007);
    await db().query(`UPDATE email_code SET expires_at = NOW(3) - INTERVAL 1 SECOND WHERE email = ?`, [
      user.email,
    ]);
    await expectRefused(user, i, 1003);
    // A used code does not work twice.
    const fresh = await input(user, { amount: "3" });
    const ok = await request(user, fresh);
    expect(ok.body.errors).toBeUndefined();
    await rejectThroughApi(ok.body.data!.requestUsdtWithdrawal.id, "test");
    await expectRefused(user, { ...fresh, idempotencyKey: uniqueKey() }, 1003);
  });

  it("1007 for a code mailed for another purpose (gift, card withdrawal): codes are bound to their purpose", async () => {
    const user = await member();
    const i = await input(user);
    const giftCode = await stepUpCode(t, user, "GIFT");
    const cardCode = await stepUpCode(t, user, "CARD_WITHDRAWAL");
    if (giftCode !== i.emailCode) await expectRefused(user, { ...i, emailCode: giftCode }, 1007);
    if (cardCode !== i.emailCode) await expectRefused(user, { ...i, emailCode: cardCode }, 1007);
    const purposes = (await db().query(
      `SELECT purpose FROM email_code WHERE user_id = ? AND consumed_at IS NULL ORDER BY purpose`,
      [user.id],
    )) as { purpose: string }[];
    expect(purposes.map((r) => r.purpose)).toEqual(["card_withdrawal", "gift", "withdrawal"]);
    // The USDT code itself still works: the other purposes' codes did not use it up.
    expect((await request(user, i)).body.errors).toBeUndefined();
  });

  it("2FA on: the authenticator code is asked instead (623 for a mailed code or none, no code mailed: 2050), accepted once", async () => {
    const user = await member();
    const secret = await turnOnTwoFactor(t, user);
    const send = await user.client.gql(`mutation { sendWithdrawalCode { resendInSeconds } }`);
    expect(errorCodeOf(send)).toBe(2050);
    const base = { network: "ERC20", address: externalAddress(), amount: "10", idempotencyKey: uniqueKey() };
    await expectRefused(user, { ...base, emailCode: "" }, 623);
    const now = codeAt(secret, Date.now());
    await expectRefused(user, { ...base, emailCode: now === "000000" ? "111111" : "000000" }, 623);
    const ok = await request(user, { ...base, emailCode: now });
    expect(ok.body.errors).toBeUndefined();
    // The same authenticator code cannot authorize a second withdrawal (checked before 622).
    await expectRefused(user, { ...base, emailCode: now, idempotencyKey: uniqueKey() }, 623);
  });

  it("1023 when available USDT does not cover amount + fee", async () => {
    const user = await member("11.999999");
    await expectRefused(user, await input(user, { amount: "10" }), 1023);
  });
});

async function approveThroughApi(id: string): Promise<Withdrawal> {
  const res = await staff.client.gql<{ approveUsdtWithdrawal: Withdrawal }>(APPROVE, { id });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.approveUsdtWithdrawal;
}

async function rejectThroughApi(id: string, reason: string): Promise<Withdrawal> {
  const res = await staff.client.gql<{ rejectUsdtWithdrawal: Withdrawal }>(REJECT, { id, r: reason });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.rejectUsdtWithdrawal;
}

describe("request, freeze and one open request", () => {
  it("freezes amount + fee, answers the same withdrawal for the same key (2016 with other parameters), and refuses a second open one (622)", async () => {
    const user = await member("100");
    const i = await input(user, { amount: "10.5" });
    const res = await request(user, i);
    expect(res.body.errors).toBeUndefined();
    const w = res.body.data!.requestUsdtWithdrawal;
    expect(w).toMatchObject({
      network: "ERC20",
      address: i.address,
      amount: "10.5",
      fee: FEE,
      totalDebited: "12.5",
      expectedAmount: "10.5",
      status: "REVIEW",
      txHash: null,
      member: null,
    });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "87.5", frozen: "12.5" });
    expect((await statusOf(w.id)).pending_user_id).toBe(String(user.id));

    // Same key again (even with the code already used): the same withdrawal, nothing more frozen.
    const replay = await request(user, i);
    expect(replay.body.data!.requestUsdtWithdrawal.id).toBe(w.id);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "87.5", frozen: "12.5" });

    // The same key with another amount or address: 2016, nothing moves (checked before the code).
    await expectRefused(user, { ...i, amount: "11" }, 2016);
    await expectRefused(user, { ...i, address: externalAddress() }, 2016);
    // The same amount written differently is the same request.
    expect((await request(user, { ...i, amount: "10.500" })).body.data!.requestUsdtWithdrawal.id).toBe(w.id);

    // A second request while one is open: 622, nothing moves.
    await expectRefused(user, await input(user, { amount: "5" }), 622);

    const mine = await user.client.gql<{ myUsdtWithdrawals: { total: number; items: Withdrawal[] } }>(
      MINE,
      {},
    );
    expect(mine.body.data!.myUsdtWithdrawals.total).toBe(1);
    expect(mine.body.data!.myUsdtWithdrawals.items[0]!.id).toBe(w.id);
  });

  it("staff see the queue with the member; members cannot review (2017)", async () => {
    const user = await member();
    const w = await requested(user, { amount: "4" });
    const queue = await staff.client.gql<{ usdtWithdrawalQueue: { total: number; items: Withdrawal[] } }>(
      QUEUE,
      {
        s: "REVIEW",
      },
    );
    const item = queue.body.data!.usdtWithdrawalQueue.items.find((x) => x.id === w.id);
    expect(item?.member).toMatchObject({ id: String(user.id), email: user.email });
    expect(errorCodeOf(await user.client.gql(QUEUE, {}))).toBe(2017);
    expect(errorCodeOf(await user.client.gql(APPROVE, { id: w.id }))).toBe(2017);
    expect((await statusOf(w.id)).status).toBe("REVIEW");
    await rejectThroughApi(w.id, "cleanup");
  });

  it("reject unfreezes amount + fee, ends the request and lets the member ask again", async () => {
    const user = await member("50");
    const w = await requested(user, { amount: "20" });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "22" });
    expect(errorCodeOf(await staff.client.gql(REJECT, { id: w.id, r: "  " }))).toBe(400);
    const rejected = await rejectThroughApi(w.id, "Address belongs to a sanctioned exchange");
    expect(rejected).toMatchObject({
      status: "FAILED",
      failureReason: "Address belongs to a sanctioned exchange",
    });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "50", frozen: "0" });
    expect((await statusOf(w.id)).pending_user_id).toBeNull();
    // Rejecting again changes nothing; approving a rejected one is refused.
    await rejectThroughApi(w.id, "again");
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "50", frozen: "0" });
    expect(errorCodeOf(await staff.client.gql(APPROVE, { id: w.id }))).toBe(400);
    // A new request is possible now.
    const next = await requested(user, { amount: "5" });
    expect(next.status).toBe("REVIEW");
    await rejectThroughApi(next.id, "cleanup");
  });
});

describe("races", () => {
  it("the same request sent twice at once answers one withdrawal and freezes once", async () => {
    const user = await member("50");
    const i = await input(user, { amount: "10" });
    const [a, b] = await Promise.all([request(user, i), request(user, i)]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect(a.body.data!.requestUsdtWithdrawal.id).toBe(b.body.data!.requestUsdtWithdrawal.id);
    expect(await countRows(db(), "usdt_withdrawal", "user_id", user.id)).toBe(1);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "38", frozen: "12" });
    await rejectThroughApi(a.body.data!.requestUsdtWithdrawal.id, "cleanup");
  });

  it("two different requests at once: one opens, the other is refused (622 or 1003 for the used code)", async () => {
    const user = await member("50");
    const code = await withdrawalCode(t, user);
    const make = () => ({
      network: "ERC20",
      address: externalAddress(),
      amount: "10",
      emailCode: code,
      idempotencyKey: uniqueKey(),
    });
    const results = await Promise.all([request(user, make()), request(user, make()), request(user, make())]);
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) expect([622, 1003]).toContain(errorCodeOf(r));
    expect(await countRows(db(), "usdt_withdrawal", "user_id", user.id)).toBe(1);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "38", frozen: "12" });
    await rejectThroughApi(ok[0]!.body.data!.requestUsdtWithdrawal.id, "cleanup");
  });
});

describe("sending on chain", () => {
  it("approve schedules the job; the send pays the address on chain, debits frozen and books fee and clearing; a second delivery sends nothing", async () => {
    const user = await member("100");
    const address = externalAddress();
    const w = await requested(user, { amount: "25.123456", address });
    const feesBefore = await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "USDT");
    const clearingBefore = await systemMinor(db(), SYSTEM_ACCOUNTS.CHAIN_CLEARING, "USDT");

    const approved = await approveThroughApi(w.id);
    expect(approved.status).toBe("APPROVED");
    const [job] = (await db().query(
      `SELECT queue, name, payload, job_id FROM outbox_message WHERE job_id = ?`,
      [`send-usdt-withdrawal-${w.id}`],
    )) as { queue: string; name: string; payload: string; job_id: string }[];
    expect(job).toMatchObject({ queue: "wallet", name: "sendUsdtWithdrawal" });
    expect(JSON.parse(job!.payload)).toEqual({ withdrawalId: w.id });
    // Approving again re-schedules the send under another job id (a lost job); it still sends once.
    await approveThroughApi(w.id);
    const jobs = (await db().query(`SELECT job_id FROM outbox_message WHERE job_id LIKE ?`, [
      `send-usdt-withdrawal-${w.id}%`,
    ])) as { job_id: string }[];
    expect(jobs).toHaveLength(2);

    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("sent");
    expect(await chain.usdtBalanceOf(address)).toBe(25_123_456n);
    const row = await statusOf(w.id);
    expect(row.status).toBe("SENT");
    expect(row.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(row.pending_user_id).toBeNull();
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "72.876544", frozen: "0" });
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "USDT")) - feesBefore).toBe(2_000_000n);
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.CHAIN_CLEARING, "USDT")) - clearingBefore).toBe(
      25_123_456n,
    );

    // A second delivery of the job: nothing is sent or booked again.
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect(await chain.usdtBalanceOf(address)).toBe(25_123_456n);
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "USDT")) - feesBefore).toBe(2_000_000n);

    const mine = await user.client.gql<{ myUsdtWithdrawals: { items: Withdrawal[] } }>(MINE, { s: "SENT" });
    expect(mine.body.data!.myUsdtWithdrawals.items[0]).toMatchObject({
      id: w.id,
      status: "SENT",
      txHash: row.tx_hash,
    });
    // Rejecting a sent withdrawal is refused.
    expect(errorCodeOf(await staff.client.gql(REJECT, { id: w.id, r: "late" }))).toBe(400);
  }, 30_000);

  it("a job for a withdrawal still under review does nothing", async () => {
    const user = await member();
    const w = await requested(user, { amount: "3" });
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect((await statusOf(w.id)).status).toBe("REVIEW");
    await rejectThroughApi(w.id, "cleanup");
  });

  it("a transfer that reverts (hot wallet without USDT) fails the withdrawal and unfreezes", async () => {
    const user = await member("40");
    const address = externalAddress();
    const w = await requested(user, { amount: "30", address });
    await approveThroughApi(w.id);
    // anvil's second account: gas but no test USDT, so the token transfer reverts.
    const poorHotWallet = withHotWallet(
      t.gateway.deps,
      "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    );
    expect(await sendUsdtWithdrawal(poorHotWallet, w.id)).toBe("failed");
    const row = await statusOf(w.id);
    expect(row.status).toBe("FAILED");
    expect(row.failure_reason).toMatch(/send failed/);
    expect(row.pending_user_id).toBeNull();
    expect(await chain.usdtBalanceOf(address)).toBe(0n);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "40", frozen: "0" });
  }, 30_000);

  it("a network switched off before sending fails the withdrawal with a reason and unfreezes", async () => {
    const user = await member("40");
    const w = await requested(user, { amount: "10" });
    await approveThroughApi(w.id);
    const off = { ...t.gateway.deps, config: { ...t.gateway.deps.config, ETH_RPC_URL: undefined } };
    expect(await sendUsdtWithdrawal(withHotWallet(off), w.id)).toBe("failed");
    expect(await statusOf(w.id)).toMatchObject({
      status: "FAILED",
      failure_reason: "network ERC20 is not available",
    });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "40", frozen: "0" });
  });

  it("a node that cannot be reached before the claim: the job throws (BullMQ retries) and the withdrawal stays APPROVED", async () => {
    const user = await member("40");
    const address = externalAddress();
    const w = await requested(user, { amount: "10", address });
    await approveThroughApi(w.id);
    const unreachable = {
      ...t.gateway.deps,
      config: { ...t.gateway.deps.config, ETH_RPC_URL: "http://127.0.0.1:9" },
    };
    await expect(sendUsdtWithdrawal(withHotWallet(unreachable), w.id)).rejects.toThrow();
    expect((await statusOf(w.id)).status).toBe("APPROVED");
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "12" });
    // The retry, with the node back, sends it.
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("sent");
    expect(await chain.usdtBalanceOf(address)).toBe(10_000_000n);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "0" });
  }, 30_000);

  it("an unclear failure after broadcasting leaves it SENDING with the money frozen, and it is never resent", async () => {
    const user = await member("40");
    const address = externalAddress();
    const w = await requested(user, { amount: "10", address });
    await approveThroughApi(w.id);
    // The node takes the transaction, but the answer is lost on the way back.
    const flaky = await startAnswerLosingRelay(chain.rpcUrl, evmSend);
    try {
      const lost = { ...t.gateway.deps, config: { ...t.gateway.deps.config, ETH_RPC_URL: flaky.url } };
      expect(await sendUsdtWithdrawal(withHotWallet(lost), w.id)).toBe("unknown");
    } finally {
      await flaky.close();
    }
    const row = await statusOf(w.id);
    expect(row.status).toBe("SENDING");
    expect(row.failure_reason).toMatch(/^outcome unknown, check on chain/);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "28", frozen: "12" });
    // The transfer did happen: exactly why the job must not send it again.
    expect(await chain.usdtBalanceOf(address)).toBe(10_000_000n);
    expect(await sendUsdtWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect(await chain.usdtBalanceOf(address)).toBe(10_000_000n);
    expect((await statusOf(w.id)).status).toBe("SENDING");
    // Still open: the member cannot ask for another one meanwhile.
    await expectRefused(user, await input(user, { amount: "5" }), 622);
  }, 30_000);
});

describe("through the outbox relay and a BullMQ worker on the wallet queue", () => {
  it("the approved withdrawal's job is relayed after commit and sent once; a repeated job sends nothing more", async () => {
    const deps = t.gateway.deps;
    const outcomes: { id: string; outcome: string }[] = [];
    const connection = createRedis(deps.config.REDIS_URL, "worker");
    // The wallet queue's dispatch for this job, as the workers process runs it.
    const worker = new Worker(
      "wallet",
      async (job: Job) => {
        if (job.name !== "sendUsdtWithdrawal") return null;
        const { withdrawalId } = parseJobPayload("wallet", "sendUsdtWithdrawal", job.data);
        const outcome = await sendUsdtWithdrawal(withHotWallet(deps), withdrawalId);
        outcomes.push({ id: withdrawalId, outcome });
        return outcome;
      },
      { connection, prefix: deps.config.QUEUE_PREFIX },
    );
    try {
      const user = await member("30");
      const address = externalAddress();
      const w = await requested(user, { amount: "7", address });
      await approveThroughApi(w.id);
      // Earlier tests leave other jobs in the outbox (missions, mail): relay every batch.
      while ((await relayOutbox(deps.dataSource, deps.queues)) > 0);
      const deadline = Date.now() + 20_000;
      while ((await statusOf(w.id)).status !== "SENT" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await statusOf(w.id)).status).toBe("SENT");
      expect(await chain.usdtBalanceOf(address)).toBe(7_000_000n);
      expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "21", frozen: "0" });

      // The same job delivered again (another job id): processed, but nothing is sent.
      await deps.queues
        .get("wallet")
        .add("sendUsdtWithdrawal", { withdrawalId: w.id }, { jobId: `repeat-${w.id}` });
      const repeatDeadline = Date.now() + 20_000;
      while (outcomes.filter((o) => o.id === w.id).length < 2 && Date.now() < repeatDeadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(outcomes.filter((o) => o.id === w.id).map((o) => o.outcome)).toEqual(["sent", "skipped"]);
      expect(await chain.usdtBalanceOf(address)).toBe(7_000_000n);
      expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "21", frozen: "0" });
    } finally {
      await worker.close();
      connection.disconnect();
    }
  }, 60_000);
});
