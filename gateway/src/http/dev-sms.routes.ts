import { Router } from "express";
import { listSmsBox } from "../adapters/sms/list-sms-box.service.js";
import type { AppDeps } from "../app-deps.js";
import { escapeHtml } from "../shared/html.js";

/**
 * Development SMS box (never mounted in production): `/dev/sms` for people, `/dev/sms.json?to=` for
 * tests (`to` is the full number, e.g. +886912345678). Shows the KYC phone codes Vitrine produced,
 * newest first, whether they went to the provider or were only kept.
 */
export function devSmsRoutes(deps: AppDeps): Router {
  const router = Router();
  const recipient = (value: unknown) => (typeof value === "string" && value ? value.trim() : undefined);
  router.get("/dev/sms.json", async (req, res) => {
    const messages = await listSmsBox(deps.dataSource, recipient(req.query.to));
    res.json(messages.map(({ to, body, status, createdAt }) => ({ to, body, status, createdAt })));
  });
  router.get("/dev/sms", async (req, res) => {
    const to = recipient(req.query.to);
    const messages = await listSmsBox(deps.dataSource, to);
    const items = messages
      .map(
        (m) =>
          `<article><small>to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(
            m.status,
          )}</small><pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join("");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrine · dev SMS box</title>
<style>body{font-family:system-ui,sans-serif;background:#1a1b1e;color:#e9ecef;max-width:860px;margin:2rem auto;padding:0 1rem}
article{background:#25262b;border-radius:8px;padding:1rem;margin:0 0 1rem}pre{white-space:pre-wrap;font-family:inherit;margin:.5rem 0 0}
input{padding:.4rem;border-radius:6px;border:1px solid #444;background:#141517;color:inherit}small{color:#909296}</style></head>
<body><h1>Development SMS box</h1><form><input name="to" placeholder="filter by number, e.g. +886912345678" value="${escapeHtml(to ?? "")}"> <button>Filter</button></form>
<p><small>${messages.length} message(s), newest first. JSON: <a href="/dev/sms.json${to ? `?to=${encodeURIComponent(to)}` : ""}" style="color:#74c0fc">/dev/sms.json</a></small></p>
${items || "<p>No messages yet.</p>"}</body></html>`);
  });
  return router;
}
