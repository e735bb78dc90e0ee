import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/seed/seed-demo.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";
import { errorCodeOf } from "../helpers/session-client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("seed", () => {
  it("is idempotent: a second run adds nothing", async () => {
    const again = await seedDemo(t.gateway.deps.dataSource);
    // 4 demo people, 2 demo staff (seed-staff.ts) and 24 fans of the celebrity board (seed-celebrities.ts).
    expect(again).toEqual({ chains: 3, publishers: 5, artists: 8, series: 6, cards: 300, users: 30 });
  });

  it("hashes the demo passwords (argon2id), never stores them in clear", async () => {
    const rows: { password_hash: string }[] = await t.gateway.deps.dataSource.query(
      "SELECT password_hash FROM user_account WHERE email = 'collector@vitrine.local'",
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe("catalog queries", () => {
  it("lists the latest released cards, newest first, without future releases", async () => {
    const res = await t.gql<{ latestCards: { name: string; releaseAt: string; chain: { code: string } }[] }>(
      "{ latestCards(limit: 50) { name releaseAt chain { code } } }",
    );
    const cards = res.body.data!.latestCards;
    // 300 seeded, 2 released in the future: the 50 newest released, the curated cards first.
    expect(cards.length).toBe(50);
    expect(cards[0]!.name).toBe("Firefly Pixel Night");
    const times = cards.map((c) => Date.parse(c.releaseAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((time) => time <= Date.now())).toBe(true);
  });

  it("shows a few cards per chain for Ethereum, BSC and Polygon", async () => {
    const res = await t.gql<{ chainShowcase: { chain: { code: string }; cards: { id: string }[] }[] }>(
      "{ chainShowcase(perChain: 3) { chain { code } cards { id } } }",
    );
    const showcase = res.body.data!.chainShowcase;
    expect(showcase.map((s) => s.chain.code)).toEqual(["ETH", "BSC", "POLYGON"]);
    expect(showcase.every((s) => s.cards.length === 3)).toBe(true);
  });

  it("suggests artworks and publishers for the header search", async () => {
    const res = await t.gql<{ search: { type: string; name: string; imageUrl: string }[] }>(
      `{ search(text: "harbor") { type name imageUrl } }`,
    );
    const items = res.body.data!.search;
    expect(items).toContainEqual({
      type: "PUBLISHER",
      name: "Neon Harbor Studio",
      imageUrl: expect.stringMatching(/^\/media\/publishers\/\d+\.svg$/),
    });
    expect(items.some((i) => i.type === "ARTWORK" && i.name === "Harbor at Dusk")).toBe(true);
  });

  it("treats LIKE wildcards in search text literally", async () => {
    const res = await t.gql<{ search: unknown[] }>(`{ search(text: "%") { name } }`);
    expect(res.body.data!.search).toEqual([]);
  });

  it("filters cards by search text and by chain", async () => {
    const bySearch = await t.gql<{ cards: { total: number; items: { name: string }[] } }>(
      `{ cards(filter: { search: "lantern" }) { total items { name } } }`,
    );
    expect(bySearch.body.data!.cards.total).toBe(bySearch.body.data!.cards.items.length);
    expect(bySearch.body.data!.cards.items.every((c) => /lantern/i.test(c.name))).toBe(true);
    expect(bySearch.body.data!.cards.total).toBeGreaterThanOrEqual(5);

    const chains = await t.gql<{ chains: { id: string; code: string }[] }>("{ chains { id code } }");
    const polygon = chains.body.data!.chains.find((c) => c.code === "POLYGON")!;
    const byChain = await t.gql<{ cards: { items: { chain: { code: string } }[] } }>(
      `query($id: ID!) { cards(filter: { chainId: $id }, limit: 100) { items { chain { code } } } }`,
      { id: polygon.id },
    );
    expect(byChain.body.data!.cards.items.length).toBeGreaterThan(0);
    expect(byChain.body.data!.cards.items.every((c) => c.chain.code === "POLYGON")).toBe(true);
  });

  it("returns one card with its artist, publisher, series and token", async () => {
    const res = await t.gql<{ card: Record<string, unknown> | null }>(
      `{ card(id: "1") { name artist { name } publisher { name } series { name } chain { code } tokenId contractAddress } }`,
    );
    expect(res.body.data!.card).toMatchObject({
      name: "Lantern Festival No. 1",
      artist: { name: "Lin Yu-Chen" },
      publisher: { name: "Formosa Arts Press" },
      series: { name: "Lantern Nights" },
      chain: { code: "ETH" },
      tokenId: "1000",
      contractAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    });
    expect(errorCodeOf(await t.gql(`{ card(id: "999999") { id } }`))).toBe(404);
    const malformed = await t.gql(`{ card(id: "nope") { id } }`);
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({
      errorCode: 400,
      data: { field: "id", reason: "validation.id" },
    });
  });
});
