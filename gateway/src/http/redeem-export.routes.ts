import { Router, type Request } from "express";
import type { AppDeps } from "../app-deps.js";
import { writeRedemptionExport, type PanelRedemptionFilter } from "../domains/redemption/index.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { DomainError } from "../shared/domain-error.js";
import { getRequestMeta } from "./request-meta.js";
import { sendDomainError } from "./send-domain-error.js";

function text(req: Request, name: string): string | null {
  const v = req.query[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
}

function date(req: Request, name: string): Date | null {
  const v = text(req, name);
  if (v === null) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()))
    throw new DomainError("DATA_ERROR", { field: name, reason: "validation.date" });
  return d;
}

/** The panel's filter from the query string (same meaning as GraphQL's RedemptionFilter). */
function filterOf(req: Request): PanelRedemptionFilter {
  const status = text(req, "status");
  if (status !== null && status !== "CLAIMED" && status !== "UNCLAIMED")
    throw new DomainError("DATA_ERROR", { field: "status", reason: "validation.oneOf" });
  return {
    status,
    from: date(req, "from"),
    to: date(req, "to"),
    code: text(req, "code")?.slice(0, 64) ?? null,
    memberEmail: text(req, "memberEmail")?.slice(0, 254) ?? null,
  };
}

/**
 * GET /exports/redeem-events/:eventId/redemptions.xlsx?status=&from=&to=&code=&memberEmail=&lang=
 * (session by cookie or `token` header): the event's redemptions as a streamed workbook for its
 * administrators (2014 for anyone else, 1010 for visitors), headers in `lang`, times in GMT+8.
 */
export function redeemExportRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/exports/redeem-events/:eventId/redemptions.xlsx", async (req, res) => {
    const auth = RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip);
    let write: Awaited<ReturnType<typeof writeRedemptionExport>>;
    try {
      const { user } = await auth.require();
      const eventId = String(req.params.eventId);
      write = await writeRedemptionExport(
        deps.dataSource.manager,
        user,
        eventId,
        filterOf(req),
        text(req, "lang") ?? "tw",
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      await sendDomainError(req, res, error, auth, deps.logger);
      return;
    }
    if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
    res.status(200);
    res.set({
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="redeem-event-${String(req.params.eventId)}-redemptions.xlsx"`,
      "cache-control": "private, no-store",
    });
    try {
      await write(res);
    } catch (error) {
      // Headers are gone: end the broken download (the client sees a truncated file) and log it.
      deps.logger.error({ err: error, path: req.path }, "redemption export failed");
      res.destroy();
    }
  });
  return router;
}
