import { IMAGE_MAX_BYTES } from "@vitrine/schema";
import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { mayUseStaffOperation, recordAudit } from "../domains/audit/index.js";
import { contentImageFile, storeContentImage } from "../domains/content/index.js";
import { DomainError } from "../shared/domain-error.js";
import { authedUpload } from "./authed-upload.js";
import { getRequestMeta } from "./request-meta.js";
import { readLimitedBody } from "./read-limited-body.js";
import { sendPublicMedia } from "./send-public-media.js";

/** Content images per staff member per hour: an article's worth of pictures many times over. */
const UPLOADS_PER_HOUR = 120;

/**
 * POST /uploads/content-image (raw JPEG/PNG/WebP body; staff with contentManage only, session by
 * cookie or `token` header) answers `{ url: "/media/content/<random>.webp" }`; each upload is written
 * to the staff audit log. GET /media/content/:file serves the stored images (public: readers see them
 * in published articles and banners).
 */
export function contentImageRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    "/uploads/content-image",
    authedUpload(
      deps,
      { rateLimitKey: "content-image", uploadsPerHour: UPLOADS_PER_HOUR, closeOnError: true },
      async (req, user) => {
        if (!mayUseStaffOperation(user, "contentManage")) throw new DomainError("FORBIDDEN");
        const body = await readLimitedBody(req, IMAGE_MAX_BYTES - 1);
        const url = await storeContentImage(deps, body);
        await recordAudit(deps.dataSource, {
          actorUserId: user.id,
          actorRoles: user.staffRoles,
          operation: "uploadContentImage",
          kind: "mutation",
          target: null,
          outcome: "OK",
          args: { bytes: body.length },
          after: { url },
          requestId: getRequestMeta(req).reqId,
          ip: getRequestMeta(req).ip,
        });
        return { url };
      },
    ),
  );

  router.get("/media/content/:file", (req, res) => {
    const file = contentImageFile(deps.config, req.params.file);
    sendPublicMedia(req, res, file && { ...file, contentType: "image/webp" });
  });
  return router;
}
