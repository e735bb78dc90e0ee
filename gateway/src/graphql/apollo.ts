import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { GraphQLContext } from "./context.js";
import { argumentBoundsPlugin } from "./argument-bounds.js";
import { createFormatError } from "./format-error.js";
import { HotOperations, jitPlugin, linkHotOperations } from "./jit.js";
import { graphqlLimits } from "./limits.js";
import { graphqlMetricsPlugin } from "./metrics-plugin.js";

/**
 * Apollo Server with the protections every request gets: CSRF prevention, no batched HTTP requests,
 * graphql-armor's depth, alias, cost, directive and token limits (limits.ts), field suggestions
 * hidden in production, introspection and stack traces only outside production. The cache-control
 * plugin is off: it wraps every field resolver and Vitrine does not use HTTP caching of GraphQL.
 */
export function createApolloServer(
  schema: GraphQLSchema,
  config: Config,
  logger: Logger,
): ApolloServer<GraphQLContext> {
  const development = config.NODE_ENV === "development";
  const limits = graphqlLimits(config);
  const hot = new HotOperations();
  const server = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // main.ts stops the instance on SIGTERM/SIGINT in order (HTTP drained first, then Apollo). Apollo's
    // own handlers (on by default outside NODE_ENV=test) would stop it at the signal, failing the
    // requests the drain is waiting for ("Cannot execute GraphQL operations while the server is stopping").
    stopOnTerminationSignals: false,
    // A development tool: off in production, and off a loopback HOST unless DEV_TOOLS=1 (config.ts).
    introspection: config.devTools,
    includeStacktraceInErrorResponses: development,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    // One error shape (docs/ERRORS.md); the /graphql handler renders messages in the caller's language.
    formatError: createFormatError(logger, development),
    plugins: [
      ...limits.plugins,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      // Issue 20 safety net: no string argument over MAX_ANY_STRING, no negative Int (argument-bounds.ts).
      argumentBoundsPlugin<GraphQLContext>(),
      // /metrics: latency per operation name and errors per catalogue code (observability/).
      graphqlMetricsPlugin<GraphQLContext>(),
      // Compiled execution for the hot public reads (jit.ts); every other operation runs on graphql-js.
      jitPlugin<GraphQLContext>(["orderBook"], hot),
      ...(config.production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  });
  // Persisted GETs of those hot operations skip Apollo's per-request pipeline (http/persisted-get.ts).
  linkHotOperations(server, hot);
  return server;
}
