import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { kycFileByKey, mayReadKycFile, readKycFile } from "../domains/kyc/services/kyc-files.service.js";
import { recordAudit } from "../domains/audit/services/record-audit.service.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { getRequestMeta } from "./request-meta.js";
import { sendCatalogueError } from "./send-domain-error.js";

/**
 * GET /media/kyc/:key: an ID photo or selfie, for its owner and compliance staff only (audited). Everyone else — another
 * member, a visitor, an expired session — gets the same 404 as for a key that does not exist. The
 * file is sealed on disk; the original bytes are decrypted here for the allowed viewer only. Never
 * cached by browsers or proxies.
 */
export function kycMediaRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/media/kyc/:key", async (req, res) => {
    const notFound = () => {
      res.setHeader("cache-control", "private, no-store");
      return sendCatalogueError(req, res, "NOT_FOUND");
    };
    const file = await kycFileByKey(deps.dataSource.manager, req.params.key);
    if (!file) return notFound();
    const viewer = await RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip).viewer();
    if (!mayReadKycFile(file, viewer)) return notFound();
    // Staff reading someone's ID photo is personal data: it goes to the staff audit log.
    if (viewer && String(viewer.id) !== file.userId) {
      await recordAudit(deps.dataSource, {
        actorUserId: viewer.id,
        actorRoles: viewer.staffRoles,
        operation: "readKycFile",
        kind: "query",
        target: { type: "kyc_file", id: String(file.id) },
        outcome: "OK",
        requestId: getRequestMeta(req).reqId,
        ip: getRequestMeta(req).ip,
      });
    }
    const bytes = await readKycFile(deps, file);
    if (!bytes) return notFound();
    res.status(200);
    res.set({
      "content-type": file.mime,
      "content-length": String(bytes.length),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    res.end(bytes);
  });
  return router;
}
