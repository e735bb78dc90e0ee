import { PROFILE_PICTURE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { avatarFile, setProfilePicture } from "../domains/accounts/services/profile-picture.service.js";
import { authedUpload } from "./authed-upload.js";
import { readLimitedBody } from "./read-limited-body.js";
import { sendCatalogueError } from "./send-domain-error.js";

/** Uploads per user per hour: enough to try a few pictures, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 20;

/**
 * POST /auth/profile-picture (raw jpg/png body, session by cookie or `token` header) and
 * GET /media/avatars/:key (the stored pictures; public, like the user pages that show them).
 */
export function avatarRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post(
    "/auth/profile-picture",
    authedUpload(
      deps,
      { rateLimitKey: "avatar", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: false },
      async (req, user) => {
        // "Under 5,000,000 bytes" (spec §5): the largest accepted picture is one byte less.
        const body = await readLimitedBody(req, PROFILE_PICTURE_MAX_BYTES - 1);
        return { profilePictureUrl: await setProfilePicture(deps, user, body) };
      },
    ),
  );

  router.get("/media/avatars/:key", (req, res) => {
    const notFound = () => void sendCatalogueError(req, res, "NOT_FOUND");
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
