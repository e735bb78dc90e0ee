import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { recordAudit } from "../domains/audit/index.js";
import { attachmentForViewer, readAttachment } from "../domains/business/index.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { getRequestMeta } from "./request-meta.js";
import { sendCatalogueError } from "./send-domain-error.js";

/**
 * GET /business/attachments/:key: an issuer application's attachment, for its uploader and staff
 * with issuerApplications (their reads are audited). Everyone else gets the same 404 as for an
 * unknown key. Sent as a download, never rendered inline under our origin, never cached.
 */
export function issuerApplicationDownloadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/business/attachments/:key", async (req, res) => {
    const notFound = () => {
      res.setHeader("cache-control", "private, no-store");
      return sendCatalogueError(req, res, "NOT_FOUND");
    };
    const viewer = await RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip).viewer();
    const found = await attachmentForViewer(deps.dataSource.manager, req.params.key, viewer);
    if (!found || !viewer) return notFound();
    if (found.byStaff) {
      await recordAudit(deps.dataSource, {
        actorUserId: viewer.id,
        actorRoles: viewer.staffRoles,
        operation: "readIssuerApplicationFile",
        kind: "query",
        target: { type: "issuer_application", id: String(found.row.applicationId) },
        outcome: "OK",
        requestId: getRequestMeta(req).reqId,
        ip: getRequestMeta(req).ip,
      });
    }
    const bytes = await readAttachment(deps, found.row);
    if (!bytes) return notFound();
    const ascii = found.row.originalName.replace(/[^\x20-\x7e]/g, "_");
    res.status(200);
    res.set({
      "content-type": found.row.mime,
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.row.originalName)}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    res.end(bytes);
  });
  return router;
}
