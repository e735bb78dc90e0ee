import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { BUY_PRODUCT, creditJpoint } from "../primary/primary-fixtures.js";
import {
  coverOfBytes,
  CREATE,
  DELETE,
  establishedRoom,
  grantJallery,
  image,
  newTemplate,
  ROOM,
  UPDATE,
  uploadCover,
} from "./showroom-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let templateId: string;
const db = () => t.gateway.deps.dataSource;

async function member(withJallery = true): Promise<MarketUser> {
  const user = await createMarketUser(t);
  if (withJallery) await grantJallery(t, user);
  return user;
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-showrooms-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  await seedDemo(db());
  templateId = await newTemplate(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe("Jallery", () => {
  it("without it rooms are refused (2015); buying it with Jpoint unlocks them in the order's transaction", async () => {
    const user = await member(false);
    const refused = await user.client.gql(CREATE, { i: { name: uniqueName("room"), templateId } });
    expect(errorCodeOf(refused)).toBe(2015);
    const info = await user.client.gql<{ jallery: { hasAccess: boolean; productId: string } }>(
      `{ jallery { hasAccess productId roomsPerMember slotsPerRoom } }`,
    );
    expect(info.body.data!.jallery.hasAccess).toBe(false);
    await creditJpoint(db(), user.id, 1000);
    const order = await user.client.gql<{ buyProduct: { state: string; productKind: string } }>(BUY_PRODUCT, {
      i: {
        productId: info.body.data!.jallery.productId,
        quantity: 1,
        payWith: "JPOINT",
        idempotencyKey: randomUUID(),
      },
    });
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data!.buyProduct).toMatchObject({ state: "SUCCESS", productKind: "FEATURE" });
    const after = await user.client.gql<{ jallery: { hasAccess: boolean } }>(`{ jallery { hasAccess } }`);
    expect(after.body.data!.jallery.hasAccess).toBe(true);
    const created = await user.client.gql(CREATE, { i: { name: uniqueName("room"), templateId } });
    expect(created.body.errors).toBeUndefined();
  });

  it("is not listed among the releases", async () => {
    const res = await (
      await member(false)
    ).client.gql<{ primaryProducts: { kind: string }[] }>(`{ primaryProducts { kind } }`);
    expect(res.body.data!.primaryProducts.map((p) => p.kind)).not.toContain("FEATURE");
  });
});

describe("names and room types", () => {
  it("two members creating one name at once: one room, the other gets 1109 (also in other letter case)", async () => {
    const [a, b] = [await member(), await member()];
    const name = uniqueName("Race");
    const answers = await Promise.all([
      a.client.gql(CREATE, { i: { name, templateId } }),
      b.client.gql(CREATE, { i: { name: name.toUpperCase(), templateId } }),
    ]);
    expect(answers.map((r) => errorCodeOf(r) ?? "ok").sort()).toEqual([1109, "ok"]);
    const [{ n }] = (await db().query(`SELECT COUNT(*) AS n FROM showroom WHERE name = ?`, [name])) as [
      { n: string },
    ];
    expect(Number(n)).toBe(1);
  });

  it("name and room type never change (2111) and the row keeps both", async () => {
    const user = await member();
    const id = await establishedRoom(t, user, templateId);
    const [before] = (await db().query(`SELECT name, template_id FROM showroom WHERE id = ?`, [
      id,
    ])) as unknown[];
    const other = await newTemplate(t);
    const base = { description: "x", coverKey: null, status: "PUBLISHED" };
    expect(errorCodeOf(await user.client.gql(UPDATE, { id, i: { ...base, name: "Renamed" } }))).toBe(2111);
    expect(errorCodeOf(await user.client.gql(UPDATE, { id, i: { ...base, templateId: other } }))).toBe(2111);
    const [after] = (await db().query(`SELECT name, template_id FROM showroom WHERE id = ?`, [
      id,
    ])) as unknown[];
    expect(after).toEqual(before);
  });

  it("a retired template is not offered (2117); the room limit is Jallery's (2114)", async () => {
    const user = await member();
    const retired = await newTemplate(t);
    await db().query(`UPDATE showroom_template SET retired_at = NOW() WHERE id = ?`, [retired]);
    expect(
      errorCodeOf(await user.client.gql(CREATE, { i: { name: uniqueName("r"), templateId: retired } })),
    ).toBe(2117);
    for (let i = 0; i < 3; i++) await user.client.gql(CREATE, { i: { name: uniqueName("r"), templateId } });
    expect(errorCodeOf(await user.client.gql(CREATE, { i: { name: uniqueName("r"), templateId } }))).toBe(
      2114,
    );
  });
});

describe("states", () => {
  it("a room not established cannot be deleted (2116) nor seen by others; established private rooms are 404 to others", async () => {
    const [owner, other] = [await member(), await member()];
    const created = await owner.client.gql<{ createShowroom: { id: string; status: string } }>(CREATE, {
      i: { name: uniqueName("s"), templateId },
    });
    const id = created.body.data!.createShowroom.id;
    expect(created.body.data!.createShowroom.status).toBe("DRAFT");
    expect(errorCodeOf(await owner.client.gql(DELETE, { id }))).toBe(2116);
    expect(errorCodeOf(await other.client.gql(ROOM, { id }))).toBe(2110);
    const cover = await uploadCover(t, owner.client, await image(1200, 600, { jpeg: true }));
    expect(cover.status).toBe(200);
    await owner.client.gql(UPDATE, {
      id,
      i: { description: "d", coverKey: cover.json.coverKey, status: "PRIVATE" },
    });
    expect(errorCodeOf(await other.client.gql(ROOM, { id }))).toBe(2110);
    expect(errorCodeOf(await owner.client.gql(ROOM, { id }))).toBeUndefined();
    await owner.client.gql(UPDATE, { id, i: { description: "d", coverKey: null, status: "PUBLISHED" } });
    expect(errorCodeOf(await other.client.gql(ROOM, { id }))).toBeUndefined();
    expect(errorCodeOf(await other.client.gql(DELETE, { id }))).toBe(2110);
    expect((await owner.client.gql(DELETE, { id })).body.data).toEqual({ deleteShowroom: true });
    expect(await db().query(`SELECT id FROM showroom WHERE id = ?`, [id])).toEqual([]);
  });
});

describe("cover (POST /showrooms/covers)", () => {
  it("accepts exactly 1200×600 up to 3 MB; refuses 1201×600 (2112), 3 MB + 1 byte (2113) and non-images", async () => {
    const user = await member();
    const exact = await coverOfBytes(3_000_000);
    expect(exact.length).toBe(3_000_000);
    const ok = await uploadCover(t, user.client, exact);
    expect(ok.status).toBe(200);
    expect(ok.json.coverUrl).toMatch(/^\/media\/showroom-covers\/[A-Za-z0-9_-]{22}\.jpg$/);
    const served = await fetch(`${t.url}${ok.json.coverUrl}`);
    expect(served.status).toBe(200);
    const wide = await uploadCover(t, user.client, await image(1201, 600));
    expect([wide.status, wide.code]).toEqual([400, 2112]);
    const tall = await uploadCover(t, user.client, await image(1200, 601, { jpeg: true }));
    expect(tall.code).toBe(2112);
    const big = await uploadCover(t, user.client, await coverOfBytes(3_000_001));
    expect([big.status, big.code]).toEqual([413, 2113]);
    expect((await uploadCover(t, user.client, Buffer.from("<svg></svg>"))).code).toBe(2112);
    expect((await uploadCover(t, null, exact)).code).toBe(1010);
    expect((await uploadCover(t, (await member(false)).client, exact)).code).toBe(2015);
  });
});
