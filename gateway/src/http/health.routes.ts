import { Router } from "express";
import type { AppDeps } from "../app-deps.js";

/** Rejects after `ms` so a hung dependency cannot hang the readiness probe. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    );
  });
}

/** `/healthz`: the process is alive. `/readyz`: MySQL and Redis answer, else 503. */
export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const [mysql, redis] = await Promise.allSettled([
      withTimeout(deps.dataSource.query("SELECT 1"), 2000),
      withTimeout(deps.redis.ping(), 2000),
    ]);
    const checks = {
      mysql: mysql.status === "fulfilled" ? "up" : "down",
      redis: redis.status === "fulfilled" ? "up" : "down",
    };
    const ready = checks.mysql === "up" && checks.redis === "up";
    if (!ready) deps.logger.warn({ checks }, "not ready");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks });
  });
  return router;
}
