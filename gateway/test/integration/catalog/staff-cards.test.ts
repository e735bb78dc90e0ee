import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { BUY_PRODUCT, creditJpoint } from "../primary/primary-fixtures.js";

let t: TestGateway;
let admin: MarketUser;
let finance: MarketUser;
let member: MarketUser;
let noTwoFactor: MarketUser;
let refs: { artistId: string; publisherId: string; chainId: string; seriesId: string };
const db = () => t.gateway.deps.dataSource;

const CREATE_CARD = `mutation($i: CreateCardInput!) { createCard(input: $i) {
  id name imageUrl totalIssued releaseAt contractAddress tokenAddress tokenId chain { id } series { id } artist { id } } }`;
const CREATE_RELEASE = `mutation($i: CreateReleaseInput!) { createReleaseProduct(input: $i) { id totalSupply card { imageUrl } } }`;
const UPDATE_RELEASE = `mutation($i: UpdateReleaseInput!) { updateReleaseProduct(input: $i) {
  id priceTwd priceJpoint totalSupply remaining maxPerOrder releaseAt saleEndsAt } }`;

const cardInput = (extra: Record<string, unknown> = {}) => ({
  name: `Staff card ${randomUUID().slice(0, 8)}`,
  ...refs,
  workNumber: "ST-0001",
  edition: "1st edition",
  size: "2400×3200 px",
  creationYear: 2026,
  totalIssued: 50,
  releaseAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});
const cardCount = async () =>
  Number(((await db().query(`SELECT COUNT(*) AS n FROM card`)) as [{ n: string }])[0].n);
const artworkCount = async () =>
  Number(((await db().query(`SELECT COUNT(*) AS n FROM card_artwork`)) as [{ n: string }])[0].n);

async function createCard(extra: Record<string, unknown> = {}) {
  const res = await admin.client.gql<{ createCard: Record<string, unknown> & { id: string } }>(CREATE_CARD, {
    i: cardInput(extra),
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createCard;
}

const upload = (client: SessionClient | null, cardId: string, bytes: Buffer, type = "image/png") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "art.png");
  return fetch(`${t.url}/staff/cards/${cardId}/artwork`, {
    method: "POST",
    headers: client?.cookieHeader() ? { cookie: client.cookieHeader()! } : {},
    body: form,
  });
};
const codeOf = async (res: Response) =>
  ((await res.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions.errorCode;
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  admin = await createMarketUser(t, { roles: ["admin"] });
  finance = await createMarketUser(t, { roles: ["finance", "support", "compliance"] });
  member = await createMarketUser(t);
  noTwoFactor = await createMarketUser(t, { roles: ["admin"], twoFactor: false });
  const [series] = (await db().query(`SELECT id, publisher_id FROM series ORDER BY id LIMIT 1`)) as {
    id: number;
    publisher_id: number;
  }[];
  const [artist] = (await db().query(`SELECT id FROM artist ORDER BY id LIMIT 1`)) as { id: number }[];
  const [chain] = (await db().query(`SELECT id FROM chain ORDER BY id LIMIT 1`)) as { id: number }[];
  refs = {
    artistId: String(artist!.id),
    publisherId: String(series!.publisher_id),
    chainId: String(chain!.id),
    seriesId: String(series!.id),
  };
});
afterAll(async () => {
  await t?.close();
});

