import type { IncomingMessage } from "node:http";
import { KYC_IMAGE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { parseKycImageKind, storeKycFile } from "../domains/kyc/services/kyc-files.service.js";
import { DomainError } from "../shared/domain-error.js";
import { authedUpload } from "./authed-upload.js";
import { readLimitedBody } from "./read-limited-body.js";

/** KYC uploads per member per hour: a few retakes of four photos, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 40;
/** Room for the multipart framing and the `kind` field around a file just under the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The `file` and `kind` fields of a multipart/form-data body (parsed by Node's own fetch Response). */
async function readUpload(req: IncomingMessage): Promise<{ kind: unknown; file: Buffer }> {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.multipart" });
  }
  const body = await readLimitedBody(req, KYC_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new globalThis.Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.multipart" });
  }
  const file = form.get("file");
  if (!file || typeof file === "string") {
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.required" });
  }
  return { kind: form.get("kind"), file: Buffer.from(await file.arrayBuffer()) };
}

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
        const upload = await readUpload(req);
        const kind = parseKycImageKind(upload.kind);
        return storeKycFile(deps, user.id, kind, upload.file);
      },
    ),
  );
  return router;
}
