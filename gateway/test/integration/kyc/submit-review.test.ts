import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertKycApproved, kycStatusOf } from "../../../src/domains/kyc/services/kyc-gate.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  kycForm,
  MY_KYC,
  openResendWindow,
  submitValidKyc,
  SUBMIT_KYC,
  uniqueTwMobile,
  uploadFourImages,
  uploadKycFile,
  PNG,
  verifyPhone,
} from "./kyc-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-kyc-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  staff = await createMarketUser(t, { role: "staff" });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const QUEUE = `query($s: KycStatus, $p: Int) { kycQueue(status: $s, page: $p) { total page pageSize items {
  id status member { id email nickname } submittedAt reviewedAt failureReason nationality firstName lastName birthday
  idNumber idNumberHint phoneCountry phone address purpose images { front back selfie secondId } } } }`;
const REVIEW = `mutation($id: ID!, $a: Boolean!, $r: String) { reviewKyc(id: $id, approve: $a, reason: $r) {
  id status failureReason reviewedAt idNumber member { id } } }`;

/** Everything a failed submission must leave untouched. */
async function snapshot(userId: string) {
  return {
    submissions: await db().query(`SELECT * FROM kyc_submission WHERE user_id = ? ORDER BY id`, [userId]),
    codes: await db().query(`SELECT * FROM kyc_phone_code WHERE user_id = ? ORDER BY id`, [userId]),
  };
}
const submissionId = async (userId: string) =>
  String(
    (
      (await db().query(`SELECT id FROM kyc_submission WHERE user_id = ? ORDER BY id DESC LIMIT 1`, [
        userId,
      ])) as [{ id: string }]
    )[0].id,
  );
const gate = async (userId: string) => {
  try {
    await assertKycApproved(db().manager, userId);
    return "passes";
  } catch (error) {
    return (error as DomainError).extensions.errorCode;
  }
};

interface KycViewAnswer {
  status: string;
  reviewStatus: number;
  idNumberHint: string | null;
  phoneVerified: boolean;
  images: Record<string, string> | null;
  failureReason: string | null;
  [field: string]: unknown;
}

describe("submitKyc", () => {
  it("starts NOT_SUBMITTED; a valid form goes to REVIEW with the ID number sealed and only its hint shown", async () => {
    const user = await createMarketUser(t);
    const before = await user.client.gql<{ myKyc: KycViewAnswer }>(MY_KYC);
    expect(before.body.data!.myKyc).toMatchObject({ status: "NOT_SUBMITTED", reviewStatus: 0, images: null });
    expect(await kycStatusOf(db().manager, user.id)).toBe("NOT_SUBMITTED");
    expect(await gate(user.id)).toBe(2011);

    const phone = uniqueTwMobile();
    const form = await kycForm(t, user, phone);
    await verifyPhone(t, user, phone);
    expect((await user.client.gql<{ myKyc: KycViewAnswer }>(MY_KYC)).body.data!.myKyc.phoneVerified).toBe(
      true,
    );
    const res = await user.client.gql<{ submitKyc: KycViewAnswer }>(SUBMIT_KYC, { i: form });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.submitKyc).toMatchObject({
      status: "REVIEW",
      reviewStatus: 0,
      nationality: "TW",
      firstName: "Mei",
      lastName: "Lin",
      birthday: "1990-02-14",
      idNumberHint: "6789",
      phoneCountry: "+886",
      phone,
      phoneVerified: true,
      purpose: "COLLECTING",
      images: {
        front: `/media/kyc/${form.frontFileKey}`,
        back: `/media/kyc/${form.backFileKey}`,
        selfie: `/media/kyc/${form.selfieFileKey}`,
        secondId: `/media/kyc/${form.secondIdFileKey}`,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain("A123456789");

    const [raw] = (await db().query(
      `SELECT id_number_sealed AS sealed, id_number_hint AS hint, pending_user_id AS pending, status
         FROM kyc_submission WHERE user_id = ?`,
      [user.id],
    )) as { sealed: string; hint: string; pending: string; status: string }[];
    expect(raw!.sealed).not.toContain("A123456789");
    expect(raw!.sealed.toUpperCase()).not.toContain("123456789");
    expect(raw!.sealed).toMatch(/^k2\.[0-9a-f]{12}\./); // sealed with the id of the key (rotation, docs/KYC.md)
    expect(raw!.hint).toBe("6789");
    expect(String(raw!.pending)).toBe(user.id);
    // The verified code was used up by the submission.
    const codes = (await db().query(`SELECT consumed_at AS c FROM kyc_phone_code WHERE user_id = ?`, [
      user.id,
    ])) as {
      c: Date | null;
    }[];
    expect(codes.every((c) => c.c instanceof Date)).toBe(true);
    expect(await gate(user.id)).toBe(1033);
  });

  it("answers 2040 without a verified code for exactly that phone, or one verified over 30 minutes ago", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    const form = await kycForm(t, user, phone);
    let before = await snapshot(user.id);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(2040);
    expect(await snapshot(user.id)).toEqual(before);

    // Verified, but another number than the form's.
    await verifyPhone(t, user, uniqueTwMobile());
    before = await snapshot(user.id);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(2040);
    expect(await snapshot(user.id)).toEqual(before);

    // The right number, verified 31 minutes ago.
    await verifyPhone(t, user, phone);
    await db().query(
      `UPDATE kyc_phone_code SET verified_at = NOW(3) - INTERVAL 31 MINUTE WHERE user_id = ?`,
      [user.id],
    );
    before = await snapshot(user.id);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(2040);
    expect(await snapshot(user.id)).toEqual(before);

    // Sent but never verified.
    await verifyPhone(t, user, phone);
    await db().query(`UPDATE kyc_phone_code SET verified_at = NULL WHERE user_id = ?`, [user.id]);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(2040);
  });

  it("answers 400 for each bad field and for files that are not the member's own of the right kind, changing nothing", async () => {
    const user = await createMarketUser(t);
    const stranger = await createMarketUser(t);
    const phone = uniqueTwMobile();
    const form = await kycForm(t, user, phone);
    const theirs = await uploadFourImages(t, stranger.client);
    const anotherBack = (await uploadKycFile(t, user.client, "BACK", PNG)).json.key!;
    await verifyPhone(t, user, phone);
    const before = await snapshot(user.id);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad: Record<string, string>[] = [
      { nationality: "XX" },
      { purpose: "LAUNDERING" },
      { firstName: "  " },
      { lastName: "x".repeat(65) },
      { birthday: "1990-02-30" },
      { birthday: "14/02/1990" },
      { birthday: future },
      { idNumber: "A1" },
      { idNumber: "A123-456789" },
      { idNumber: "A".repeat(33) },
      { address: " " },
      { phone: "0812345678" },
      { frontFileKey: "not-a-key" },
      { frontFileKey: theirs.frontFileKey }, // another member's upload
      { frontFileKey: form.backFileKey! }, // own upload, wrong kind
      { backFileKey: "B".repeat(32) }, // unknown key
      { selfieFileKey: form.frontFileKey! }, // the same file twice
      { backFileKey: anotherBack, secondIdFileKey: anotherBack },
    ];
    for (const change of bad) {
      const res = await user.client.gql(SUBMIT_KYC, { i: { ...form, ...change } });
      expect(errorCodeOf(res), JSON.stringify(change)).toBe(400);
    }
    expect(await snapshot(user.id)).toEqual(before);
    // The same verified code still works for the valid form; a minor is not refused.
    const minor = new Date(Date.now() - 15 * 365 * 86_400_000).toISOString().slice(0, 10);
    const ok = await user.client.gql(SUBMIT_KYC, { i: { ...form, birthday: minor } });
    expect(ok.body.errors).toBeUndefined();
  });

  it("answers 1033 while under review and 2039 once approved, changing nothing", async () => {
    const user = await createMarketUser(t);
    await submitValidKyc(t, user);
    const phone = uniqueTwMobile();
    const form = await kycForm(t, user, phone);
    // A verified code for the new number (codes cannot be sent in this state): the refusal must not use it.
    await db().query(
      `INSERT INTO kyc_phone_code (user_id, phone_country, phone, code_hash, expires_at, verified_at)
       VALUES (?, '+886', ?, REPEAT('0', 64), NOW(3) + INTERVAL 5 MINUTE, NOW(3))`,
      [user.id, phone],
    );
    let before = await snapshot(user.id);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(1033);
    expect(await snapshot(user.id)).toEqual(before);

    // No code is texted while under review either.
    const smsBefore = await db().query(`SELECT COUNT(*) AS n FROM sms_message`);
    const send = `mutation($p: String!) { sendKycPhoneCode(phoneCountry: "+886", phone: $p) { resendInSeconds } }`;
    expect(errorCodeOf(await user.client.gql(send, { p: phone }))).toBe(1033);

    const approved = await staff.client.gql(REVIEW, { id: await submissionId(user.id), a: true });
    expect(approved.body.errors).toBeUndefined();
    before = await snapshot(user.id);
    expect(errorCodeOf(await user.client.gql(SUBMIT_KYC, { i: form }))).toBe(2039);
    await openResendWindow(t, user.id);
    expect(errorCodeOf(await user.client.gql(send, { p: phone }))).toBe(2039);
    expect(await snapshot(user.id)).toEqual(before);
    expect(await db().query(`SELECT COUNT(*) AS n FROM sms_message`)).toEqual(smsBefore);
  });

  it("keeps one open submission when two race (the pending_user_id key)", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    const form = await kycForm(t, user, phone);
    await verifyPhone(t, user, phone);
    const answers = await Promise.all([
      user.client.gql(SUBMIT_KYC, { i: form }),
      user.client.gql(SUBMIT_KYC, { i: form }),
    ]);
    expect(answers.map(errorCodeOf).sort()).toEqual([1033, undefined]);
    expect((await snapshot(user.id)).submissions).toHaveLength(1);
  });
});

describe("staff review", () => {
  it("lists submissions under review oldest first with the decrypted ID number and the member", async () => {
    const first = await createMarketUser(t);
    const second = await createMarketUser(t);
    await submitValidKyc(t, first);
    await submitValidKyc(t, second);
    const res = await staff.client.gql<{
      kycQueue: {
        total: number;
        pageSize: number;
        items: { member: { id: string; email: string }; idNumber: string }[];
      };
    }>(QUEUE, {});
    expect(res.body.errors).toBeUndefined();
    const ids = res.body.data!.kycQueue.items.map((i) => i.member.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const item = res.body.data!.kycQueue.items.find((i) => i.member.id === first.id)!;
    expect(item).toMatchObject({ idNumber: "A123456789", member: { email: first.email } });
    expect(res.body.data!.kycQueue.pageSize).toBe(20);
  });

  it("is staff only (2017 for members, 1010 for visitors)", async () => {
    const member = await createMarketUser(t);
    expect(errorCodeOf(await member.client.gql(QUEUE, {}))).toBe(2017);
    expect(errorCodeOf(await t.gql(QUEUE, {}))).toBe(1010);
    await submitValidKyc(t, member);
    const id = await submissionId(member.id);
    expect(errorCodeOf(await member.client.gql(REVIEW, { id, a: true }))).toBe(2017);
    expect(await kycStatusOf(db().manager, member.id)).toBe("REVIEW");
  });

  it("approves: APPROVED, reviewStatus 1, the gate passes, the member is mailed", async () => {
    const user = await createMarketUser(t);
    await submitValidKyc(t, user);
    const id = await submissionId(user.id);
    const res = await staff.client.gql<{ reviewKyc: { status: string; reviewedAt: string } }>(REVIEW, {
      id,
      a: true,
    });
    expect(res.body.data!.reviewKyc.status).toBe("APPROVED");
    const [row] = (await db().query(
      `SELECT status, pending_user_id AS pending, reviewed_by AS reviewedBy, reviewed_at AS reviewedAt
         FROM kyc_submission WHERE id = ?`,
      [id],
    )) as { status: string; pending: string | null; reviewedBy: string; reviewedAt: Date }[];
    expect(row).toMatchObject({ status: "APPROVED", pending: null, reviewedBy: staff.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    expect(await gate(user.id)).toBe("passes");
    const view = await user.client.gql<{ myKyc: KycViewAnswer }>(MY_KYC);
    expect(view.body.data!.myKyc).toMatchObject({ status: "APPROVED", reviewStatus: 1 });
    const mails = (await db().query(`SELECT subject FROM mail_message WHERE to_address = ?`, [
      user.email,
    ])) as {
      subject: string;
    }[];
    expect(mails.map((m) => m.subject)).toContain("Your Vitrine identity verification is approved");
    // Deciding again changes nothing.
    expect(errorCodeOf(await staff.client.gql(REVIEW, { id, a: false, r: "late" }))).toBe(1001);
    expect(await kycStatusOf(db().manager, user.id)).toBe("APPROVED");
  });

  it("fails with a reason (required: 400 without), mails it, and the member may resubmit as a new row", async () => {
    const user = await createMarketUser(t);
    await submitValidKyc(t, user);
    const id = await submissionId(user.id);
    for (const r of [null, "   "]) {
      expect(errorCodeOf(await staff.client.gql(REVIEW, { id, a: false, r }))).toBe(400);
    }
    expect(errorCodeOf(await staff.client.gql(REVIEW, { id, a: false, r: "x".repeat(256) }))).toBe(400);
    expect(await kycStatusOf(db().manager, user.id)).toBe("REVIEW");

    const failed = await staff.client.gql<{ reviewKyc: { status: string; failureReason: string } }>(REVIEW, {
      id,
      a: false,
      r: "The ID photo is blurred",
    });
    expect(failed.body.data!.reviewKyc).toMatchObject({
      status: "FAILED",
      failureReason: "The ID photo is blurred",
    });
    expect(await gate(user.id)).toBe(2011);
    const view = await user.client.gql<{ myKyc: KycViewAnswer }>(MY_KYC);
    expect(view.body.data!.myKyc).toMatchObject({
      status: "FAILED",
      reviewStatus: 0,
      failureReason: "The ID photo is blurred",
      phoneVerified: false,
    });
    const [mail] = (await db().query(
      `SELECT subject, text_body AS text FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
      [user.email],
    )) as { subject: string; text: string }[];
    expect(mail!.subject).toBe("Your Vitrine identity verification was not approved");
    expect(mail!.text).toContain("The ID photo is blurred");

    await submitValidKyc(t, user);
    const rows = (await db().query(`SELECT status FROM kyc_submission WHERE user_id = ? ORDER BY id`, [
      user.id,
    ])) as {
      status: string;
    }[];
    expect(rows.map((r) => r.status)).toEqual(["FAILED", "REVIEW"]);
    expect(await gate(user.id)).toBe(1033);

    const failedQueue = await staff.client.gql<{ kycQueue: { items: { id: string }[] } }>(QUEUE, {
      s: "FAILED",
    });
    expect(failedQueue.body.data!.kycQueue.items.map((i) => i.id)).toContain(id);
  });

  it("404s an unknown submission; a malformed id is 400", async () => {
    expect(errorCodeOf(await staff.client.gql(REVIEW, { id: "999999999", a: true }))).toBe(404);
    expect(errorCodeOf(await staff.client.gql(REVIEW, { id: "abc", a: true }))).toBe(400);
  });
});

describe("kycOptions", () => {
  it("is public and lists the codes", async () => {
    const res = await t.gql<{ kycOptions: { nationalities: string[]; purposes: string[] } }>(
      `{ kycOptions { nationalities purposes } }`,
    );
    expect(res.body.data!.kycOptions.nationalities).toContain("TW");
    expect(res.body.data!.kycOptions.purposes).toEqual([
      "COLLECTING",
      "INVESTMENT",
      "TRADING",
      "GIFTING",
      "BUSINESS",
      "OTHER",
    ]);
  });
});
