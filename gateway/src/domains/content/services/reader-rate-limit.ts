import type { AppDeps } from "../../../app-deps.js";
import { consumeRateLimit } from "../../../shared/rate-limit.js";

export type ContentPublicQuery = "contentItems" | "contentItem";

/**
 * The reader lists and articles are public reads like the catalog's: one per-IP budget per query
 * (PUBLIC_QUERY_RATE_PER_MINUTE a minute, the same window as catalog's limitPublicQuery), refused with
 * RATE_LIMITED (9429) once spent, so a scraper cannot page through everything at will.
 */
export function limitContentQuery(
  deps: Pick<AppDeps, "redis" | "config">,
  ip: string,
  query: ContentPublicQuery,
): Promise<void> {
  return consumeRateLimit(
    deps.redis,
    deps.config.QUEUE_PREFIX,
    `public-query:${query}:${ip}`,
    deps.config.PUBLIC_QUERY_RATE_PER_MINUTE,
    60,
  );
}
