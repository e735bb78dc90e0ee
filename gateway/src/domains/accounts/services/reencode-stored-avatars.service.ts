import { readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Config } from "../../../config.js";
import { randomToken } from "../../../shared/crypto.js";
import { AVATAR_KEY, avatarDir } from "./profile-picture.service.js";
import { PROFILE_PICTURE_MAX_INPUT_PIXELS, PROFILE_PICTURE_MAX_SIDE } from "./reencode-picture.js";

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // IEND chunk type + CRC
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * True when a stored picture is already what uploads store now: decodable, no metadata (EXIF,
 * ICC, XMP, IPTC, comments, orientation) and nothing after the image's end marker. Re-encoding is
 * then skipped, so running the command twice changes nothing (and JPEGs do not lose quality twice).
 */
async function isClean(bytes: Buffer, ext: string): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  if (meta.exif || meta.icc || meta.xmp || meta.iptc || meta.orientation || meta.comments?.length)
    return false;
  if (ext === "jpg") return bytes.subarray(-2).equals(JPEG_END);
  if (ext === "png") return bytes.subarray(-8).equals(PNG_END);
  return true;
}

/**
 * Re-encodes profile pictures stored before uploads were re-encoded, in place under the same key
 * and format (the key stays valid; the URL is unchanged): auto-oriented, at most
 * PROFILE_PICTURE_MAX_SIDE, every metadata block and trailing byte dropped. Written next to the
 * file and renamed over it, so a reader never sees half a picture. A file that does not decode is
 * removed (it was never a picture the client could show). Run once after deploying
 * (`npm run avatars:reencode`); answers what it did.
 */
export async function reencodeStoredAvatars(
  config: Pick<Config, "UPLOAD_DIR">,
): Promise<{ reencoded: number; clean: number; removed: number }> {
  const dir = avatarDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  const done = { reencoded: 0, clean: 0, removed: 0 };
  for (const name of names) {
    const match = AVATAR_KEY.exec(name);
    if (!match) continue;
    const ext = match[1]!;
    const file = path.join(dir, name);
    const bytes = await readFile(file);
    let clean: boolean;
    try {
      clean = await isClean(bytes, ext);
    } catch {
      await unlink(file);
      done.removed++;
      continue;
    }
    if (clean) {
      done.clean++;
      continue;
    }
    const image = sharp(bytes, { limitInputPixels: PROFILE_PICTURE_MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROFILE_PICTURE_MAX_SIDE, PROFILE_PICTURE_MAX_SIDE, {
        fit: "inside",
        withoutEnlargement: true,
      });
    const out =
      ext === "png"
        ? await image.png().toBuffer()
        : ext === "webp"
          ? await image.webp({ quality: 85 }).toBuffer()
          : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const temp = `${file}.${randomToken(6)}.tmp`;
    await writeFile(temp, out, { flag: "wx", mode: 0o640 });
    await rename(temp, file);
    done.reencoded++;
  }
  return done;
}
