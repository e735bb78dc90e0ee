import { Router, type Request, type Response } from "express";
import type { AppDeps } from "../app-deps.js";
import { checkUnsubscribeToken, unsubscribeByToken, unsubscribePage } from "../domains/notices/index.js";
import { DomainError } from "../shared/domain-error.js";

const html = (res: Response, status: number, body: string) =>
  res.status(status).type("html").setHeader("cache-control", "no-store").send(body);

/**
 * The notice e-mails' unsubscribe link, /notices/unsubscribe?token=…&lang=…: GET shows a confirm page
 * (so a mail scanner following links turns nothing off), POST turns that kind's e-mail off — also the
 * RFC 8058 one-click POST a mail client sends. A tampered or malformed token is refused (2081) and
 * changes nothing.
 */
export function noticeUnsubscribeRoutes(deps: AppDeps): Router {
  const router = Router();
  const secret = deps.config.SESSION_SECRET;
  const token = (req: Request) => req.query.token;
  router.get("/notices/unsubscribe", (req, res) => {
    try {
      const { kind } = checkUnsubscribeToken(secret, token(req));
      html(res, 200, unsubscribePage(req.query.lang, { state: "ask", kind, action: req.originalUrl }));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      html(res, 400, unsubscribePage(req.query.lang, { state: "invalid" }));
    }
  });
  router.post("/notices/unsubscribe", (req, res, next) => {
    unsubscribeByToken(deps.dataSource, secret, token(req)).then(
      ({ kind }) => html(res, 200, unsubscribePage(req.query.lang, { state: "done", kind })),
      (error: unknown) => {
        if (error instanceof DomainError)
          html(res, 400, unsubscribePage(req.query.lang, { state: "invalid" }));
        else next(error);
      },
    );
  });
  return router;
}
