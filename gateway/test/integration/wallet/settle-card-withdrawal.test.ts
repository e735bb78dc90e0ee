import { startAnswerLosingRelay, evmSend } from "../../helpers/answer-losing-relay.js";
import { parseAbiItem, type Address, type Hex } from "viem";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevChain, type DevChain } from "../../../dev/chain/dev-chain.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { sendCardWithdrawal } from "../../../src/domains/wallet/card-withdrawals/services/send-card-withdrawal.service.js";
import { withHotWallet } from "../../helpers/hot-wallet.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, giveUnits, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type GraphQLResponse, type TestGateway } from "../../helpers/test-gateway.js";
import { creditJpoint } from "../primary/primary-fixtures.js";
import {
  balanceOf,
  createWalletCard,
  externalAddress,
  setKyc,
  stepUpCode,
  systemMinor,
  uniqueKey,
} from "./wallet-fixtures.js";

let chain: DevChain;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

const FIELDS = `id units address status txHash failureReason sentAt`;
const REQUEST = `mutation($i: RequestCardWithdrawalInput!) { requestCardWithdrawal(input: $i) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveCardWithdrawal(id: $id) { ${FIELDS} } }`;
const SETTLE = `mutation($id: ID!, $h: String, $n: Boolean) {
  settleCardWithdrawal(id: $id, txHash: $h, confirmNotSent: $n) { ${FIELDS} member { id } } }`;

interface CardWithdrawal {
  id: string;
  units: number;
  address: string;
  status: string;
  txHash: string | null;
  failureReason: string | null;
}

const transferSingle = parseAbiItem(
  "event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)",
);

/**
 * A KYC-approved member holding `units` of a fresh card on the dev chain's contract; the hot wallet
 * holds 10 on chain.
 */
async function holder(units: number) {
  const user = await createMarketUser(t, { usdt: "20" });
  await setKyc(db(), user.id, "APPROVED");
  await creditJpoint(db(), user.id, 500);
  const card = await createWalletCard(db(), { tokenAddress: chain.cardsAddress, totalIssued: 10 });
  await giveUnits(db(), card.cardId, user.id, units);
  await chain.mintCards(chain.deployer, card.tokenId, 10n);
  return { user, ...card };
}

/** Requested, approved, and sent through a node whose answer is lost: on chain, but left SENDING. */
async function stuck(user: MarketUser, cardId: string, units: number): Promise<CardWithdrawal> {
  const i = {
    cardId,
    units,
    address: externalAddress(),
    feeCurrency: "JPOINT",
    idempotencyKey: uniqueKey(),
    code: await stepUpCode(t, user, "CARD_WITHDRAWAL"),
  };
  const res = await user.client.gql<{ requestCardWithdrawal: CardWithdrawal }>(REQUEST, { i });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const w = res.body.data!.requestCardWithdrawal;
  const ok = await staff.client.gql(APPROVE, { id: w.id });
  if (ok.body.errors) throw new Error(JSON.stringify(ok.body.errors));
  const relay = await startAnswerLosingRelay(chain.rpcUrl, evmSend);
  try {
    const lost = { ...t.gateway.deps, config: { ...t.gateway.deps.config, ETH_RPC_URL: relay.url } };
    expect(await sendCardWithdrawal(withHotWallet(lost), w.id)).toBe("unknown");
  } finally {
    await relay.close();
  }
  expect((await rowOf(w.id)).status).toBe("SENDING");
  return w;
}

async function cardTransferHashTo(address: string): Promise<Hex> {
  const logs = await chain.client.getLogs({
    address: chain.cardsAddress,
    event: transferSingle,
    args: { to: address as Address },
    fromBlock: 0n,
  });
  expect(logs).toHaveLength(1);
  return logs[0]!.transactionHash!;
}

async function rowOf(id: string) {
  const [row] = (await db().query(
    `SELECT status, tx_hash, failure_reason FROM card_withdrawal WHERE id = ?`,
    [id],
  )) as { status: string; tx_hash: string | null; failure_reason: string | null }[];
  return row!;
}

async function settle(as: MarketUser, id: string, h?: string | null, n?: boolean | null) {
  return as.client.gql<{ settleCardWithdrawal: CardWithdrawal }>(SETTLE, { id, h, n });
}

const fieldOf = (res: GraphQLResponse<unknown>) =>
  (res.body.errors?.[0]?.extensions?.data as { field?: string } | undefined)?.field;

