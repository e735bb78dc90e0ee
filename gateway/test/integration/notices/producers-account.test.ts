import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import {
  freezeUsdtWithdrawal,
  settleSentUsdtWithdrawal,
} from "../../../src/domains/wallet/usdt-withdrawals/services/usdt-withdrawal-ledger.js";
import { settleSentCardWithdrawal } from "../../../src/domains/wallet/card-withdrawals/services/card-withdrawal-effects.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, giveUnits, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { createWalletCard, stepUpCode, uniqueKey } from "../wallet/wallet-fixtures.js";
import { creditJpoint } from "../primary/primary-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { noticeJobRunner, noticeRows } from "./notice-jobs.js";

/**
 * KYC decisions and withdrawals produce their notices once: staff decide through the API (a second
 * decision is refused and tells nobody again); a member's own cancellation tells nobody; the sent
 * step is run at the ledger step the send and the staff settlement share.
 */
let t: TestGateway;
let runJobs: ReturnType<typeof noticeJobRunner>;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

async function insert(sql: string, params: unknown[]): Promise<string> {
  return String(((await db().query(sql, params)) as { insertId: number }).insertId);
}

const kycSubmission = (userId: string) =>
  insert(
    `INSERT INTO kyc_submission (user_id, status, pending_user_id, nationality, first_name, last_name, birthday,
       id_number_sealed, id_number_hint, phone_country, phone, address, purpose, front_file_key, back_file_key,
       selfie_file_key, second_id_file_key)
     VALUES (?, 'REVIEW', ?, 'TW', 'Mei', 'Lin', '1990-01-01', ?, '6789', '+886', '912345678',
       'Taipei', 'INVEST', 'f', 'b', 's', 'x')`,
    [userId, userId, kycIdBox(t.config.KYC_ENCRYPTION_KEY).seal("A123456789")],
  );

/** A USDT withdrawal under review whose amount + fee are frozen, as a request leaves it. */
async function usdtWithdrawal(userId: string): Promise<string> {
  const id = await insert(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key)
     VALUES (?, 'ERC20', '0x000000000000000000000000000000000000dEaD', 5000000, 1000000, 'REVIEW', ?)`,
    [userId, uniqueName("w")],
  );
  await withTransaction(db(), (em) =>
    freezeUsdtWithdrawal(em, { id, userId, amount: 5_000_000n, fee: 1_000_000n }),
  );
  return id;
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  runJobs = noticeJobRunner(t);
  staff = await createMarketUser(t, { role: "staff" });
});
afterAll(async () => {
  await t.close();
});

describe("KYC decisions", () => {
  it("approved and failed, once each", async () => {
    const approved = await createMarketUser(t);
    const failed = await createMarketUser(t);
    const review = (id: string, approve: boolean) =>
      staff.client.gql(
        `mutation($id: ID!, $a: Boolean!, $r: String) { reviewKyc(id: $id, approve: $a, reason: $r) { id } }`,
        { id, a: approve, r: approve ? null : "The photo is blurred" },
      );
    const first = await kycSubmission(approved.id);
    const second = await kycSubmission(failed.id);
    expect((await review(first, true)).body.errors).toBeUndefined();
    expect((await review(first, true)).body.errors).toBeDefined(); // decided already
    expect((await review(second, false)).body.errors).toBeUndefined();
    await runJobs();
    const rows = await noticeRows(t, [approved.id, failed.id]);
    expect(rows.map((r) => [r.userId, r.kind, r.key])).toEqual([
      [approved.id, "KYC_APPROVED", first],
      [failed.id, "KYC_FAILED", second],
    ]);
    // Their domain mails the decision already: the notice waits for no digest by default.
    expect(rows.map((r) => r.emailState)).toEqual(["none", "none"]);
  });
});

describe("withdrawals", () => {
  it("failed when staff reject it, not when the member cancels it; sent once", async () => {
    const member = await createMarketUser(t, { usdt: "100" });
    const rejected = await usdtWithdrawal(member.id);
    const cancelled = await usdtWithdrawal(member.id);
    const sent = await usdtWithdrawal(member.id);
    for (let i = 0; i < 2; i++) {
      await staff.client.gql(
        `mutation($id: ID!) { rejectUsdtWithdrawal(id: $id, reason: "Address on a sanctions list") { id } }`,
        {
          id: rejected,
        },
      );
    }
    const cancel = await member.client.gql(`mutation($id: ID!) { cancelUsdtWithdrawal(id: $id) { id } }`, {
      id: cancelled,
    });
    expect(cancel.body.errors).toBeUndefined();
    await withTransaction(db(), (em) =>
      settleSentUsdtWithdrawal(em, { id: sent, userId: member.id, amount: 5_000_000n, fee: 1_000_000n }),
    );
    await runJobs();
    const rows = await noticeRows(t, [member.id]);
    expect(rows.map((r) => [r.kind, r.key, r.params.withdrawalId])).toEqual([
      ["WITHDRAWAL_FAILED", rejected, rejected],
      ["WITHDRAWAL_SENT", sent, sent],
    ]);
    const list = await member.client.gql<{ notices: { items: { kind: string; path: string }[] } }>(
      `{ notices { items { kind path } } }`,
    );
    expect(list.body.data!.notices.items).toContainEqual({
      kind: "WITHDRAWAL_SENT",
      path: `/users/withdraw/usdt/${sent}`,
    });
  });

  it("a card withdrawal sent links to its own page", async () => {
    const member = await createMarketUser(t);
    await withTransaction(db(), (em) =>
      settleSentCardWithdrawal(em, {
        id: "4242",
        userId: member.id,
        cardId: "1",
        units: 1,
        feeCurrency: "JPOINT",
        fee: 0n,
      }),
    );
    await runJobs();
    const list = await member.client.gql<{ notices: { items: { kind: string; path: string }[] } }>(
      `{ notices { items { kind path } } }`,
    );
    expect(list.body.data!.notices.items).toEqual([
      { kind: "WITHDRAWAL_SENT", path: "/users/withdraw/card/4242" },
    ]);
  });
});

describe("gifts", () => {
  it("the receiver is told once; the same request again tells nobody twice", async () => {
    const from = await createMarketUser(t);
    const to = await createMarketUser(t);
    const { cardId } = await createWalletCard(db(), { totalIssued: 20 });
    await giveUnits(db(), cardId, from.id, 3);
    await creditJpoint(db(), from.id, 100); // the gift fee, if the configuration charges one
    const i = {
      cardId,
      units: 2,
      receiverEmail: to.email,
      idempotencyKey: uniqueKey("gift"),
      code: await stepUpCode(t, from, "GIFT"),
    };
    const GIFT = `mutation($i: GiftCardInput!) { giftCard(input: $i) { id } }`;
    const first = await from.client.gql<{ giftCard: { id: string } }>(GIFT, { i });
    expect(first.body.errors, JSON.stringify(first.body.errors)).toBeUndefined();
    await from.client.gql(GIFT, { i });
    await runJobs();
    const rows = await noticeRows(t, [to.id, from.id]);
    expect(rows.map((r) => [r.userId, r.kind, r.key, r.params])).toEqual([
      [to.id, "GIFT_RECEIVED", first.body.data!.giftCard.id, { cardId, units: "2" }],
    ]);
  });
});
