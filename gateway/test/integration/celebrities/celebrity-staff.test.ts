import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/* Staff (content role) manage celebrities over GraphQL; others are refused; every call is audited. */

let t: TestGateway;
let content: MarketUser;
let admin: MarketUser;
let member: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  content = await createMarketUser(t, { roles: ["content"] });
  admin = await createMarketUser(t, { roles: ["admin"] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

const CREATE = `mutation($input: CelebrityInput!) { createCelebrity(input: $input) { id version active name texts { language name } } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: CelebrityInput!) {
  updateCelebrity(id: $id, version: $version, input: $input) { id version name kind } }`;
const ACTIVE = `mutation($id: ID!, $version: Int!, $active: Boolean!) {
  setCelebrityActive(id: $id, version: $version, active: $active) { id version active } }`;
const BOARD = `{ celebrityBoard(period: DAY) { entries { celebrity { id name } likes rank } } }`;

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: "STAR",
  artistId: null,
  texts: [
    { language: "tw", name, bio: "台北出身" },
    { language: "en", name: `${name} (en)`, bio: "From Taipei" },
  ],
  ...extra,
});

describe("staff manage celebrities", () => {
  it("the content role creates, edits (conditional on the version) and deactivates; each call is audited", async () => {
    const created = await content.client.gql<{ createCelebrity: { id: string; version: number } }>(CREATE, {
      input: input("林星"),
    });
    expect(created.body.errors).toBeUndefined();
    const { id, version } = created.body.data!.createCelebrity;
    const board = await member.client.gql<{ celebrityBoard: { entries: { celebrity: { id: string } }[] } }>(
      BOARD,
    );
    expect(board.body.data!.celebrityBoard.entries.map((e) => e.celebrity.id)).toContain(id);

    const edited = await content.client.gql(UPDATE, {
      id,
      version,
      input: input("林大星", { kind: "ARTIST" }),
    });
    expect(edited.body.errors).toBeUndefined();
    // A second editor still holding the first version changes nothing.
    const stale = await content.client.gql(UPDATE, { id, version, input: input("別人") });
    expect(errorCodeOf(stale)).toBe(2122);

    const hidden = await content.client.gql(ACTIVE, { id, version: version + 1, active: false });
    expect(hidden.body.errors).toBeUndefined();
    const after = await member.client.gql<{ celebrityBoard: { entries: { celebrity: { id: string } }[] } }>(
      BOARD,
    );
    expect(after.body.data!.celebrityBoard.entries.map((e) => e.celebrity.id)).not.toContain(id);

    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation IN ('createCelebrity', 'updateCelebrity', 'setCelebrityActive')`,
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(4);
  });

  it("bad input is refused with a catalogue code and changes nothing", async () => {
    const [before] = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM celebrity`)) as {
      n: string;
    }[];
    const noTw = await content.client.gql(CREATE, {
      input: { kind: "STAR", artistId: null, texts: [{ language: "en", name: "Only English", bio: "" }] },
    });
    expect(errorCodeOf(noTw)).toBe(400);
    const long = await content.client.gql(CREATE, { input: input("x".repeat(81)) });
    expect(errorCodeOf(long)).toBe(400);
    const artist = await content.client.gql(CREATE, { input: input("有作品的人", { artistId: "999999" }) });
    expect(errorCodeOf(artist)).toBe(404);
    const [after] = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM celebrity`)) as {
      n: string;
    }[];
    expect(after!.n).toBe(before!.n);
  });

  it("other roles and members are refused (2017 / 1010 for visitors)", async () => {
    expect(errorCodeOf(await admin.client.gql(CREATE, { input: input("管理員") }))).toBe(2017);
    expect(errorCodeOf(await member.client.gql(`{ staffCelebrities { id } }`))).toBe(2017);
    expect(errorCodeOf(await t.gql(`mutation { likeCelebrity(id: "1") { dayLikes } }`))).toBe(1010);
  });
});
