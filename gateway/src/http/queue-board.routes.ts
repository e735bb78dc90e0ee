import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import { Router, type RequestHandler } from "express";
import { QUEUES } from "@vitrine/schema";
import type { AppDeps } from "../app-deps.js";
import { mayUseStaffOperation, recordAudit, staffRefusal } from "../domains/audit/index.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { DomainError } from "../shared/domain-error.js";
import { getRequestMeta } from "./request-meta.js";
import { sendDomainError } from "./send-domain-error.js";

export const QUEUE_BOARD_PATH = "/admin/queues";

/**
 * Staff only: a session (cookie or `token` header) whose roles run `queuesManage` with 2FA on, as
 * every staff operation (1010 for visitors, 2017 without the role, 2055 without 2FA). Every action
 * that changes a job (retry, promote, clean, remove, pause: anything but GET) and every refused staff
 * attempt is written to the staff audit log.
 */
function staffOnly(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const { reqId, ip } = getRequestMeta(req);
    const auth = RequestAuth.fromRequest(deps, req, ip);
    try {
      const { user } = await auth.require();
      const refusal = mayUseStaffOperation(user, "queuesManage")
        ? null
        : staffRefusal(user, ["queuesManage"]);
      const change = req.method !== "GET" && req.method !== "HEAD";
      if (refusal !== null || change) {
        if (user.role === "staff") {
          await recordAudit(deps.dataSource, {
            actorUserId: user.id,
            actorRoles: user.staffRoles,
            operation: "queueBoard",
            kind: change ? "mutation" : "query",
            target: null,
            outcome: refusal ?? "OK",
            args: { method: req.method, path: req.path.slice(0, 200) },
            requestId: reqId,
            ip,
          });
        }
        if (refusal !== null) throw new DomainError(refusal);
      }
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      res.setHeader("cache-control", "no-store");
      next();
    } catch (error) {
      if (!(error instanceof DomainError)) return next(error);
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      await sendDomainError(req, res, error, auth, deps.logger);
    }
  };
}

/** The BullMQ board (@bull-board) over every queue, at /admin/queues, behind staffOnly. */
export function queueBoardRoutes(deps: AppDeps): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: Object.values(QUEUES).map((name) => new BullMQAdapter(deps.queues.get(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: "Vitrine queues" } },
  });
  const router = Router();
  router.use(QUEUE_BOARD_PATH, staffOnly(deps), serverAdapter.getRouter() as RequestHandler);
  return router;
}
