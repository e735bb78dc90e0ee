import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROFILE_PICTURE_MAX_BYTES, SESSION_COOKIE } from "@vitrine/schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffImage } from "../../src/domains/accounts/services/profile-picture.service.js";
import { registerAccount, SessionClient } from "../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** A real 64×48 JPEG. */
const JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c83232" } })
  .jpeg()
  .toBuffer();
/** JPEG signature and end marker around nothing decodable: sniffing alone would take it. */
const FAKE_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.alloc(30, 1)]);

let t: TestGateway;
let uploadDir: string;
let owner: SessionClient;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-avatars-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  owner = new SessionClient(t);
  await registerAccount(t, owner, { email: "pic.owner@example.com", nickname: "picowner" });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

interface UploadAnswer {
  profilePictureUrl?: string;
  errors?: { message: string; extensions: { code: string; errorCode: number } }[];
}

async function upload(
  body: NonNullable<RequestInit["body"]>,
  options: { token?: string; header?: boolean; contentType?: string } = {},
): Promise<{ status: number; json: UploadAnswer; headers: Headers }> {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "image/png" };
  if (options.token !== undefined) {
    if (options.header) headers.token = options.token;
    else headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  }
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  const res = await fetch(`${t.url}/auth/profile-picture`, init);
  return { status: res.status, json: (await res.json()) as UploadAnswer, headers: res.headers };
}

async function currentUrl(client: SessionClient): Promise<string | null> {
  const res = await client.gql<{ me: { profilePictureUrl: string | null } }>(`{ me { profilePictureUrl } }`);
  return res.body.data!.me.profilePictureUrl;
}

const storedFiles = async () => (await readdir(path.join(uploadDir, "avatars")).catch(() => [])).sort();