describe("createCard and the card form's pickers (catalogManage)", () => {
  const CALLS: [string, () => Record<string, unknown>][] = [
    [CREATE_CARD, () => ({ i: cardInput() })],
    [`{ cardFormOptions { artists { id } } }`, () => ({})],
    [`{ staffCards(search: "a") { id } }`, () => ({})],
    [
      UPDATE_RELEASE,
      () => ({ i: { id: "1", priceTwd: 1, totalSupply: 1, releaseAt: new Date().toISOString() } }),
    ],
  ];
  it.each(CALLS)(
    "refuses visitors, members, other staff roles and staff without 2FA: %s",
    async (query, vars) => {
      const before = await cardCount();
      expect(errorCodeOf(await t.gql(query, vars()))).toBe(1010);
      expect(errorCodeOf(await member.client.gql(query, vars()))).toBe(2017);
      expect(errorCodeOf(await finance.client.gql(query, vars()))).toBe(2017);
      expect(errorCodeOf(await noTwoFactor.client.gql(query, vars()))).toBe(2055);
      expect(await cardCount()).toBe(before);
    },
  );

  it("creates a card with a platform token (next id of the publisher's contract on that chain), audited", async () => {
    const first = await createCard();
    const second = await createCard();
    expect(first.tokenAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(second.tokenAddress).toBe(first.tokenAddress);
    expect(first.contractAddress).toBe(first.tokenAddress);
    expect(BigInt(second.tokenId as string)).toBe(BigInt(first.tokenId as string) + 1n);
    expect(first).toMatchObject({
      totalIssued: 50,
      series: { id: refs.seriesId },
      artist: { id: refs.artistId },
    });
    expect(first.imageUrl).toBe(`/media/cards/${first.id}.svg`);
    const [audit] = (await db().query(
      `SELECT actor_user_id AS actor, outcome FROM staff_audit_log WHERE operation = 'createCard' ORDER BY id DESC LIMIT 1`,
    )) as { actor: string; outcome: string }[];
    expect(String(audit!.actor)).toBe(admin.id);
    expect(audit!.outcome).toBe("OK");
    const picked = await admin.client.gql<{ staffCards: { id: string }[] }>(
      `query($s: String) { staffCards(search: $s) { id } }`,
      { s: first.name },
    );
    expect(picked.body.data!.staffCards.map((c) => c.id)).toEqual([first.id]);
    const options = await admin.client.gql<{
      cardFormOptions: { series: { id: string; publisherId: string }[] };
    }>(
      `{ cardFormOptions { artists { id name } publishers { id } chains { id code } series { id publisherId } } }`,
    );
    expect(options.body.data!.cardFormOptions.series).toContainEqual({
      id: refs.seriesId,
      publisherId: refs.publisherId,
    });
  });

  it("refuses an unknown artist, publisher, chain, a series of another publisher and bad fields, writing nothing", async () => {
    const before = await cardCount();
    const code = async (extra: Record<string, unknown>) =>
      errorCodeOf(await admin.client.gql(CREATE_CARD, { i: cardInput(extra) }));
    expect(await code({ artistId: "999999" })).toBe(604);
    expect(await code({ publisherId: "999999", seriesId: null })).toBe(2200);
    expect(await code({ seriesId: "999999" })).toBe(2201);
    const [other] = (await db().query(`SELECT id FROM series WHERE publisher_id <> ? LIMIT 1`, [
      refs.publisherId,
    ])) as { id: number }[];
    if (other) expect(await code({ seriesId: String(other.id) })).toBe(2201);
    expect(await code({ chainId: "999999" })).toBe(2202);
    expect(await code({ name: "  " })).toBe(400);
    expect(await code({ totalIssued: 0 })).toBe(400);
    expect(await code({ name: "x".repeat(161) })).toBe(400);
    expect(await cardCount()).toBe(before);
  });
});

describe("POST /staff/cards/:id/artwork", () => {
  it("stores a re-encoded WebP that cardImageUrl then serves; a replacement gets a new URL", async () => {
    const card = await createCard();
    const res = await upload(admin.client, card.id, await png(300, 400, "#cc3366"));
    expect(res.status).toBe(200);
    const stored = (await res.json()) as { imageUrl: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 300, height: 400 });
    expect(stored.imageUrl).toMatch(new RegExp(`^/media/card-artwork/${card.id}-[0-9a-f]{16}\\.webp$`));
    const served = await fetch(`${t.url}${stored.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 400 });

    // Every card view now names the uploaded artwork, and the id-only URL redirects to it (revalidated).
    const view = await t.gql<{ card: { imageUrl: string } }>(
      `query($id: ID!) { card(id: $id) { imageUrl } }`,
      {
        id: card.id,
      },
    );
    expect(view.body.data!.card.imageUrl).toBe(stored.imageUrl);
    const byId = await fetch(`${t.url}/media/cards/${card.id}.svg`, { redirect: "manual" });
    expect(byId.status).toBe(302);
    expect(byId.headers.get("location")).toBe(stored.imageUrl);
    expect(byId.headers.get("cache-control")).toBe("no-cache");

    const again = (await (await upload(admin.client, card.id, await png(200, 100, "#3366cc"))).json()) as {
      imageUrl: string;
    };
    expect(again.imageUrl).not.toBe(stored.imageUrl);
    expect((await fetch(`${t.url}${stored.imageUrl}`)).status).toBe(404);
    expect(
      (await fetch(`${t.url}/media/cards/${card.id}.svg`, { redirect: "manual" })).headers.get("location"),
    ).toBe(again.imageUrl);
    const [audit] = (await db().query(
      `SELECT outcome, target_type AS type, target_id AS id FROM staff_audit_log
        WHERE operation = 'uploadCardArtwork' ORDER BY id DESC LIMIT 1`,
    )) as { outcome: string; type: string; id: string }[];
    expect(audit).toMatchObject({ outcome: "OK", type: "card", id: card.id });
  });

  it("generated pictures are revalidated, so a later upload is never hidden by a cached one", async () => {
    const card = await createCard();
    const res = await fetch(`${t.url}/media/cards/${card.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("no-cache");
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("refuses other roles, oversized files, non-images and unknown cards, changing nothing", async () => {
    const card = await createCard();
    const ok = await png(8, 8, "#ffffff");
    const before = await artworkCount();
    expect(await codeOf(await upload(null, card.id, ok))).toBe(1010);
    expect(await codeOf(await upload(member.client, card.id, ok))).toBe(2017);
    expect(await codeOf(await upload(finance.client, card.id, ok))).toBe(2017);
    expect(await codeOf(await upload(noTwoFactor.client, card.id, ok))).toBe(2055);
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(await codeOf(await upload(admin.client, card.id, html))).toBe(2021);
    // Exactly 5,000,000 bytes with a PNG signature: one byte over the limit.
    const big = Buffer.concat([ok, Buffer.alloc(5_000_000 - ok.length, 1)]);
    expect(await codeOf(await upload(admin.client, card.id, big))).toBe(1017);
    expect(await codeOf(await upload(admin.client, "999999", ok))).toBe(404);
    expect(await artworkCount()).toBe(before);
    expect((await fetch(`${t.url}/media/card-artwork/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe("updateReleaseProduct", () => {
  const release = async (cardId: string) => {
    const res = await admin.client.gql<{ createReleaseProduct: { id: string } }>(CREATE_RELEASE, {
      i: {
        cardId,
        name: "Edit me",
        priceTwd: 500,
        priceJpoint: 400,
        totalSupply: 10,
        releaseAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createReleaseProduct.id;
  };
  const edit = (id: string, extra: Record<string, unknown> = {}) =>
    admin.client.gql<{ updateReleaseProduct: Record<string, unknown> }>(UPDATE_RELEASE, {
      i: {
        id,
        priceTwd: 600,
        priceJpoint: 300,
        totalSupply: 20,
        maxPerOrder: 2,
        releaseAt: new Date(Date.now() - 60_000).toISOString(),
        saleEndsAt: null,
        ...extra,
      },
    });

  it("rewrites the terms of an untouched release within what the card can mint", async () => {
    const card = await createCard({ totalIssued: 30 });
    const id = await release(card.id);
    const res = await edit(id);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateReleaseProduct).toMatchObject({
      priceTwd: "600",
      priceJpoint: "300",
      totalSupply: 20,
      remaining: 20,
      maxPerOrder: 2,
    });
    expect(errorCodeOf(await edit(id, { totalSupply: 31 }))).toBe(607);
    expect(errorCodeOf(await edit(id, { discountPriceTwd: 600 }))).toBe(400);
    expect(errorCodeOf(await edit("999999"))).toBe(404);
    const [row] = (await db().query(`SELECT total_supply, price_twd FROM primary_product WHERE id = ?`, [
      id,
    ])) as {
      total_supply: number;
      price_twd: string;
    }[];
    expect({ supply: Number(row!.total_supply), price: String(row!.price_twd) }).toEqual({
      supply: 20,
      price: "600",
    });
  });

  it("is refused (2203) once a unit was sold, and changes nothing", async () => {
    const card = await createCard({ totalIssued: 30 });
    const id = await release(card.id);
    expect((await edit(id)).body.errors).toBeUndefined();
    const buyer = await createMarketUser(t);
    await creditJpoint(db(), buyer.id, 1000);
    const bought = await buyer.client.gql<{ buyProduct: { state: string } }>(BUY_PRODUCT, {
      i: { productId: id, quantity: 1, payWith: "JPOINT", idempotencyKey: randomUUID() },
    });
    expect(bought.body.data?.buyProduct.state).toBe("SUCCESS");
    expect(errorCodeOf(await edit(id, { priceTwd: 1, totalSupply: 5 }))).toBe(2203);
    const [row] = (await db().query(
      `SELECT total_supply, remaining, price_twd FROM primary_product WHERE id = ?`,
      [id],
    )) as { total_supply: number; remaining: number; price_twd: string }[];
    expect([Number(row!.total_supply), Number(row!.remaining), String(row!.price_twd)]).toEqual([
      20,
      19,
      "600",
    ]);
  });
});
