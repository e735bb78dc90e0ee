import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { PROFILE_PICTURE_MAX_BYTES } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import type { Config } from "../../../config.js";
import { DomainError } from "../../../shared/domain-error.js";
import { randomToken } from "../../../shared/crypto.js";
import { findUserById, swapProfilePictureKey, type UserAccount } from "../repo/user-account.repo.js";
import { reencodePicture } from "./reencode-picture.js";
import { profilePictureUrl } from "./public-user-view.js";

export interface ImageKind {
  ext: "jpg" | "png";
  contentType: "image/jpeg" | "image/png";
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type read from the bytes themselves (spec §5: jpg/jpeg/png). The client's content-type
 * and file name are never trusted: a script renamed .png is still a script.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: "jpg", contentType: "image/jpeg" };
  }
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { ext: "png", contentType: "image/png" };
  }
  return null;
}

/**
 * A storage key: 22 random base64url characters and the stored format's extension (jpg or webp
 * since pictures are re-encoded; png for pictures stored before). Anything else (dots, slashes,
 * encoded traversal) is not a key, so a request can never name a file outside the folder.
 */
export const AVATAR_KEY = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

const AVATAR_CONTENT_TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** Kept under UPLOAD_DIR, outside the client's public folder; served only by /media/avatars/:key. */
export function avatarDir(config: Pick<Config, "UPLOAD_DIR">): string {
  return path.join(config.UPLOAD_DIR, "avatars");
}

/** Where a stored picture lives and what it is, or null for a string that is not a key. */
export function avatarFile(
  config: Pick<Config, "UPLOAD_DIR">,
  key: string | undefined,
): {
  dir: string;
  name: string;
  contentType: (typeof AVATAR_CONTENT_TYPES)[keyof typeof AVATAR_CONTENT_TYPES];
} | null {
  const match = AVATAR_KEY.exec(key ?? "");
  if (!match) return null;
  return {
    dir: avatarDir(config),
    name: match[0],
    contentType: AVATAR_CONTENT_TYPES[match[1] as keyof typeof AVATAR_CONTENT_TYPES],
  };
}

/** Deletes a stored picture (replaced, or its account deleted); a file already gone is fine. */
export async function removeProfilePictureFile(
  deps: Pick<AppDeps, "config" | "logger">,
  key: string,
): Promise<void> {
  const file = avatarFile(deps.config, key);
  if (!file) return;
  await unlink(path.join(file.dir, file.name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") deps.logger.warn({ err: error, key }, "could not remove a profile picture");
  });
}

/**
 * Stores a new profile picture and points the account at it. Only a re-encoded copy is stored
 * (reencodePicture: no metadata, no trailing bytes), never the uploaded bytes. The file is written first under a
 * fresh key; the account row then moves from the key we read to the new one with a conditional
 * update, so two uploads racing each other both end with exactly one picture referenced and the
 * loser's replaced file removed. The old file is deleted only after the row no longer names it.
 */
export async function setProfilePicture(
  deps: AppDeps,
  user: Pick<UserAccount, "id" | "profilePictureKey">,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length >= PROFILE_PICTURE_MAX_BYTES) throw new DomainError("IMAGE_TOO_LARGE");
  const kind = sniffImage(bytes);
  if (!kind) throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  const picture = await reencodePicture(bytes);

  const key = `${randomToken(16)}.${picture.ext}`;
  const dir = avatarDir(deps.config);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  // "wx": never overwrite, even on the (astronomically unlikely) reuse of a key.
  await writeFile(path.join(dir, key), picture.bytes, { flag: "wx", mode: 0o640 });

  let replaced: string | null;
  try {
    replaced = await swapPictureKey(deps, user.id, user.profilePictureKey, key);
  } catch (error) {
    await removeProfilePictureFile(deps, key);
    throw error;
  }
  if (replaced) await removeProfilePictureFile(deps, replaced);
  return profilePictureUrl({ profilePictureKey: key })!;
}

/** Conditional update from the key we last saw; on a lost race re-read and try again. Returns the replaced key. */
async function swapPictureKey(
  deps: AppDeps,
  userId: string,
  seen: string | null,
  key: string,
): Promise<string | null> {
  let expected = seen;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await swapProfilePictureKey(deps.dataSource, userId, expected, key)) return expected;
    const current = await findUserById(deps.dataSource, userId);
    // The account stopped being active (deletion) while the upload ran: it has no session to keep.
    if (!current || current.status !== "active") throw new DomainError("LOGIN_REQUIRED");
    expected = current.profilePictureKey;
  }
  throw new Error("profile picture update kept losing races");
}
