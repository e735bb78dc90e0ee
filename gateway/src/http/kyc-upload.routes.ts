import { KYC_IMAGE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { parseKycImageKind, storeKycFile } from "../domains/kyc/services/kyc-files.service.js";
import { authedUpload } from "./authed-upload.js";
import { readMultipartFile } from "./read-multipart.js";

/** KYC uploads per member per hour: a few retakes of four photos, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 40;

/**
 * POST /auth/kyc/upload_file (multipart: `file`, `kind` FRONT/BACK/SELFIE/SECOND_ID; session by
 * cookie or `token` header): stores one private KYC image and answers `{ key, url }`.
 */
export function kycUploadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    "/auth/kyc/upload_file",
    // A refused body (too large, or never looked at) is not read further: Node discards the rest.
    authedUpload(
      deps,
      { rateLimitKey: "kyc-upload", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        const upload = await readMultipartFile(req, KYC_IMAGE_MAX_BYTES);
        const kind = parseKycImageKind(upload.form.get("kind"));
        return storeKycFile(deps, user.id, kind, upload.bytes);
      },
    ),
  );
  return router;
}
