import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { establishedRoom, grantJallery, newTemplate, ROOM, UPDATE } from "./showroom-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let templateId: string;
let content: MarketUser;
const db = () => t.gateway.deps.dataSource;

const LIKE = `mutation($id: ID!, $l: Boolean!) { likeShowroom(id: $id, like: $l) { likeCount likedByViewer } }`;
const GALLERY = `query($o: ShowroomOrder!) { showrooms(order: $o) { total items { id likeCount } } }`;
const TAKE_DOWN = `mutation($id: ID!, $r: String!) { takeDownShowroom(id: $id, reason: $r) { status takenDownReason } }`;
const NEW_TEMPLATE = `mutation($i: ShowroomTemplateInput!) { createShowroomTemplate(input: $i) { id slotCount retiredAt } }`;

async function owner(): Promise<{ user: MarketUser; roomId: string }> {
  const user = await createMarketUser(t);
  await grantJallery(t, user);
  return { user, roomId: await establishedRoom(t, user, templateId) };
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-showroom-staff-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  await seedDemo(db());
  templateId = await newTemplate(t);
  content = await createMarketUser(t, { roles: ["content"] });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe("likes", () => {
  it("one like per member and room (2119 for a second, also when sent at once); unliking takes it back", async () => {
    const { roomId } = await owner();
    const fan = await createMarketUser(t);
    const [a, b] = await Promise.all([
      fan.client.gql(LIKE, { id: roomId, l: true }),
      fan.client.gql(LIKE, { id: roomId, l: true }),
    ]);
    expect([errorCodeOf(a), errorCodeOf(b)].sort()).toEqual([2119, undefined]);
    const other = await createMarketUser(t);
    const liked = await other.client.gql<{ likeShowroom: { likeCount: number } }>(LIKE, {
      id: roomId,
      l: true,
    });
    expect(liked.body.data!.likeShowroom).toEqual({ likeCount: 2, likedByViewer: true });
    const gallery = await other.client.gql<{ showrooms: { items: { id: string; likeCount: number }[] } }>(
      GALLERY,
      { o: "MOST_LIKED" },
    );
    expect(gallery.body.data!.showrooms.items[0]).toEqual({ id: roomId, likeCount: 2 });
    const unliked = await fan.client.gql<{ likeShowroom: { likeCount: number } }>(LIKE, {
      id: roomId,
      l: false,
    });
    expect(unliked.body.data!.likeShowroom).toEqual({ likeCount: 1, likedByViewer: false });
  });
});

describe("staff", () => {
  it("content staff take a published room down with a reason: the owner is mailed, others get 404, it cannot be published again", async () => {
    const { user, roomId } = await owner();
    const support = await createMarketUser(t, { roles: ["support"] });
    expect(errorCodeOf(await support.client.gql(TAKE_DOWN, { id: roomId, r: "Spam" }))).toBe(2017);
    const res = await content.client.gql<{ takeDownShowroom: { status: string } }>(TAKE_DOWN, {
      id: roomId,
      r: "Offensive cover",
    });
    expect(res.body.data!.takeDownShowroom).toEqual({
      status: "TAKEN_DOWN",
      takenDownReason: "Offensive cover",
    });
    expect(errorCodeOf(await content.client.gql(TAKE_DOWN, { id: roomId, r: "again" }))).toBe(2110);
    const visitor = await createMarketUser(t);
    expect(errorCodeOf(await visitor.client.gql(ROOM, { id: roomId }))).toBe(2110);
    const mails = (await db().query(
      `SELECT text_body FROM mail_message WHERE to_address = ? ORDER BY id DESC`,
      [user.email],
    )) as { text_body: string }[];
    expect(mails.some((m) => m.text_body.includes("Offensive cover"))).toBe(true);
    const republish = await user.client.gql(UPDATE, {
      id: roomId,
      i: { description: "", coverKey: null, status: "PUBLISHED" },
    });
    expect(errorCodeOf(republish)).toBe(2118);
    const [audit] = (await db().query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE actor_user_id = ? AND operation = 'takeDownShowroom'`,
      [content.id],
    )) as { n: string }[];
    expect(Number(audit!.n)).toBeGreaterThan(0);
  });

  it("content staff create templates (columns bounded: 400); members cannot (2017)", async () => {
    const res = await content.client.gql<{ createShowroomTemplate: { id: string } }>(NEW_TEMPLATE, {
      i: { name: `Tpl ${Date.now()}`, columns: 3, slotCount: 6 },
    });
    expect(res.body.data!.createShowroomTemplate).toMatchObject({ slotCount: 6, retiredAt: null });
    const member = await createMarketUser(t);
    expect(
      errorCodeOf(await member.client.gql(NEW_TEMPLATE, { i: { name: "x", columns: 3, slotCount: 6 } })),
    ).toBe(2017);
    expect(
      errorCodeOf(await content.client.gql(NEW_TEMPLATE, { i: { name: "y", columns: 9, slotCount: 6 } })),
    ).toBe(400);
  });
});
