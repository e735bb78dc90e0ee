import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, requireEventAdministrator } from "../../../src/domains/redemption/index.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  APPROVE,
  applicationInput,
  MINE,
  newPublisher,
  PDF,
  QUEUE,
  REJECT,
  SUBMIT,
  uploadAttachment,
} from "./business-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let admin: MarketUser;
let support: MarketUser;
let publisher: { id: string; name: string };
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-business-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  admin = await createMarketUser(t, { roles: ["admin"] });
  support = await createMarketUser(t, { roles: ["support", "compliance", "content"] });
  publisher = await newPublisher(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** A member with a waiting application (one PDF attached); its id. */
async function applicant(): Promise<{ member: MarketUser; applicationId: string; fileKey: string }> {
  const member = await createMarketUser(t);
  const file = await uploadAttachment(t, member.client, PDF, "deck.pdf");
  const res = await member.client.gql<{ submitBusinessApplication: { id: string } }>(SUBMIT, {
    i: applicationInput({ attachmentKeys: [file.json.key] }),
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return { member, applicationId: res.body.data!.submitBusinessApplication.id, fileKey: file.json.key! };
}

const mailsTo = async (email: string) =>
  (await db().query(`SELECT subject, text_body AS text FROM mail_message WHERE to_address = ? ORDER BY id`, [
    email,
  ])) as { subject: string; text: string }[];

/** An event of the publisher, to ask the redemption domain whether someone administers it. */
async function publisherEvent(): Promise<string> {
  return insertEvent(db().manager, {
    publisherId: publisher.id,
    startsAt: new Date(Date.now() - 3_600_000),
    endsAt: new Date(Date.now() + 3_600_000),
    rewardKind: "JPOINT",
    unitsPerRedemption: 1,
    jpointAmount: 10n,
    stock: 10,
    perAccountLimit: 1,
    allowDuplicates: false,
    packName: null,
    createdBy: null,
    texts: [{ locale: "tw", name: "發行方活動", description: "測試", giftName: null }],
    cardIds: [],
  });
}

describe("staff queue and decisions", () => {
  it("lists waiting applications with their attachments, which staff may download (audited)", async () => {
    const { member, applicationId, fileKey } = await applicant();
    const res = await admin.client.gql<{
      businessApplications: { total: number; items: { id: string; applicant: { email: string } }[] };
    }>(QUEUE, { s: "SUBMITTED" });
    expect(res.body.errors).toBeUndefined();
    const item = res.body.data!.businessApplications.items.find((i) => i.id === applicationId);
    expect(item?.applicant.email).toBe(member.email);
    const file = await fetch(`${t.url}/business/attachments/${fileKey}`, {
      headers: { cookie: admin.client.cookieHeader() ?? "" },
    });
    expect(file.status).toBe(200);
    const [audit] = (await db().query(
      `SELECT actor_user_id AS actor FROM staff_audit_log WHERE operation = 'readIssuerApplicationFile' ORDER BY id DESC LIMIT 1`,
    )) as { actor: string }[];
    expect(String(audit?.actor)).toBe(admin.id);
    // Staff without issuerApplications do not get the file either.
    const refused = await fetch(`${t.url}/business/attachments/${fileKey}`, {
      headers: { cookie: support.client.cookieHeader() ?? "" },
    });
    expect(refused.status).toBe(404);
  });

  it("refuses members and staff of other roles (2017), and visitors (1010)", async () => {
    const { member, applicationId } = await applicant();
    expect(errorCodeOf(await member.client.gql(QUEUE, {}))).toBe(2017);
    expect(errorCodeOf(await support.client.gql(QUEUE, {}))).toBe(2017);
    expect(errorCodeOf(await support.client.gql(APPROVE, { id: applicationId, p: publisher.id }))).toBe(2017);
    expect(errorCodeOf(await t.gql(QUEUE, {}))).toBe(1010);
    const [row] = (await db().query(`SELECT state FROM issuer_application WHERE id = ?`, [
      applicationId,
    ])) as {
      state: string;
    }[];
    expect(row!.state).toBe("SUBMITTED");
  });

  it("approving grants the issuer role for the publisher once, mails the applicant, and a second decision is 2092", async () => {
    const { member, applicationId } = await applicant();
    const eventId = await publisherEvent();
    const caller = { id: member.id, role: "member" as const, staffRoles: [], totpEnabled: false };
    await expect(requireEventAdministrator(db().manager, caller, eventId)).rejects.toMatchObject({
      errorName: "NOT_EVENT_ADMINISTRATOR",
    });

    const res = await admin.client.gql<{
      approveBusinessApplication: { state: string; publisher: { id: string } };
    }>(APPROVE, { id: applicationId, p: publisher.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.approveBusinessApplication).toMatchObject({
      state: "APPROVED",
      publisher: { id: publisher.id },
    });
    await expect(requireEventAdministrator(db().manager, caller, eventId)).resolves.toMatchObject({});
    const grants = (await db().query(
      `SELECT granted_by AS by_ FROM redeem_issuer WHERE user_id = ? AND publisher_id = ?`,
      [member.id, publisher.id],
    )) as { by_: string }[];
    expect(grants.map((g) => String(g.by_))).toEqual([admin.id]);
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Vitrine issuer application is approved");
    expect(mails[0]!.text).toContain(publisher.name);

    const mine = await member.client.gql<{
      myBusinessApplication: { state: string; publisher: { name: string } };
    }>(MINE);
    expect(mine.body.data!.myBusinessApplication).toMatchObject({
      state: "APPROVED",
      publisher: { name: publisher.name },
    });

    expect(errorCodeOf(await admin.client.gql(APPROVE, { id: applicationId, p: publisher.id }))).toBe(2092);
    expect(errorCodeOf(await admin.client.gql(REJECT, { id: applicationId, r: "late" }))).toBe(2092);
    expect(await mailsTo(member.email)).toHaveLength(1);
    const [audit] = (await db().query(
      `SELECT outcome, target_type AS type, target_id AS id, before_json AS before_, after_json AS after_
         FROM staff_audit_log WHERE operation = 'approveBusinessApplication' AND target_id = ? ORDER BY id`,
      [applicationId],
    )) as { outcome: string; type: string; id: string; before_: string | object; after_: string | object }[];
    const json = (v: string | object) =>
      (typeof v === "string" ? JSON.parse(v) : v) as Record<string, unknown>;
    expect(audit).toMatchObject({ outcome: "OK", type: "issuer_application", id: applicationId });
    expect(json(audit!.before_)).toMatchObject({ state: "SUBMITTED" });
    expect(json(audit!.after_)).toMatchObject({ state: "APPROVED" });
  });

  it("two staff deciding at once: exactly one decision wins", async () => {
    const { applicationId } = await applicant();
    const other = await createMarketUser(t, { roles: ["admin"] });
    const results = await Promise.all([
      admin.client.gql(APPROVE, { id: applicationId, p: publisher.id }),
      other.client.gql(REJECT, { id: applicationId, r: "Not a fit" }),
    ]);
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCodeOf(r) === 2092)).toHaveLength(1);
  });

  it("rejecting needs a reason, which the applicant reads and is mailed; they may apply again", async () => {
    const { member, applicationId } = await applicant();
    expect(errorCodeOf(await admin.client.gql(REJECT, { id: applicationId, r: "  " }))).toBe(400);
    expect(errorCodeOf(await admin.client.gql(REJECT, { id: applicationId, r: "x".repeat(256) }))).toBe(400);
    const res = await admin.client.gql(REJECT, {
      id: applicationId,
      r: "Please attach your business licence.",
    });
    expect(res.body.errors).toBeUndefined();
    const mine = await member.client.gql<{ myBusinessApplication: { state: string; rejectReason: string } }>(
      MINE,
    );
    expect(mine.body.data!.myBusinessApplication).toMatchObject({
      state: "REJECTED",
      rejectReason: "Please attach your business licence.",
    });
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Vitrine issuer application was not approved"]);
    expect(mails[0]!.text).toContain("Please attach your business licence.");
    const again = await member.client.gql(SUBMIT, { i: applicationInput() });
    expect(again.body.errors).toBeUndefined();
  });

  it("refuses an unknown publisher (404) and deciding one's own application (2056)", async () => {
    const { applicationId } = await applicant();
    expect(errorCodeOf(await admin.client.gql(APPROVE, { id: applicationId, p: "999999999" }))).toBe(404);
    const self = await admin.client.gql<{ submitBusinessApplication: { id: string } }>(SUBMIT, {
      i: applicationInput(),
    });
    const own = self.body.data!.submitBusinessApplication.id;
    expect(errorCodeOf(await admin.client.gql(APPROVE, { id: own, p: publisher.id }))).toBe(2056);
    expect(errorCodeOf(await admin.client.gql(REJECT, { id: own, r: "no" }))).toBe(2056);
  });
});
