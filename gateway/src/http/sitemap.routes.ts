import { Router } from "express";
import type { AppDeps } from "../app-deps.js";
import { buildSitemap } from "../domains/content/index.js";

/** How long one built sitemap is reused: crawlers ask often, content changes seldom. */
const CACHE_MS = 60_000;

/** GET /sitemap.xml: published content, cards and releases in every language (content domain). */
export function sitemapRoutes(deps: AppDeps): Router {
  const router = Router();
  let cached: { xml: string; at: number } | null = null;
  let building: Promise<string> | null = null;
  router.get("/sitemap.xml", async (_req, res) => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      // One build at a time: concurrent crawlers share it.
      building ??= buildSitemap(deps).finally(() => {
        building = null;
      });
      cached = { xml: await building, at: Date.now() };
    }
    res.setHeader("content-type", "application/xml; charset=utf-8");
    res.setHeader("cache-control", "public, max-age=60");
    res.send(cached.xml);
  });
  return router;
}
