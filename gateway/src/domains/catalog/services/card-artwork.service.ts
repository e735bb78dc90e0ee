import { createHash } from "node:crypto";
import { IMAGE_MAX_BYTES } from "@vitrine/schema";
import sharp, { type OutputInfo } from "sharp";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { isJpegPngOrWebp } from "../../../shared/image-type.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  findCardArtworkBytes,
  findCardArtworkVersion,
  upsertCardArtwork,
} from "../repo/card-artwork.repo.js";
import { cardExists } from "../repo/staff-card.repo.js";
import { cardArtworkUrl } from "./card-view.js";

/** Longest side of stored artwork: sharp on a large screen, small enough for a database row. */
const MAX_SIDE = 2000;
/** Largest canvas sharp will decode, so a small file declaring a huge image is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A /media/card-artwork/ file name: the card id and the artwork version. */
const ARTWORK_FILE = /^(\d{1,10})-([0-9a-f]{16})\.webp$/;

export interface CardArtworkView {
  cardId: string;
  imageUrl: string;
  width: number;
  height: number;
}

/**
 * Staff (catalogManage, checked by the route): stores or replaces a card's artwork. The file must be
 * under 5,000,000 bytes (1017) and a JPEG, PNG or WebP by its bytes (2021); only a re-encoded WebP
 * without metadata is kept (EXIF, XMP and trailing bytes never reach it). A refused file changes nothing.
 */
export async function storeCardArtwork(
  deps: Pick<AppDeps, "dataSource">,
  input: { cardId: string; bytes: Buffer; uploadedBy: string | null },
): Promise<CardArtworkView> {
  const cardId = assertRowId("cardId", input.cardId);
  if (input.bytes.length >= IMAGE_MAX_BYTES) throw new DomainError("IMAGE_TOO_LARGE");
  if (!isJpegPngOrWebp(input.bytes)) throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  if (!(await cardExists(deps.dataSource, cardId))) throw new DomainError("NOT_FOUND");
  let webp: { data: Buffer; info: OutputInfo };
  try {
    webp = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  }
  const version = createHash("sha256").update(webp.data).digest("hex").slice(0, 16);
  await upsertCardArtwork(deps.dataSource, {
    cardId,
    version,
    contentType: "image/webp",
    width: webp.info.width,
    height: webp.info.height,
    byteSize: webp.data.length,
    bytes: webp.data,
    uploadedBy: input.uploadedBy,
  });
  return {
    cardId,
    imageUrl: cardArtworkUrl(cardId, version),
    width: webp.info.width,
    height: webp.info.height,
  };
}

/** The current artwork URL of a card, or null when its picture is the generated one. */
export async function currentArtworkUrl(
  deps: Pick<AppDeps, "dataSource">,
  cardId: string,
): Promise<string | null> {
  const version = await findCardArtworkVersion(deps.dataSource, cardId);
  return version ? cardArtworkUrl(cardId, version) : null;
}

/** The bytes a /media/card-artwork/<id>-<version>.webp request names, or null (a replaced version is gone). */
export async function readArtworkFile(
  deps: Pick<AppDeps, "dataSource">,
  file: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const match = ARTWORK_FILE.exec(file);
  if (!match) return null;
  return findCardArtworkBytes(deps.dataSource, match[1]!, match[2]!);
}
