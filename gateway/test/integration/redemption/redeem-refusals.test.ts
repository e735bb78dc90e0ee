import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../../src/shared/domain-error.js";
import { redeemCode } from "../../../src/domains/redemption/services/redeem.service.js";
import { previewCode } from "../../../src/domains/redemption/services/preview.service.js";
import { giveUnits, createTestCard } from "../../helpers/market-fixtures.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  codeStatus,
  key,
  makeCodes,
  makeEvent,
  newMember,
  redeemedCount,
  staffCaller,
  type EventOptions,
} from "./redemption-fixtures.js";

let t: TestGateway;
let staff: Awaited<ReturnType<typeof staffCaller>>;
const db = () => t.gateway.deps.dataSource;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await staffCaller(db());
});
afterAll(async () => {
  await t.close();
});

/** The catalogue name of what `work` throws. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.errorName;
    throw error;
  }
  return "OK";
}

async function eventWithCode(o: EventOptions = {}) {
  const card = await createTestCard(db());
  const eventId = await makeEvent(db(), staff.id, { cardIds: [card], ...o });
  const [code] = await makeCodes(db(), staff, eventId, 1);
  return { eventId, code: code!, card };
}

const redeem = (member: Awaited<ReturnType<typeof newMember>>, code: string, extra: object = {}) =>
  redeemCode({ dataSource: db() }, member, { code, idempotencyKey: key(), ...extra }, "en");

describe("refusals: each code, and nothing changes", () => {
  it("1041 unknown code, also a malformed one", async () => {
    const m = await newMember(db());
    expect(await refusal(redeem(m, "ZZZZ-ZZZZ-ZZZZ-Z"))).toBe("REDEEM_CODE_NOT_FOUND");
    expect(await refusal(redeem(m, "!!"))).toBe("REDEEM_CODE_NOT_FOUND");
    expect(await refusal(previewCode({ dataSource: db() }, m, "ZZZZZZZZZZZZZ", "en"))).toBe(
      "REDEEM_CODE_NOT_FOUND",
    );
  });

  it("1040 used: a second redemption of a code (another member)", async () => {
    const { code, eventId } = await eventWithCode({ perAccountLimit: 5 });
    const a = await newMember(db());
    const b = await newMember(db());
    const first = await redeem(a, code.toLowerCase().replace(/(.{4})/g, "$1-"));
    expect(first.units).toBe(1);
    expect(await refusal(redeem(b, code))).toBe("REDEEM_CODE_USED");
    expect(await refusal(previewCode({ dataSource: db() }, b, code, "en"))).toBe("REDEEM_CODE_USED");
    expect(await redeemedCount(db(), eventId)).toBe(1);
  });

  it("628 not started, 629 finished", async () => {
    const m = await newMember(db());
    const soon = await eventWithCode({
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    expect(await refusal(redeem(m, soon.code))).toBe("EVENT_NOT_STARTED");
    const past = await eventWithCode({
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    expect(await refusal(redeem(m, past.code))).toBe("EVENT_FINISHED");
    expect(await codeStatus(db(), soon.code)).toBe("UNREDEEMED");
    expect(await codeStatus(db(), past.code)).toBe("UNREDEEMED");
  });

  it("633 fully redeemed: event stock, and the card's total issue", async () => {
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card], stock: 1 });
    const [c1, c2] = await makeCodes(db(), staff, eventId, 2);
    await redeem(await newMember(db()), c1!);
    expect(await refusal(redeem(await newMember(db()), c2!))).toBe("NFT_FULLY_REDEEMED");
    expect(await codeStatus(db(), c2!)).toBe("UNREDEEMED");

    const scarce = await createTestCard(db(), { totalIssued: 1 });
    const e2 = await makeEvent(db(), staff.id, { cardIds: [scarce], stock: 10 });
    const [d1, d2] = await makeCodes(db(), staff, e2, 2);
    await redeem(await newMember(db()), d1!);
    expect(await refusal(redeem(await newMember(db()), d2!))).toBe("NFT_FULLY_REDEEMED");
    expect(await codeStatus(db(), d2!)).toBe("UNREDEEMED");
    expect(await redeemedCount(db(), e2)).toBe(1);
    await expectLedgerSound(db());
  });

  it("1042 a voucher bound to an unregistered e-mail, or to another member's", async () => {
    const owner = await newMember(db());
    const other = await newMember(db());
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card] });
    const [toNobody, toOwner] = await makeCodes(db(), staff, eventId, 2, [
      "nobody-here@example.com",
      owner.email,
    ]);
    expect(await refusal(redeem(owner, toNobody!))).toBe("EMAIL_NOT_REGISTERED");
    expect(await refusal(redeem(other, toOwner!))).toBe("EMAIL_NOT_REGISTERED");
    expect((await redeem(owner, toOwner!)).code).toBe(toOwner);
  });

  it("1043 per-account limit", async () => {
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card], perAccountLimit: 1 });
    const [a, b] = await makeCodes(db(), staff, eventId, 2);
    const m = await newMember(db());
    await redeem(m, a!);
    expect(await refusal(redeem(m, b!))).toBe("ACCOUNT_ALREADY_REDEEMED");
    expect(await codeStatus(db(), b!)).toBe("UNREDEEMED");
  });

  it("627 pack name mismatch", async () => {
    const { code } = await eventWithCode({ packName: "PACK-A" });
    await db().query(`UPDATE redeem_code SET pack_name = 'PACK-B' WHERE code = ?`, [code]);
    expect(await refusal(redeem(await newMember(db()), code))).toBe("SERIAL_EVENT_MISMATCH");
  });

  it("634 nothing to redeem", async () => {
    const { code, eventId } = await eventWithCode();
    await db().query(`DELETE FROM redeem_event_card WHERE event_id = ?`, [eventId]);
    expect(await refusal(redeem(await newMember(db()), code))).toBe("NOTHING_TO_REDEEM");
  });

  it("636 already owned where duplicates are not allowed", async () => {
    const m = await newMember(db());
    const { code, card } = await eventWithCode({ allowDuplicates: false });
    await giveUnits(db(), card, m.id, 1);
    expect(await refusal(redeem(m, code))).toBe("ALREADY_OWNED");
    expect(await codeStatus(db(), code)).toBe("UNREDEEMED");
    await expectLedgerSound(db());
  });

  it("2026 a Jpoint event after the Jpoint service ended", async () => {
    const eventId = await makeEvent(db(), staff.id, { rewardKind: "JPOINT", jpointAmount: "20" });
    const [code] = await makeCodes(db(), staff, eventId, 1);
    await db().query(`UPDATE jpoint_service_setting SET ends_at = ? WHERE id = 1`, [
      new Date(Date.now() - HOUR),
    ]);
    try {
      expect(await refusal(redeem(await newMember(db()), code!))).toBe("JPOINT_SERVICE_ENDED");
    } finally {
      await db().query(`UPDATE jpoint_service_setting SET ends_at = NULL WHERE id = 1`);
    }
    expect(await codeStatus(db(), code!)).toBe("UNREDEEMED");
  });

  it("bad input changes nothing: a gift without a receiver, a bad phone, a card not on offer", async () => {
    const gift = await eventWithCode({ rewardKind: "PHYSICAL_GIFT", cardIds: [] });
    const m = await newMember(db());
    expect(await refusal(redeem(m, gift.code))).toBe("DATA_ERROR");
    const receiver = { name: "Lin", phone: "0212345678", address: "Taipei" };
    expect(await refusal(redeem(m, gift.code, { receiver }))).toBe("DATA_ERROR");
    expect(await codeStatus(db(), gift.code)).toBe("UNREDEEMED");
    expect(await redeemedCount(db(), gift.eventId)).toBe(0);

    const a = await createTestCard(db());
    const b = await createTestCard(db());
    const choice = await makeEvent(db(), staff.id, { rewardKind: "CARD_CHOICE", cardIds: [a, b] });
    const [code] = await makeCodes(db(), staff, choice, 1);
    expect(await refusal(redeem(m, code!, { cardId: "1" }))).toBe("DATA_ERROR");
    expect(await codeStatus(db(), code!)).toBe("UNREDEEMED");
    const done = await redeem(m, code!, { cardId: b });
    expect(done.card?.id).toBe(b);
  });
});
