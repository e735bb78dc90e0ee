import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { latestSmsCode, openResendWindow, SEND_CODE, uniqueTwMobile, VERIFY_PHONE } from "./kyc-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

const codeRows = async (userId: string) =>
  (await db().query(
    `SELECT id, phone_country AS phoneCountry, phone, code_hash AS codeHash, attempts,
            verified_at AS verifiedAt, consumed_at AS consumedAt FROM kyc_phone_code WHERE user_id = ? ORDER BY id`,
    [userId],
  )) as {
    id: string;
    phoneCountry: string;
    phone: string;
    codeHash: string;
    attempts: number;
    verifiedAt: Date | null;
    consumedAt: Date | null;
  }[];
const smsCount = async () =>
  Number(((await db().query(`SELECT COUNT(*) AS n FROM sms_message`)) as [{ n: string }])[0].n);
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function send(user: MarketUser, phone: string, country = "+886") {
  return user.client.gql<{ sendKycPhoneCode: { resendInSeconds: number } }>(SEND_CODE, {
    c: country,
    p: phone,
  });
}

describe("sendKycPhoneCode", () => {
  it("texts a 6-digit code in the member's language, stores only its digest, valid 10 minutes", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    const res = await send(user, phone);
    expect(res.body.data?.sendKycPhoneCode.resendInSeconds).toBe(60);
    const code = await latestSmsCode(t, "+886", phone);
    const box = (await (await fetch(`${t.url}/dev/sms.json?to=%2B886${phone.slice(1)}`)).json()) as {
      body: string;
      status: string;
    }[];
    // The member signed up in English (market fixtures), so the text is English and short.
    expect(box[0]!.body).toContain("Vitrine: your identity verification code is");
    expect(box[0]!.body.length).toBeLessThan(160);
    expect(box[0]!.status).toBe("STORED");
    const [row] = await codeRows(user.id);
    expect(row!.phone).toBe(phone);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    const [{ minutes }] = (await db().query(
      `SELECT TIMESTAMPDIFF(SECOND, created_at, expires_at) / 60 AS minutes FROM kyc_phone_code WHERE id = ?`,
      [row!.id],
    )) as [{ minutes: string }];
    expect(Number(minutes)).toBe(10);
    // The development SMS box page lists it too.
    const html = await (await fetch(`${t.url}/dev/sms`)).text();
    expect(html).toContain(`+886${phone.slice(1)}`);
  });

  it("answers 1048 with remainingTime inside the 60-second window, and sends nothing", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    expect(errorCodeOf(await send(user, phone))).toBeUndefined();
    const before = await smsCount();
    const rows = await codeRows(user.id);
    const again = await send(user, uniqueTwMobile());
    expect(errorCodeOf(again)).toBe(1048);
    const remaining = (again.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(60);
    expect(await smsCount()).toBe(before);
    expect(await codeRows(user.id)).toEqual(rows);
  });

  it("lets only one of two racing requests send", async () => {
    const user = await createMarketUser(t);
    const answers = await Promise.all([send(user, uniqueTwMobile()), send(user, uniqueTwMobile())]);
    expect(answers.map(errorCodeOf).sort()).toEqual([1048, undefined]);
    expect(await codeRows(user.id)).toHaveLength(1);
  });

  it("refuses bad phone numbers with 400 and changes nothing", async () => {
    const user = await createMarketUser(t);
    const before = await smsCount();
    for (const [country, phone] of [
      ["+886", "0812345678"], // Taiwan mobiles start 09
      ["+886", "091234567"], // 09 + 8 digits
      ["+886", "09-1234567"], // digits only
      ["886", "0912345678"], // a country code starts with +
      ["+81", "90 1234 5678"],
      ["+81", "12345"], // too short
    ] as const) {
      expect(errorCodeOf(await send(user, phone, country))).toBe(400);
    }
    expect(await smsCount()).toBe(before);
    expect(await codeRows(user.id)).toEqual([]);
    // A foreign number in digits is fine.
    expect(errorCodeOf(await send(user, "9012345678", "+81"))).toBeUndefined();
  });

  it("needs a signed-in member", async () => {
    const res = await t.gql(SEND_CODE, { c: "+886", p: uniqueTwMobile() });
    expect(errorCodeOf(res)).toBe(1010);
  });

  it("replaces the earlier code: only the newest works", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    await send(user, phone);
    const first = await latestSmsCode(t, "+886", phone);
    await openResendWindow(t, user.id);
    await send(user, phone);
    const second = await latestSmsCode(t, "+886", phone);
    if (first !== second) {
      expect(errorCodeOf(await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code: first }))).toBe(
        1049,
      );
    }
    const ok = await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code: second });
    expect(ok.body.data).toEqual({ verifyKycPhone: true });
  });
});

describe("verifyKycPhone", () => {
  it("answers 1049 for a wrong code, then true for the right one (marked verified)", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    await send(user, phone);
    const code = await latestSmsCode(t, "+886", phone);
    const wrong = await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code: wrongCodeFor(code) });
    expect(errorCodeOf(wrong)).toBe(1049);
    const [afterWrong] = await codeRows(user.id);
    expect(afterWrong!.attempts).toBe(1);
    expect(afterWrong!.verifiedAt).toBeNull();

    const right = await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code });
    expect(right.body.data).toEqual({ verifyKycPhone: true });
    const [verified] = await codeRows(user.id);
    expect(verified!.verifiedAt).toBeInstanceOf(Date);
    expect(verified!.consumedAt).toBeNull();
    // Checked again: still true, nothing changes.
    expect((await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code })).body.data).toEqual({
      verifyKycPhone: true,
    });
    expect(await codeRows(user.id)).toEqual([verified]);
  });

  it("burns the code after five wrong tries (then even the right code is 1003)", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    await send(user, phone);
    const code = await latestSmsCode(t, "+886", phone);
    for (let i = 0; i < 5; i++) {
      const res = await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code: wrongCodeFor(code) });
      expect(errorCodeOf(res)).toBe(1049);
    }
    const [row] = await codeRows(user.id);
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeInstanceOf(Date);
    expect(errorCodeOf(await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code }))).toBe(1003);
    expect((await codeRows(user.id))[0]!.verifiedAt).toBeNull();
  });

  it("answers 1003 for an expired code and changes nothing", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    await send(user, phone);
    const code = await latestSmsCode(t, "+886", phone);
    await db().query(`UPDATE kyc_phone_code SET expires_at = NOW(3) - INTERVAL 1 SECOND WHERE user_id = ?`, [
      user.id,
    ]);
    const before = await codeRows(user.id);
    expect(errorCodeOf(await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code }))).toBe(1003);
    expect(await codeRows(user.id)).toEqual(before);
  });

  it("answers 1003 for another number than the one texted, and when no code was sent", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    expect(errorCodeOf(await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code: "123456" }))).toBe(
      1003,
    );
    await send(user, phone);
    const code = await latestSmsCode(t, "+886", phone);
    const other = await user.client.gql(VERIFY_PHONE, { c: "+886", p: uniqueTwMobile(), code });
    expect(errorCodeOf(other)).toBe(1003);
    expect((await codeRows(user.id))[0]!.verifiedAt).toBeNull();
  });

  it("never accepts another member's code", async () => {
    const a = await createMarketUser(t);
    const b = await createMarketUser(t);
    const phone = uniqueTwMobile();
    await send(a, phone);
    const code = await latestSmsCode(t, "+886", phone);
    await send(b, uniqueTwMobile());
    expect(errorCodeOf(await b.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code }))).toBe(1003);
  });
});
