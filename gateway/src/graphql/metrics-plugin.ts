import type { ApolloServerPlugin } from "@apollo/server";
import { errorsTotal, graphqlDuration, operationLabel } from "../observability/metrics.js";

/**
 * Apollo plugin: one latency observation per operation (name, query/mutation/subscription, ok or
 * error) and one count per error by its catalogue code (extensions.errorCode / code).
 */
export function graphqlMetricsPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse(ctx) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const body = ctx.response.body;
          const errors = body.kind === "single" ? (body.singleResult.errors ?? []) : [];
          graphqlDuration.observe(
            {
              operation: operationLabel(ctx.operationName ?? ctx.operation?.name?.value),
              type: ctx.operation?.operation ?? "unknown",
              outcome: errors.length ? "error" : "ok",
            },
            seconds,
          );
          for (const error of errors) {
            const ext = (error.extensions ?? {}) as { errorCode?: unknown; code?: unknown };
            errorsTotal.inc({
              code: typeof ext.errorCode === "number" ? String(ext.errorCode) : "unknown",
              name: typeof ext.code === "string" ? ext.code.slice(0, 64) : "UNKNOWN",
            });
          }
        },
      };
    },
  };
}