async function snapshot(user: MarketUser, cardId: string, id: string) {
  return {
    row: await rowOf(id),
    jpoint: await balanceOf(db(), user.id, "JPOINT"),
    units: await unitsOf(db(), cardId, user.id),
    fees: await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT"),
  };
}

beforeAll(async () => {
  chain = await startDevChain();
  t = await startTestGateway({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.usdtAddress,
    ETH_CONFIRMATIONS: "1",
    CARD_WITHDRAWAL_FEE_JPOINT: "150",
    CARD_WITHDRAWAL_FEE_USDT: "5",
  });
  await seedDemo(db());
  staff = await createMarketUser(t, { role: "staff" });
}, 90_000);
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

describe("settleCardWithdrawal", () => {
  it("wrong hashes are refused (400 txHash, nothing changes); the real hash settles it SENT and the fee is earned as in a normal send", async () => {
    const { user, cardId, tokenId } = await holder(5);
    const w = await stuck(user, cardId, 2);
    const realHash = await cardTransferHashTo(w.address);
    expect(await chain.cardBalanceOf(w.address, tokenId)).toBe(2n);

    // Another card withdrawal's real transfer (other address, one unit), and a USDT transfer's hash.
    const other = await stuck(user, cardId, 1);
    const otherHash = await cardTransferHashTo(other.address);
    const usdtHash = await chain.mintUsdt(w.address, 1n);

    const before = await snapshot(user, cardId, w.id);
    expect(before.jpoint).toEqual({ available: "200", frozen: "300" });
    for (const hash of [otherHash, usdtHash, `0x${"cd".repeat(32)}`, "nope"]) {
      const res = await settle(staff, w.id, hash);
      expect([errorCodeOf(res), fieldOf(res)]).toEqual([400, "txHash"]);
      expect(await snapshot(user, cardId, w.id)).toEqual(before);
    }
    expect(errorCodeOf(await settle(user, w.id, realHash))).toBe(2017);
    expect(await snapshot(user, cardId, w.id)).toEqual(before);

    const res = await settle(staff, w.id, realHash);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.settleCardWithdrawal).toMatchObject({ status: "SENT", txHash: realHash });
    expect(await rowOf(w.id)).toMatchObject({ status: "SENT", tx_hash: realHash, failure_reason: null });
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "200", frozen: "150" });
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT")) - before.fees).toBe(150n);
    expect(await unitsOf(db(), cardId, user.id)).toEqual(before.units);

    // Again, or a late job: nothing more.
    const again = await settle(staff, w.id, realHash);
    expect([errorCodeOf(again), fieldOf(again)]).toEqual([400, "status"]);
    expect(await sendCardWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT")) - before.fees).toBe(150n);
    expect(await chain.cardBalanceOf(w.address, tokenId)).toBe(2n);

    // The other one, settled "not sent": the tool takes staff's word (it cannot prove a transfer never
    // happened), so the fee is unfrozen and the unit goes back to the holding.
    const failed = await settle(staff, other.id, null, true);
    expect(failed.body.data!.settleCardWithdrawal).toMatchObject({
      status: "FAILED",
      failureReason: "settled by staff: not sent",
    });
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "350", frozen: "0" });
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 3, listed: 0 });
  }, 60_000);

  it("not SENDING is 400 (status); unknown id is 404", async () => {
    const { user, cardId } = await holder(1);
    const i = {
      cardId,
      units: 1,
      address: externalAddress(),
      feeCurrency: "JPOINT",
      idempotencyKey: uniqueKey(),
      code: await stepUpCode(t, user, "CARD_WITHDRAWAL"),
    };
    const w = (await user.client.gql<{ requestCardWithdrawal: CardWithdrawal }>(REQUEST, { i })).body.data!
      .requestCardWithdrawal;
    const before = await snapshot(user, cardId, w.id);
    const res = await settle(staff, w.id, null, true);
    expect([errorCodeOf(res), fieldOf(res)]).toEqual([400, "status"]);
    expect(await snapshot(user, cardId, w.id)).toEqual(before);
    expect(errorCodeOf(await settle(staff, "987654321987", null, true))).toBe(404);
    await staff.client.gql(`mutation($id: ID!) { rejectCardWithdrawal(id: $id, reason: "cleanup") { id } }`, {
      id: w.id,
    });
  });
});
