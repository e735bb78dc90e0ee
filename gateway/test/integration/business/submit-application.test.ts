import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  applicationInput,
  EXE,
  MINE,
  PDF,
  PNG,
  SUBMIT,
  uploadAttachment,
  uploadErrorCode,
} from "./business-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let member: MarketUser;
let other: MarketUser;
const db = () => t.gateway.deps.dataSource;
const applicationsOf = async (userId: string) =>
  (
    (await db().query(`SELECT COUNT(*) AS n FROM issuer_application WHERE user_id = ?`, [userId])) as {
      n: string;
    }[]
  )[0]!.n;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-business-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  member = await createMarketUser(t);
  other = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe("attachments (POST /business/attachments)", () => {
  it("stores a PDF sealed in a private folder and answers its key, cleaned name, sniffed type and size", async () => {
    const res = await uploadAttachment(t, member.client, PDF, "../../company deck.pdf");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "company deck.pdf", mime: "application/pdf", bytes: PDF.length });
    expect(res.json.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const files = await readdir(path.join(uploadDir, "business"));
    expect(files).toContain(res.json.key);
    const onDisk = await readFile(path.join(uploadDir, "business", res.json.key!));
    expect(onDisk.subarray(0, 4).toString("latin1")).toBe("VBF1");
    expect(onDisk.includes(Buffer.from("/Type /Catalog"))).toBe(false);
  });

  it("reads the type from the bytes: a .pdf that is a PNG is stored as a PNG; an .exe called .pdf is refused", async () => {
    const png = await uploadAttachment(t, member.client, PNG, "logo.pdf");
    expect(png.json.mime).toBe("image/png");
    const before = await readdir(path.join(uploadDir, "business"));
    const exe = await uploadAttachment(t, member.client, EXE, "brochure.pdf");
    expect(exe.status).toBe(400);
    expect(uploadErrorCode(exe)).toBe(2093);
    expect(await readdir(path.join(uploadDir, "business"))).toEqual(before);
  });

  it("refuses a file of 5 MB or more (2094) and visitors (1010)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5_000_000)]);
    const res = await uploadAttachment(t, member.client, big);
    expect(res.status).toBe(413);
    expect(uploadErrorCode(res)).toBe(2094);
    expect(uploadErrorCode(await uploadAttachment(t, null, PDF))).toBe(1010);
  });

  it("serves an attachment to its uploader only (others get 404)", async () => {
    const up = await uploadAttachment(t, member.client, PDF, "terms.pdf");
    const get = (cookie: string | undefined) =>
      fetch(`${t.url}/business/attachments/${up.json.key}`, { headers: cookie ? { cookie } : {} });
    const own = await get(member.client.cookieHeader());
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await get(other.client.cookieHeader())).status).toBe(404);
    expect((await get(undefined)).status).toBe(404);
  });
});

describe("submitBusinessApplication", () => {
  it("refuses bounded inputs with a code and stores nothing", async () => {
    const cases: Record<string, unknown>[] = [
      { companyName: "" },
      { companyName: "x".repeat(121) },
      { description: "d".repeat(2001) },
      { contactEmail: "not-an-email" },
      { website: "javascript:alert(1)" },
      { phone: "call me" },
      { category: "WEAPONS" },
      { expectedVolume: "ALL" },
      { consent: false },
      { attachmentKeys: ["a".repeat(32), "b".repeat(32), "c".repeat(32), "d".repeat(32)] },
    ];
    for (const c of cases) {
      const res = await member.client.gql(SUBMIT, { i: applicationInput(c) });
      expect(errorCodeOf(res), JSON.stringify(c)).toBe(400);
    }
    expect(Number(await applicationsOf(member.id))).toBe(0);
  });

  it("refuses someone else's attachment (2095) and stores nothing", async () => {
    const theirs = await uploadAttachment(t, other.client, PDF);
    const res = await member.client.gql(SUBMIT, {
      i: applicationInput({ attachmentKeys: [theirs.json.key] }),
    });
    expect(errorCodeOf(res)).toBe(2095);
    expect(Number(await applicationsOf(member.id))).toBe(0);
  });

  it("stores an application with its attachments; the member sees it SUBMITTED; a second one is 2090", async () => {
    const a = await uploadAttachment(t, member.client, PDF, "deck.pdf");
    const b = await uploadAttachment(t, member.client, PNG, "logo.png", "image/png");
    const res = await member.client.gql<{
      submitBusinessApplication: { state: string; attachments: { name: string }[] };
    }>(SUBMIT, { i: applicationInput({ attachmentKeys: [a.json.key, b.json.key] }) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.submitBusinessApplication.state).toBe("SUBMITTED");
    expect(res.body.data!.submitBusinessApplication.attachments.map((f) => f.name)).toEqual([
      "deck.pdf",
      "logo.png",
    ]);
    const mine = await member.client.gql<{ myBusinessApplication: { state: string } }>(MINE);
    expect(mine.body.data!.myBusinessApplication.state).toBe("SUBMITTED");

    const again = await member.client.gql(SUBMIT, { i: applicationInput({ companyName: "Second Co." }) });
    expect(errorCodeOf(again)).toBe(2090);
    // Racing submissions: the UNIQUE open key lets at most one through.
    const racers = await Promise.all(
      [1, 2, 3].map(() => other.client.gql(SUBMIT, { i: applicationInput({ companyName: "Race Co." }) })),
    );
    expect(racers.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(racers.filter((r) => errorCodeOf(r) === 2090)).toHaveLength(2);
    expect(Number(await applicationsOf(member.id))).toBe(1);
  });

  it("refuses an attachment already used by an application (2095)", async () => {
    const [row] = (await db().query(
      `SELECT file_key AS k FROM issuer_application_file WHERE user_id = ? AND application_id IS NOT NULL LIMIT 1`,
      [member.id],
    )) as { k: string }[];
    // The member's open application blocks a new one first; decide it so only the key is at fault.
    await db().query(
      `UPDATE issuer_application SET state = 'REJECTED', open_user_id = NULL, reject_reason = 'test' WHERE user_id = ?`,
      [member.id],
    );
    const res = await member.client.gql(SUBMIT, { i: applicationInput({ attachmentKeys: [row!.k] }) });
    expect(errorCodeOf(res)).toBe(2095);
  });

  it("is for signed-in members only (1010)", async () => {
    expect(errorCodeOf(await t.gql(SUBMIT, { i: applicationInput() }))).toBe(1010);
  });
});
