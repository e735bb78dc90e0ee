import { PROFILE_PICTURE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { avatarFile, setProfilePicture } from "../domains/accounts/services/profile-picture.service.js";
import { authedUpload } from "./authed-upload.js";
import { readLimitedBody } from "./read-limited-body.js";
import { sendPublicMedia } from "./send-public-media.js";

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
    sendPublicMedia(req, res, avatarFile(deps.config, req.params.key));
  });
  return router;
}
