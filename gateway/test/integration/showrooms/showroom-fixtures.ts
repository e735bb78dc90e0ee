import { crc32 } from "node:zlib";
import sharp from "sharp";
import { insertAccessRow, insertTemplate } from "../../../src/domains/showrooms/index.js";
import type { SessionClient } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";

export const ROOM_FIELDS = `id name templateId status established slotCount coverUrl likeCount likedByViewer
  slots { slotIndex card { id } }`;
export const CREATE = `mutation($i: CreateShowroomInput!) { createShowroom(input: $i) { ${ROOM_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $i: UpdateShowroomInput!) { updateShowroom(id: $id, input: $i) { ${ROOM_FIELDS} } }`;
export const SLOTS = `mutation($id: ID!, $s: [ShowroomSlotInput!]!) { saveShowroomSlots(id: $id, slots: $s) { ${ROOM_FIELDS} } }`;
export const ROOM = `query($id: ID!) { showroom(id: $id) { ${ROOM_FIELDS} } }`;
export const DELETE = `mutation($id: ID!) { deleteShowroom(id: $id) }`;

/** An image of the given size (PNG unless `jpeg`), optionally padded in a PNG text chunk to reach `bytes`. */
export async function image(
  width: number,
  height: number,
  options: { jpeg?: boolean } = {},
): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 30, b: 90 } } });
  return options.jpeg ? img.jpeg({ quality: 60 }).toBuffer() : img.png().toBuffer();
}

/** POST /showrooms/covers with a raw body. */
export async function uploadCover(t: TestGateway, client: SessionClient | null, bytes: Buffer) {
  const cookie = client?.cookieHeader();
  const res = await fetch(`${t.url}/showrooms/covers`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(bytes),
  });
  const json = (await res.json()) as {
    coverKey?: string;
    coverUrl?: string;
    errors?: { extensions: { errorCode: number } }[];
  };
  return { status: res.status, json, code: json.errors?.[0]?.extensions.errorCode };
}

/** A fresh template (columns 4, `slots` slots), its id. */
export async function newTemplate(t: TestGateway, slots = 8): Promise<string> {
  return insertTemplate(t.gateway.deps.dataSource, { name: uniqueName("tpl"), columns: 4, slotCount: slots });
}

/** Gives a member Jallery as a paid order would. */
export async function grantJallery(t: TestGateway, user: MarketUser): Promise<void> {
  await insertAccessRow(t.gateway.deps.dataSource, user.id, null);
}

/** Creates and establishes (published) a room through the API, its id. */
export async function establishedRoom(t: TestGateway, user: MarketUser, templateId: string): Promise<string> {
  const created = await user.client.gql<{ createShowroom: { id: string } }>(CREATE, {
    i: { name: uniqueName("room"), templateId },
  });
  if (created.body.errors) throw new Error(JSON.stringify(created.body.errors));
  const id = created.body.data!.createShowroom.id;
  const cover = await uploadCover(t, user.client, await image(1200, 600));
  const updated = await user.client.gql(UPDATE, {
    id,
    i: { description: "", coverKey: cover.json.coverKey, status: "PUBLISHED" },
  });
  if (updated.body.errors) throw new Error(JSON.stringify(updated.body.errors));
  return id;
}

/** A 1200×600 PNG padded to exactly `bytes` with an ancillary tEXt chunk (still a valid PNG). */
export async function coverOfBytes(bytes: number): Promise<Buffer> {
  const png = await image(1200, 600);
  const pad = bytes - png.length - 12;
  if (pad < 6) throw new Error("base image too large to pad");
  const type = Buffer.from("tEXt", "latin1");
  const data = Buffer.concat([Buffer.from("pad\0", "latin1"), Buffer.alloc(pad - 4, 0x61)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}
