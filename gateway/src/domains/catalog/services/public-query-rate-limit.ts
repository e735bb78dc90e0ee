import type { AppDeps } from "../../../app-deps.js";
import { consumeRateLimit } from "../../../shared/rate-limit.js";

/** The public reads that run a LIKE scan or a counted, joined page: worth a budget per client. */
export type ExpensivePublicQuery = "search" | "cards" | "orderBook" | "cardDetail";

/** Window of the per-IP budget (PUBLIC_QUERY_RATE_PER_MINUTE requests per query per window). */
export const PUBLIC_QUERY_WINDOW_SECONDS = 60;

/**
 * Counts one expensive public read for the caller's IP (the context's, which honours TRUST_PROXY)
 * and refuses it with RATE_LIMITED (9429, the seconds to wait in `remainingTime`) once the IP has
 * spent PUBLIC_QUERY_RATE_PER_MINUTE of that query in the current minute. Visitors and members
 * alike: these reads need no session, so the IP is what identifies a scraper.
 */
export function limitPublicQuery(
  deps: Pick<AppDeps, "redis" | "config">,
  ip: string,
  query: ExpensivePublicQuery,
): Promise<void> {
  return consumeRateLimit(
    deps.redis,
    deps.config.QUEUE_PREFIX,
    `public-query:${query}:${ip}`,
    deps.config.PUBLIC_QUERY_RATE_PER_MINUTE,
    PUBLIC_QUERY_WINDOW_SECONDS,
  );
}
