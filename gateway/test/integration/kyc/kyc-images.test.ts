import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { KYC_IMAGE_MAX_BYTES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { FAKE_PNG, JPEG, PNG, uploadErrorCode, uploadKycFile } from "./kyc-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let owner: MarketUser;
let other: MarketUser;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-kyc-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  owner = await createMarketUser(t);
  other = await createMarketUser(t);
  staff = await createMarketUser(t, { role: "staff" });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const storedFiles = async () => (await readdir(path.join(uploadDir, "kyc")).catch(() => [])).sort();
const fileRows = async () =>
  (await db().query(
    `SELECT user_id AS userId, file_key AS fileKey, kind, mime, bytes FROM kyc_file ORDER BY id`,
  )) as {
    userId: string;
    fileKey: string;
    kind: string;
    mime: string;
    bytes: number;
  }[];

describe("POST /auth/kyc/upload_file", () => {
  it("stores a PNG privately under UPLOAD_DIR/kyc with its row, and answers { key, url }", async () => {
    const res = await uploadKycFile(t, owner.client, "FRONT", PNG);
    expect(res.status).toBe(200);
    expect(res.json.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.json.url).toBe(`/media/kyc/${res.json.key}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await storedFiles()).toContain(res.json.key);
    // Sealed at rest (docs/KYC.md): the disk never holds the photo itself.
    const onDisk = await readFile(path.join(uploadDir, "kyc", res.json.key!));
    expect(onDisk.subarray(0, 4).toString("latin1")).toBe("VKF1");
    expect(onDisk.includes(PNG.subarray(16, 48))).toBe(false);
    const row = (await fileRows()).find((r) => r.fileKey === res.json.key)!;
    expect(row).toMatchObject({ userId: owner.id, kind: "FRONT", mime: "image/png", bytes: PNG.length });
  });

  it("accepts a JPEG (type from the bytes, whatever the file is called) and lower-case kinds", async () => {
    const res = await uploadKycFile(t, owner.client, "selfie", JPEG, "selfie.gif");
    expect(res.status).toBe(200);
    const row = (await fileRows()).find((r) => r.fileKey === res.json.key)!;
    expect(row).toMatchObject({ kind: "SELFIE", mime: "image/jpeg" });
  });

  it("refuses a 'png' that is really text with 2021, storing nothing", async () => {
    const [files, rows] = [await storedFiles(), await fileRows()];
    const res = await uploadKycFile(t, owner.client, "FRONT", FAKE_PNG, "id.png");
    expect(res.status).toBe(415);
    expect(uploadErrorCode(res)).toBe(2021);
    expect(await storedFiles()).toEqual(files);
    expect(await fileRows()).toEqual(rows);
  });

  it("refuses 5,000,000 bytes (1017) and accepts one byte less", async () => {
    const [files, rows] = [await storedFiles(), await fileRows()];
    const exact = Buffer.concat([PNG, Buffer.alloc(KYC_IMAGE_MAX_BYTES - PNG.length, 0)]);
    const refused = await uploadKycFile(t, owner.client, "BACK", exact);
    expect(refused.status).toBe(413);
    expect(uploadErrorCode(refused)).toBe(1017);
    expect(await storedFiles()).toEqual(files);
    expect(await fileRows()).toEqual(rows);

    const justUnder = await uploadKycFile(
      t,
      owner.client,
      "BACK",
      exact.subarray(0, KYC_IMAGE_MAX_BYTES - 1),
    );
    expect(justUnder.status).toBe(200);
    const row = (await fileRows()).find((r) => r.fileKey === justUnder.json.key)!;
    expect(row.bytes).toBe(KYC_IMAGE_MAX_BYTES - 1);
  });

  it("refuses a far larger body with 1017 before reading it all", async () => {
    const rows = await fileRows();
    const huge = Buffer.concat([PNG, Buffer.alloc(8_000_000, 1)]);
    const res = await uploadKycFile(t, owner.client, "BACK", huge);
    expect(uploadErrorCode(res)).toBe(1017);
    expect(await fileRows()).toEqual(rows);
  });

  it("answers 400 for a missing or unknown kind and a missing file, storing nothing", async () => {
    const [files, rows] = [await storedFiles(), await fileRows()];
    for (const [kind, bytes] of [
      ["PASSPORT", PNG],
      [null, PNG],
      ["FRONT", null],
    ] as const) {
      const res = await uploadKycFile(t, owner.client, kind, bytes);
      expect(res.status).toBe(400);
      expect(uploadErrorCode(res)).toBe(400);
    }
    const raw = await fetch(`${t.url}/auth/kyc/upload_file`, {
      method: "POST",
      headers: { cookie: owner.client.cookieHeader()!, "content-type": "image/png" },
      body: new Uint8Array(PNG),
    });
    expect(raw.status).toBe(400);
    expect(await storedFiles()).toEqual(files);
    expect(await fileRows()).toEqual(rows);
  });

  it("needs a session (1010 for a visitor)", async () => {
    const rows = await fileRows();
    const res = await uploadKycFile(t, null, "FRONT", PNG);
    expect(res.status).toBe(401);
    expect(uploadErrorCode(res)).toBe(1010);
    expect(await fileRows()).toEqual(rows);
  });
});

describe("GET /media/kyc/:key", () => {
  it("serves the owner and staff (private, no-store, the right type) and 404s everyone else", async () => {
    const png = await uploadKycFile(t, owner.client, "SECOND_ID", PNG);
    const jpeg = await uploadKycFile(t, owner.client, "SELFIE", JPEG);
    const get = (url: string, client: SessionClient | null) => {
      const cookie = client?.cookieHeader();
      return fetch(`${t.url}${url}`, { headers: cookie ? { cookie } : {} });
    };

    for (const viewer of [owner.client, staff.client]) {
      const res = await get(png.json.url!, viewer);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
    const asJpeg = await get(jpeg.json.url!, owner.client);
    expect(asJpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await asJpeg.arrayBuffer())).toEqual(JPEG);

    const stranger = await get(png.json.url!, other.client);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get("cache-control")).toBe("private, no-store");
    const visitor = await get(png.json.url!, null);
    expect(visitor.status).toBe(404);
    const expired = new SessionClient(t);
    expired.token = "x".repeat(43);
    expect((await get(png.json.url!, expired)).status).toBe(404);
  });

  it("404s unknown keys and anything that is not a key", async () => {
    for (const key of ["A".repeat(32), "..%2F..%2Fetc%2Fpasswd", "abc.png", "%2e%2e"]) {
      const res = await fetch(`${t.url}/media/kyc/${key}`, {
        headers: { cookie: staff.client.cookieHeader()! },
      });
      expect(res.status).toBe(404);
    }
  });

  it("is never served from a public path", async () => {
    const png = await uploadKycFile(t, owner.client, "FRONT", PNG);
    for (const url of [
      `/media/avatars/${png.json.key}`,
      `/uploads/kyc/${png.json.key}`,
      `/kyc/${png.json.key}`,
    ]) {
      const res = await fetch(`${t.url}${url}`, { headers: { cookie: owner.client.cookieHeader()! } });
      expect(res.status).toBe(404);
    }
  });
});
