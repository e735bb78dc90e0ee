import { BUSINESS_LIMITS } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { storeAttachment } from "../domains/business/index.js";
import { authedUpload } from "./authed-upload.js";
import { readMultipartFile } from "./read-multipart.js";

/** Attachments per member per hour: a few tries at three files, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 20;

/**
 * POST /business/attachments (multipart: `file`; session by cookie or `token` header): stores one
 * private attachment for an issuer application and answers `{ key, name, mime, bytes }`. The
 * submission then names the keys it attaches.
 */
export function issuerApplicationUploadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    "/business/attachments",
    authedUpload(
      deps,
      { rateLimitKey: "business-attachment", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        const upload = await readMultipartFile(req, BUSINESS_LIMITS.attachmentBytes);
        return storeAttachment(deps, user.id, upload.name, upload.bytes);
      },
    ),
  );
  return router;
}
