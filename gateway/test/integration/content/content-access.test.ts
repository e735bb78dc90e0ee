import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { itemInput, PUBLISH, SAVE, saveItem } from "./content-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let editor: MarketUser;
let member: MarketUser;
let finance: MarketUser;
let noTwoFactor: MarketUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-content-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  editor = await createMarketUser(t, { roles: ["content"] });
  member = await createMarketUser(t);
  finance = await createMarketUser(t, { roles: ["finance", "support", "compliance"] });
  noTwoFactor = await createMarketUser(t, { roles: ["content"], twoFactor: false });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const STAFF_CALLS: [string, Record<string, unknown>][] = [
  [`query { staffContentItems { total } }`, {}],
  [`query($id: ID!) { staffContentItem(id: $id) { id } }`, { id: "1" }],
  [`query($id: ID!) { contentRevisions(itemId: $id) { total } }`, { id: "1" }],
  [`query { contentPreview(markdown: "x") }`, {}],
  [`query { staffLaunchNotice { enabled } }`, {}],
  [`query { staffMarketplaceBanners { id } }`, {}],
  [SAVE, { i: itemInput() }],
  [PUBLISH, { id: "1", r: 1 }],
  [`mutation { setLaunchNotice(input: { enabled: false, texts: [] }) { enabled } }`, {}],
  [`mutation { deleteMarketplaceBanner(id: "1") }`, {}],
];

describe("staff operations (contentManage)", () => {
  it.each(STAFF_CALLS)(
    "refuses visitors, members, other staff roles and staff without 2FA: %s",
    async (query, vars) => {
      expect(errorCodeOf(await t.gql(query, vars))).toBe(1010);
      expect(errorCodeOf(await member.client.gql(query, vars))).toBe(2017);
      expect(errorCodeOf(await finance.client.gql(query, vars))).toBe(2017);
      expect(errorCodeOf(await noTwoFactor.client.gql(query, vars))).toBe(2055);
    },
  );

  it("refused calls change nothing; allowed ones are audited with the item's state before and after", async () => {
    const [{ n: before }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_item`,
    )) as [{ n: number }];
    await member.client.gql(SAVE, { i: itemInput() });
    const [{ n: after }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_item`,
    )) as [{ n: number }];
    expect(Number(after)).toBe(Number(before));

    const saved = await saveItem(editor.client, itemInput());
    await editor.client.gql(PUBLISH, { id: saved.id, r: saved.revision });
    const rows = (await t.gateway.deps.dataSource.query(
      `SELECT actor_user_id AS actor, outcome, before_json AS b, after_json AS a FROM staff_audit_log
       WHERE operation = 'publishContentItem' AND target_type = 'content_item' AND target_id = ?`,
      [saved.id],
    )) as { actor: string; outcome: string; b: string; a: string }[];
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.actor)).toBe(editor.id);
    expect(rows[0]!.outcome).toBe("OK");
    expect(JSON.parse(rows[0]!.b)).toMatchObject({ state: "DRAFT" });
    expect(JSON.parse(rows[0]!.a)).toMatchObject({ state: "PUBLISHED" });
  });
});

describe("POST /uploads/content-image", () => {
  const upload = (client: SessionClient | null, body: Buffer, type = "image/jpeg") =>
    fetch(`${t.url}/uploads/content-image`, {
      method: "POST",
      headers: {
        "content-type": type,
        ...(client?.cookieHeader() ? { cookie: client.cookieHeader()! } : {}),
      },
      body: new Uint8Array(body),
    });

  it("stores a re-encoded WebP without EXIF for content staff and serves it", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-exif-marker", Artist: "someone" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(editor.client, jpeg);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/content\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await fetch(`${t.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("secret-exif-marker"))).toBe(false);
    // The URL is what covers and banners accept.
    const item = await saveItem(editor.client, itemInput({ coverUrl: url }));
    expect(item).toBeDefined();
  });

  it("refuses visitors, members and other staff, and anything that is not an image", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#ffffff" } })
      .png()
      .toBuffer();
    const codeOf = async (res: Response) =>
      ((await res.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions
        .errorCode;
    expect(await codeOf(await upload(null, png, "image/png"))).toBe(1010);
    expect(await codeOf(await upload(member.client, png, "image/png"))).toBe(2017);
    expect(await codeOf(await upload(finance.client, png, "image/png"))).toBe(2017);
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(await codeOf(await upload(editor.client, html, "image/png"))).toBe(2021);
    // Only re-encoded files are ever written: the refused bodies left nothing behind.
    const stored = await readdir(path.join(uploadDir, "content")).catch(() => []);
    expect(stored.every((f) => /^[A-Za-z0-9_-]{22}\.webp$/.test(f))).toBe(true);
    expect((await fetch(`${t.url}/media/content/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
