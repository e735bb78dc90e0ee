import type { IncomingMessage } from "node:http";
import { BUSINESS_LIMITS } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { storeAttachment } from "../domains/business/index.js";
import { DomainError } from "../shared/domain-error.js";
import { authedUpload } from "./authed-upload.js";
import { readLimitedBody } from "./read-limited-body.js";

/** Attachments per member per hour: a few tries at three files, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 20;
/** Room for the multipart framing around a file just under the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The `file` field of a multipart/form-data body and its file name. */
async function readUpload(req: IncomingMessage): Promise<{ name: string; bytes: Buffer }> {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.multipart" });
  }
  const body = await readLimitedBody(req, BUSINESS_LIMITS.attachmentBytes + MULTIPART_OVERHEAD_BYTES);
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
  return { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
}

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
        const upload = await readUpload(req);
        return storeAttachment(deps, user.id, upload.name, upload.bytes);
      },
    ),
  );
  return router;
}
