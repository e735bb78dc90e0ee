import { existsSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { clientPage } from "./client-page.js";
import type { SharePreviews } from "./share-preview-head.js";
import { sendPrecompressed } from "./precompressed-static.js";
import { sendCatalogueError } from "./send-domain-error.js";

/** Hashed file names never change content: browsers keep them a year without asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files beside index.html (favicon…). */
const SHORT = "public, max-age=3600";

/** Paths the gateway answers itself; everything else that is a page falls back to the client. */
const API_PREFIXES = [
  "/graphql",
  "/media/",
  "/dev/",
  "/healthz",
  "/readyz",
  "/auth/",
  "/callbacks/",
  "/sandbox/",
];

/**
 * Serves the built client (one port for everything) with history-mode fallback: any GET for a page
 * that is not a file or an API path receives index.html. Hashed assets are cached for a year. Text
 * files go out in the build's precompressed brotli or gzip copy when the browser accepts one
 * (precompressed-static.ts), so the JavaScript of the first page crosses the network compressed.
 * The page itself names the chunks the URL will need (client-page.ts).
 */
export function clientStaticRoutes(distDir: string, previews: SharePreviews | null = null): Router | null {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return null;
  const router = Router();
  const assets = path.join(distDir, "assets");
  router.use("/assets", sendPrecompressed(assets, { cacheControl: IMMUTABLE }));
  router.use("/assets", express.static(assets, { immutable: true, maxAge: "365d" }));
  // A chunk of an older build is gone: 404 (never the page, never a 500), so the client reloads.
  router.use("/assets", (req, res) => void sendCatalogueError(req, res, "NOT_FOUND"));
  router.use(sendPrecompressed(distDir, { cacheControl: SHORT }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  const page = clientPage(distDir, previews);
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(prefix))) return next();
    page(req, res);
  });
  return router;
}
