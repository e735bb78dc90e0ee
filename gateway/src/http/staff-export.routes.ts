import { Router, type Request, type Response } from "express";
import type { StaffOperation } from "@vitrine/schema";
import type { AppDeps } from "../app-deps.js";
import { recordAudit, staffRefusal } from "../domains/audit/index.js";
import {
  AUDIT_EXPORT_HEADERS,
  auditLogRows,
  MEMBER_EXPORT_HEADERS,
  MEMBER_VIEWS,
  memberActivityRows,
  writeSheet,
  type MemberView,
} from "../domains/staff-console/index.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { DomainError } from "../shared/domain-error.js";
import { getRequestMeta } from "./request-meta.js";
import { sendDomainError } from "./send-domain-error.js";

function text(req: Request, name: string, max = 254): string | null {
  const v = req.query[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : null;
}

type Rows = (string | number)[][];

/**
 * "Export to Excel" of the staff console's lists (session by cookie or `token` header, 2FA-on staff
 * with the list's operation; 1010 / 2017 / 2055 otherwise). Each download is written to the staff
 * audit log like the GraphQL call behind the page.
 *
 * - GET /exports/staff/member-activity.xlsx?userId=&view= (memberLookup)
 * - GET /exports/staff/audit-log.xlsx?actor=&operation=&from=&to= (auditRead; newest 5,000 rows)
 */
export function staffExportRoutes(deps: AppDeps): Router {
  const router = Router();
  const serve = (
    path: string,
    operation: StaffOperation,
    load: (
      req: Request,
    ) => Promise<{ name: string; headers: string[]; rows: Rows; args: Record<string, unknown> }>,
  ) =>
    router.get(path, async (req: Request, res: Response) => {
      const meta = getRequestMeta(req);
      const auth = RequestAuth.fromRequest(deps, req, meta.ip);
      let sheet: Awaited<ReturnType<typeof load>>;
      try {
        const { user } = await auth.require();
        const refusal = staffRefusal(user, [operation]);
        if (refusal) throw new DomainError(refusal);
        sheet = await load(req);
        await recordAudit(deps.dataSource, {
          actorUserId: user.id,
          actorRoles: user.staffRoles,
          operation: `export:${path.split("/").pop()}`,
          kind: "query",
          target: null,
          outcome: "OK",
          args: { ...sheet.args, rows: sheet.rows.length },
          requestId: meta.reqId,
          ip: meta.ip,
        });
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
        "content-disposition": `attachment; filename="${sheet.name}.xlsx"`,
        "cache-control": "private, no-store",
      });
      try {
        await writeSheet(res, sheet.name, sheet.headers, sheet.rows);
      } catch (error) {
        deps.logger.error({ err: error, path: req.path }, "staff export failed");
        res.destroy();
      }
    });

  serve("/exports/staff/member-activity.xlsx", "memberLookup", async (req) => {
    const userId = text(req, "userId", 20) ?? "";
    const view = text(req, "view", 16) as MemberView | null;
    if (!/^[1-9]\d{0,18}$/.test(userId))
      throw new DomainError("DATA_ERROR", { field: "userId", reason: "validation.id" });
    if (!view || !(MEMBER_VIEWS as readonly string[]).includes(view))
      throw new DomainError("DATA_ERROR", { field: "view", reason: "validation.oneOf" });
    return {
      name: `member-${userId}-${view.toLowerCase()}`,
      headers: MEMBER_EXPORT_HEADERS,
      rows: await memberActivityRows(deps, userId, view),
      args: { userId, view },
    };
  });

  serve("/exports/staff/audit-log.xlsx", "auditRead", async (req) => {
    const filter = {
      actor: text(req, "actor"),
      operation: text(req, "operation", 64),
      from: text(req, "from", 10),
      to: text(req, "to", 10),
    };
    return {
      name: "staff-audit-log",
      headers: AUDIT_EXPORT_HEADERS,
      rows: await auditLogRows(deps.dataSource, filter),
      args: filter,
    };
  });
  return router;
}
