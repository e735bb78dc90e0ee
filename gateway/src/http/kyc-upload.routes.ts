import type { IncomingMessage } from "node:http";
import { ERRORS, KYC_IMAGE_MAX_BYTES } from "@vitrine/schema";
import { Router, type Response } from "express";
import type { AppDeps } from "../app-deps.js";
import { parseKycImageKind, storeKycFile } from "../domains/kyc/services/kyc-files.service.js";
import { DomainError } from "../graphql/domain-error.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { consumeRateLimit } from "../shared/rate-limit.js";
import { getRequestMeta } from "./request-meta.js";

/** KYC uploads per member per hour: a few retakes of four photos, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 40;
/** Room for the multipart framing and the `kind` field around a file just under the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a raw body up to `limit` bytes: a declared Content-Length over it is refused before reading,
 * a body that grows past it as soon as it does (1017), and nothing more is kept.
 */
function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new DomainError("IMAGE_TOO_LARGE"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        reject(new DomainError("IMAGE_TOO_LARGE"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

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

/** The same error shape as GraphQL answers, so the client maps codes in one place. */
function sendDomainError(res: Response, error: DomainError): void {
  res
    .status(ERRORS[error.errorName].status)
    .json({ errors: [{ message: error.message, extensions: error.extensions }] });
}

/**
 * POST /auth/kyc/upload_file (multipart: `file`, `kind` FRONT/BACK/SELFIE/SECOND_ID; session by
 * cookie or `token` header): stores one private KYC image and answers `{ key, url }`.
 */
export function kycUploadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post("/auth/kyc/upload_file", async (req, res) => {
    const auth = RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip);
    try {
      const { user } = await auth.require();
      await consumeRateLimit(
        deps.redis,
        deps.config.QUEUE_PREFIX,
        `kyc-upload:${user.id}`,
        UPLOADS_PER_HOUR,
        3600,
      );
      const upload = await readUpload(req);
      const kind = parseKycImageKind(upload.kind);
      const stored = await storeKycFile(deps, user.id, kind, upload.file);
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      res.setHeader("cache-control", "no-store");
      res.status(200).json(stored);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      // Stop reading a body we refused (too large, or never looked at): Node discards the rest.
      res.setHeader("connection", "close");
      sendDomainError(res, error);
    }
  });
  return router;
}
