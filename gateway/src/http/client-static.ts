import { existsSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";

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
 * that is not a file or an API path receives index.html. Hashed assets are cached for a year.
 */
export function clientStaticRoutes(distDir: string): Router | null {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return null;
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(prefix))) return next();
    res.setHeader("cache-control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}