describe("profile picture upload", () => {
  it("stores a PNG re-encoded (WebP keeps its transparency) and serves it with safe headers", async () => {
    const res = await upload(PNG, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.profilePictureUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(await currentUrl(owner)).toBe(res.json.profilePictureUrl);

    const served = await fetch(`${t.url}${res.json.profilePictureUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1, height: 1, hasAlpha: true });
    // Stored outside any public folder, under UPLOAD_DIR/avatars.
    expect(await storedFiles()).toEqual([path.basename(res.json.profilePictureUrl!)]);
  });

  it("replaces the picture with a JPEG (sniffed, whatever the content-type says) and removes the old file", async () => {
    const before = await currentUrl(owner);
    const res = await upload(JPEG, { token: owner.token, contentType: "application/octet-stream" });
    expect(res.status).toBe(200);
    expect(res.json.profilePictureUrl).toMatch(/\.jpg$/);
    const served = await fetch(`${t.url}${res.json.profilePictureUrl}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect((await fetch(`${t.url}${before}`)).status).toBe(404);
    expect(await storedFiles()).toEqual([path.basename(res.json.profilePictureUrl!)]);
  });

  it("accepts the session in the token header too", async () => {
    const res = await upload(PNG, { token: owner.token, header: true });
    expect(res.status).toBe(200);
    expect(await currentUrl(owner)).toBe(res.json.profilePictureUrl);
  });

  it("refuses a GIF, a text file sent as image/png and a JPEG-signed file that does not decode with 2021; nothing changes", async () => {
    const before = await currentUrl(owner);
    const files = await storedFiles();
    for (const body of [GIF, Buffer.from("hello, I am not a picture.png"), Buffer.alloc(0), FAKE_JPEG]) {
      const res = await upload(body, { token: owner.token, contentType: "image/png" });
      expect(res.status).toBe(415);
      expect(res.json.errors![0]!.extensions).toMatchObject({
        code: "IMAGE_TYPE_NOT_ALLOWED",
        errorCode: 2021,
      });
    }
    expect(await currentUrl(owner)).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("refuses 5,000,000 bytes with 1017 (413) and changes nothing; 4,999,999 is fine", async () => {
    const before = await currentUrl(owner);
    const files = await storedFiles();
    const tooBig = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES, 0);
    PNG.copy(tooBig);
    const res = await upload(tooBig, { token: owner.token });
    expect(res.status).toBe(413);
    expect(res.json.errors![0]!.extensions).toMatchObject({ code: "IMAGE_TOO_LARGE", errorCode: 1017 });
    expect(await currentUrl(owner)).toBe(before);
    expect(await storedFiles()).toEqual(files);

    // A real PNG padded after its end to the limit: decodes, and the padding is not kept.
    const limit = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - 1, 0);
    PNG.copy(limit);
    expect((await upload(limit, { token: owner.token })).status).toBe(200);
  });

  it("stops reading a streamed body (no Content-Length) once it passes the limit", async () => {
    const before = await currentUrl(owner);
    const chunk = Buffer.alloc(1_000_000, 1);
    Buffer.from(PNG_SIGNATURE).copy(chunk);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 6 MB in 1 MB chunks: over the limit after the fifth.
        if (sent >= 6) return controller.close();
        controller.enqueue(new Uint8Array(chunk));
        sent++;
      },
    });
    const res = await upload(stream, { token: owner.token });
    expect(res.status).toBe(413);
    expect(res.json.errors![0]!.extensions.errorCode).toBe(1017);
    expect(await currentUrl(owner)).toBe(before);
  });

  it("answers a visitor 1010 and an unknown token 1011 (401, JSON errors)", async () => {
    const visitor = await upload(PNG);
    expect(visitor.status).toBe(401);
    expect(visitor.json.errors![0]!.extensions).toMatchObject({ code: "LOGIN_REQUIRED", errorCode: 1010 });
    const expired = await upload(PNG, { token: "x".repeat(43) });
    expect(expired.status).toBe(401);
    expect(expired.json.errors![0]!.extensions.errorCode).toBe(1011);
    // The dead cookie is cleared, as on /graphql.
    expect(expired.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=;`));
  });

  it("limits uploads per user (20 an hour)", async () => {
    const busy = new SessionClient(t);
    await registerAccount(t, busy, { email: "busy.uploader@example.com", nickname: "busyuploader" });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(PNG, { token: busy.token })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Each replacement removed the previous file: one file per user remains.
    const urls = [await currentUrl(owner), await currentUrl(busy)].map((u) => path.basename(u!));
    expect(await storedFiles()).toEqual(urls.sort());
  });
});

describe("profile picture serving", () => {
  it("answers 404 for traversal attempts and anything that is not a stored key", async () => {
    const probes = [
      "..%2F..%2Fetc%2Fpasswd",
      "..%2F..%2F..%2Fpackage.json",
      "%2e%2e",
      "....%2F%2Fetc%2Fpasswd",
      "%2Fetc%2Fpasswd",
      ".env",
      "AAAAAAAAAAAAAAAAAAAAAA.png", // key-shaped, never stored
      "AAAAAAAAAAAAAAAAAAAAAA.gif",
      "AAAAAAAAAAAAAAAAAAAAAA.png%00.txt",
      "AAAAAAAAAAAAAAAAAAAAAA",
    ];
    for (const probe of probes) {
      const res = await fetch(`${t.url}/media/avatars/${probe}`);
      expect(res.status, probe).toBe(404);
      expect(res.headers.get("content-type"), probe).toMatch(/application\/json/);
    }
  });

  it("sniffs only JPEG and PNG signatures", () => {
    expect(sniffImage(PNG)).toEqual({ ext: "png", contentType: "image/png" });
    expect(sniffImage(JPEG)).toEqual({ ext: "jpg", contentType: "image/jpeg" });
    expect(sniffImage(FAKE_JPEG)).toEqual({ ext: "jpg", contentType: "image/jpeg" });
    expect(sniffImage(GIF)).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});
