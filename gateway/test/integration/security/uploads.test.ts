import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SESSION_COOKIE } from "@vitrine/schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reencodeStoredAvatars } from "../../../src/domains/accounts/services/reencode-stored-avatars.service.js";
import { registerAccount, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Profile pictures are re-encoded (issue 12): what the gateway stores and serves is a new image
 * made from the pixels only — no EXIF (GPS), no comments, nothing after the image's end.
 */

const GPS_EXIF = {
  IFD0: { Make: "SpyCam", Model: "Tracker 3000", ImageDescription: "home address here" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "25/1 2/1 0/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "121/1 33/1 0/1",
  },
};
const ZIP_PAYLOAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("evil.js alert(1)")]);
const HTML_PAYLOAD = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");

let t: TestGateway;
let uploadDir: string;
let owner: SessionClient;
let gpsJpeg: Buffer;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-uploads-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  owner = new SessionClient(t);
  await registerAccount(t, owner, { email: "uploads.owner@example.com", nickname: "uploadsowner" });
  gpsJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2050a0" } })
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Uploads bytes as the owner; answers the stored picture as served by /media/avatars/… */
async function uploadAndFetch(
  body: Buffer,
): Promise<{ status: number; served?: Buffer; errorCode?: number }> {
  const res = await fetch(`${t.url}/auth/profile-picture`, {
    method: "POST",
    headers: { "content-type": "image/jpeg", cookie: `${SESSION_COOKIE}=${owner.token}` },
    body,
  });
  const json = (await res.json()) as {
    profilePictureUrl?: string;
    errors?: { extensions: { errorCode: number } }[];
  };
  if (!json.profilePictureUrl)
    return { status: res.status, errorCode: json.errors?.[0]?.extensions.errorCode };
  const served = await fetch(`${t.url}${json.profilePictureUrl}`);
  expect(served.status).toBe(200);
  const bytes = Buffer.from(await served.arrayBuffer());
  // What is served is exactly what is on disk: no other copy keeps the upload.
  const onDisk = await readFile(path.join(uploadDir, "avatars", path.basename(json.profilePictureUrl)));
  expect(onDisk.equals(bytes)).toBe(true);
  return { status: res.status, served: bytes };
}

const JPEG_EOI = Buffer.from([0xff, 0xd9]);

describe("uploaded profile pictures are re-encoded", () => {
  it("a JPEG with EXIF and GPS comes back without any EXIF", async () => {
    const input = await sharp(gpsJpeg).metadata();
    expect(input.exif?.length).toBeGreaterThan(0); // the fixture really carries EXIF
    expect(gpsJpeg.includes(Buffer.from("SpyCam"))).toBe(true);

    const { status, served } = await uploadAndFetch(gpsJpeg);
    expect(status).toBe(200);
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    for (const marker of ["Exif", "SpyCam", "Tracker", "home address"]) {
      expect(served!.includes(Buffer.from(marker)), marker).toBe(false);
    }
  });

  it("a JPEG/ZIP polyglot comes back ending at the JPEG end marker, without the archive", async () => {
    const polyglot = Buffer.concat([gpsJpeg, ZIP_PAYLOAD]);
    const { status, served } = await uploadAndFetch(polyglot);
    expect(status).toBe(200);
    expect(served!.subarray(-2).equals(JPEG_EOI)).toBe(true);
    expect(served!.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(served!.includes(Buffer.from("evil.js"))).toBe(false);
  });

  it("a JPEG/HTML polyglot comes back without the HTML", async () => {
    const { status, served } = await uploadAndFetch(Buffer.concat([gpsJpeg, HTML_PAYLOAD]));
    expect(status).toBe(200);
    expect(served!.subarray(-2).equals(JPEG_EOI)).toBe(true);
    expect(served!.includes(Buffer.from("<script"))).toBe(false);
  });

  it("a PNG with a text comment and HTML after its end comes back as a clean image", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: "#00ff0080" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "tracking-id-123" } } })
      .toBuffer();
    const { status, served } = await uploadAndFetch(Buffer.concat([png, HTML_PAYLOAD]));
    expect(status).toBe(200);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served!.includes(Buffer.from("tracking-id-123"))).toBe(false);
    expect(served!.includes(Buffer.from("<script"))).toBe(false);
  });

  it("turns the picture upright from its EXIF orientation, then drops the tag; shrinks large pictures", async () => {
    const sideways = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#808080" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await sharp((await uploadAndFetch(sideways)).served).metadata();
    expect(upright).toMatchObject({ width: 48, height: 64 });
    expect(upright.orientation).toBeUndefined();

    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    expect(await sharp((await uploadAndFetch(large)).served).metadata()).toMatchObject({
      width: 1024,
      height: 512,
    });
  });

  it("refuses bytes that carry an image signature but do not decode (2021) and stores nothing", async () => {
    const before = (await readdir(path.join(uploadDir, "avatars"))).sort();
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAYLOAD]);
    const res = await uploadAndFetch(disguised);
    expect(res).toMatchObject({ status: 415, errorCode: 2021 });
    expect((await readdir(path.join(uploadDir, "avatars"))).sort()).toEqual(before);
  });
});

describe("pictures stored before re-encoding", () => {
  it("npm run avatars:reencode cleans them in place under the same key, once", async () => {
    const dir = path.join(uploadDir, "avatars");
    const dirty = "LegacyDirtyJpegAAAAAAA.jpg";
    const broken = "LegacyBrokenPngAAAAAAA.png";
    await writeFile(path.join(dir, dirty), Buffer.concat([gpsJpeg, HTML_PAYLOAD]));
    await writeFile(
      path.join(dir, broken),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), HTML_PAYLOAD]),
    );
    const before = (await readdir(dir)).filter((n) => !n.startsWith("Legacy"));

    const first = await reencodeStoredAvatars(t.config);
    expect(first).toMatchObject({ reencoded: 1, removed: 1 });
    expect(first.clean).toBe(before.length); // what uploads stored is already clean

    const served = await fetch(`${t.url}/media/avatars/${dirty}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    expect(bytes.includes(Buffer.from("SpyCam"))).toBe(false);
    expect((await fetch(`${t.url}/media/avatars/${broken}`)).status).toBe(404);

    expect(await reencodeStoredAvatars(t.config)).toEqual({
      reencoded: 0,
      clean: before.length + 1,
      removed: 0,
    });
  });
});
