import type { IncomingMessage } from "node:http";
import { ERRORS, PROFILE_PICTURE_MAX_BYTES } from "@vitrine/schema";
import { Router, type Response } from "express";
import type { AppDeps } from "../app-deps.js";
import { avatarFile, setProfilePicture } from "../domains/accounts/services/profile-picture.service.js";
import { DomainError } from "../graphql/domain-error.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { consumeRateLimit } from "../shared/rate-limit.js";
import { getRequestMeta } from "./request-meta.js";

/** Uploads per user per hour: enough to try a few pictures, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 20;

/**
 * Reads a raw body up to `limit` bytes. A declared Content-Length over the limit is refused before
 * anything is read; a body that grows past it is refused as soon as it does and nothing more is
 * kept (Node discards the rest once the 413 is sent, so the client still receives the answer).
 */
function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new DomainError("IMAGE_TOO_LARGE"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
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
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** The same error shape as GraphQL answers, so the client maps codes in one place. */
function sendDomainError(res: Response, error: DomainError): void {
  res
    .status(ERRORS[error.errorName].status)
    .json({ errors: [{ message: error.message, extensions: error.extensions }] });
}

/**
 * POST /auth/profile-picture (raw jpg/png body, session by cookie or `token` header) and
 * GET /media/avatars/:key (the stored pictures; public, like the user pages that show them).
 */
export function avatarRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post("/auth/profile-picture", async (req, res) => {
    const auth = RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip);
    try {
      const { user } = await auth.require();
      await consumeRateLimit(
        deps.redis,
        deps.config.QUEUE_PREFIX,
        `avatar:${user.id}`,
        UPLOADS_PER_HOUR,
        3600,
      );
      // "Under 5,000,000 bytes" (spec §5): the largest accepted picture is one byte less.
      const body = await readLimitedBody(req, PROFILE_PICTURE_MAX_BYTES - 1);
      const profilePictureUrl = await setProfilePicture(deps, user, body);
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      res.setHeader("cache-control", "no-store");
      res.status(200).json({ profilePictureUrl });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // An expired token's cookie is cleared here as on /graphql.
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      sendDomainError(res, error);
    }
  });

  router.get("/media/avatars/:key", (req, res) => {
    const notFound = () => res.status(404).json({ error_code: 404 });
    const file = avatarFile(deps.config, req.params.key);
    if (!file) return notFound();
    res.sendFile(
      file.name,
      {
        root: file.dir,
        dotfiles: "deny",
        // A key is never reused for other bytes, so the picture may be cached for good.
        cacheControl: false,
        headers: {
          "content-type": file.contentType,
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
        },
      },
      (error?: Error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  });
  return router;
}
