import { IMAGE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { recordAudit, staffRefusal } from "../domains/audit/index.js";
import { readArtworkFile, storeCardArtwork } from "../domains/catalog/index.js";
import { DomainError } from "../shared/domain-error.js";
import { assertRowId } from "../shared/row-id.js";
import { authedUpload } from "./authed-upload.js";
import { readMultipartFile } from "./read-multipart.js";
import { getRequestMeta } from "./request-meta.js";
import { sendCatalogueError } from "./send-domain-error.js";

/** Artwork uploads per staff member per hour: a whole drop's worth of cards, with retries. */
const UPLOADS_PER_HOUR = 120;

/**
 * POST /staff/cards/:id/artwork (multipart/form-data with one `file` part: JPEG, PNG or WebP under
 * 5,000,000 bytes, sniffed; staff with catalogManage and 2FA, same origin) stores or replaces the card's
 * artwork and answers `{ cardId, imageUrl, width, height }`; every attempt is in the staff audit log.
 * GET /media/card-artwork/<id>-<version>.webp serves it: the version names the bytes, so the answer is
 * cached for good and a replacement is a new URL.
 */
export function cardArtworkRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    "/staff/cards/:id/artwork",
    authedUpload(
      deps,
      { rateLimitKey: "card-artwork", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        // 2017 without the role, 2055 for staff without 2FA (as on GraphQL).
        const refusal = staffRefusal(user, ["catalogManage"]);
        if (refusal) throw new DomainError(refusal);
        const cardId = assertRowId("id", req.params.id);
        const audit = (outcome: string, after: unknown, bytes: number | null) =>
          recordAudit(deps.dataSource, {
            actorUserId: user.id,
            actorRoles: user.staffRoles,
            operation: "uploadCardArtwork",
            kind: "mutation",
            target: { type: "card", id: cardId },
            outcome,
            args: { cardId, bytes },
            after,
            requestId: getRequestMeta(req).reqId,
            ip: getRequestMeta(req).ip,
          });
        let bytes: number | null = null;
        try {
          const file = await readMultipartFile(req, IMAGE_MAX_BYTES);
          bytes = file.bytes.length;
          const stored = await storeCardArtwork(deps, {
            cardId,
            bytes: file.bytes,
            uploadedBy: String(user.id),
          });
          await audit("OK", stored, bytes);
          return stored;
        } catch (error) {
          if (error instanceof DomainError) await audit(error.errorName, null, bytes);
          throw error;
        }
      },
    ),
  );

  router.get("/media/card-artwork/:file", async (req, res, next) => {
    try {
      const file = await readArtworkFile(deps, String(req.params.file ?? ""));
      if (!file) return void sendCatalogueError(req, res, "NOT_FOUND");
      res.setHeader("content-type", file.contentType);
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      res.setHeader("x-content-type-options", "nosniff");
      res.setHeader("content-security-policy", "default-src 'none'; sandbox");
      res.send(file.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
