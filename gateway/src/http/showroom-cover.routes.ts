import { SHOWROOM_COVER } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import {
  COVER_KEY,
  coverDir,
  DEMO_COVER_KEY,
  demoCoverSvg,
  storeShowroomCover,
} from "../domains/showrooms/index.js";
import { DomainError } from "../shared/domain-error.js";
import { authedUpload } from "./authed-upload.js";
import { readLimitedBody } from "./read-limited-body.js";
import { sendPublicMedia } from "./send-public-media.js";

/** Cover uploads per member per hour: a few tries per room, not enough to fill the disk. */
const UPLOADS_PER_HOUR = 30;

/**
 * POST /showrooms/covers (raw jpg/png body, at most 3 MB, exactly 1200×600; Jallery required) answers
 * `{ coverKey, coverUrl }`; GET /media/showroom-covers/:key serves stored covers (public, like the
 * published rooms that show them).
 */
export function showroomCoverRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post(
    "/showrooms/covers",
    authedUpload(
      deps,
      { rateLimitKey: "showroom-cover", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        // 3 MB is allowed; one byte more is refused as the showroom's own 2113, not the profile picture's.
        const body = await readLimitedBody(req, SHOWROOM_COVER.maxBytes).catch((error: unknown) => {
          if (error instanceof DomainError && error.errorName === "IMAGE_TOO_LARGE") {
            throw new DomainError("SHOWROOM_COVER_TOO_LARGE");
          }
          throw error;
        });
        return storeShowroomCover(deps, String(user.id), body);
      },
    ),
  );

  router.get("/media/showroom-covers/:key", (req, res) => {
    if (req.params.key === DEMO_COVER_KEY) {
      res.setHeader("content-type", "image/svg+xml; charset=utf-8");
      res.setHeader("cache-control", "public, max-age=86400");
      return void res.send(demoCoverSvg());
    }
    const match = COVER_KEY.exec(String(req.params.key ?? ""));
    sendPublicMedia(
      req,
      res,
      match && {
        dir: coverDir(deps.config),
        name: match[0],
        contentType: match[1] === "webp" ? "image/webp" : "image/jpeg",
      },
    );
  });
  return router;
}
