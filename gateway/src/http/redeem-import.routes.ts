import type { IncomingMessage } from "node:http";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { IMPORT_MAX_BYTES, importRedeemCodes } from "../domains/redemption/index.js";
import { DomainError } from "../shared/domain-error.js";
import { authedUpload } from "./authed-upload.js";
import { isMultipart, parseMultipartFile, readUploadBody } from "./read-multipart.js";

/** Imports per administrator per hour. */
const IMPORTS_PER_HOUR = 60;

/** The uploaded file: the `file` field of a multipart/form-data body, or the raw body itself. */
async function readImportFile(req: IncomingMessage): Promise<Buffer> {
  let body: Buffer;
  try {
    body = await readUploadBody(req, IMPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof DomainError && error.errorName === "IMAGE_TOO_LARGE")
      throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.tooLarge" });
    throw error;
  }
  return isMultipart(req) ? (await parseMultipartFile(req, body)).bytes : body;
}

/**
 * POST /imports/redeem-events/:eventId/codes (session by cookie or `token` header; same-origin
 * browsers only, see require-same-origin.ts): an .xlsx or .csv of codes (columns code, e-mail, pack
 * name; at most 5 MB and 50,000 rows), as multipart `file` or the raw body. Event administrators
 * and staff only (2014). Answers `{ imported, skipped }`.
 */
export function redeemImportRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    "/imports/redeem-events/:eventId/codes",
    authedUpload(
      deps,
      { rateLimitKey: "redeem-import", uploadsPerHour: IMPORTS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        const eventId = String(req.params.eventId);
        const file = await readImportFile(req);
        return importRedeemCodes(deps, user, eventId, file);
      },
    ),
  );
  return router;
}
