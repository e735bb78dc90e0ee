import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { listMailbox } from "../domains/mail/services/list-mailbox.service.js";
import { escapeHtml } from "../shared/html.js";

/**
 * Development mailbox (never mounted in production): `/dev/mail` for people, `/dev/mail.json?to=` for
 * tests. Shows what Vitrine sent, newest first, whether it went out through SMTP or was kept.
 */
export function devMailRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/dev/mail.json", async (req, res) => {
    const to = typeof req.query.to === "string" && req.query.to ? req.query.to : undefined;
    const messages = await listMailbox(deps.dataSource, to);
    res.json(
      messages.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt })),
    );
  });
  router.get("/dev/mail", async (req, res) => {
    const to = typeof req.query.to === "string" && req.query.to ? req.query.to : undefined;
    const messages = await listMailbox(deps.dataSource, to);
    const items = messages
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.to)} · ${escapeHtml(
            m.createdAt,
          )} · ${escapeHtml(m.status)}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrine · dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;background:#1a1b1e;color:#e9ecef;max-width:860px;margin:2rem auto;padding:0 1rem}
article{background:#25262b;border-radius:8px;padding:1rem;margin:0 0 1rem}pre{white-space:pre-wrap;font-family:inherit}
input{padding:.4rem;border-radius:6px;border:1px solid #444;background:#141517;color:inherit}small{color:#909296}</style></head>
<body><h1>Development mailbox</h1><form><input name="to" placeholder="filter by recipient" value="${escapeHtml(to ?? "")}"> <button>Filter</button></form>
<p><small>${messages.length} message(s), newest first. JSON: <a href="/dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ""}" style="color:#74c0fc">/dev/mail.json</a></small></p>
${items || "<p>No mail yet.</p>"}</body></html>`);
  });
  return router;
}
