import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ApolloServer } from "@apollo/server";
import type { AppDeps } from "../app-deps.js";
import type { GraphQLContext } from "../graphql/context.js";
import { redactUrl } from "../logger.js";
import { httpRouteOf, observeHttp } from "../observability/metrics.js";
import { createExpressApp } from "./express-app.js";
import { createGraphQLHandler } from "./graphql-handler.js";
import { hotOperationsOf } from "../graphql/jit.js";
import { createPersistedGetHandler } from "./persisted-get.js";
import { catalogueExtensions, errorBody } from "../i18n/error-message.js";
import { restLanguage } from "./send-domain-error.js";
import { clientIpOf, compileTrustProxy, requestIdOf, setRequestMeta } from "./request-meta.js";

/**
 * The one HTTP server: assigns a request id, logs one line per request, sends `/graphql` to the
 * node:http GraphQL handler and everything else to Express.
 */
export function createHttpServer(deps: AppDeps, apollo: ApolloServer<GraphQLContext>): Server {
  const express = createExpressApp(deps);
  const apolloGraphql = createGraphQLHandler(apollo, deps);
  // Persisted GETs of hot reads first (answered without Apollo's pipeline, or passed on untouched).
  const hot = hotOperationsOf(apollo);
  const persistedGet = hot && createPersistedGetHandler(deps, hot);
  const graphql = persistedGet
    ? async (req: IncomingMessage, res: ServerResponse) => {
        if (req.method !== "GET" || !(await persistedGet(req, res))) await apolloGraphql(req, res);
      }
    : apolloGraphql;
  // One client address for GraphQL and Express alike (attempt limits, sessions, audit).
  const trustProxy = compileTrustProxy(deps.config.TRUST_PROXY);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    setRequestMeta(req, { reqId, ip: clientIpOf(req, trustProxy) });
    res.setHeader("x-request-id", reqId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeHttp(req.method, httpRouteOf(req), res.statusCode, ms / 1000);
      deps.logger.info(
        {
          reqId,
          method: req.method,
          // Query strings of sensitive routes (KYC media, sandbox, callbacks) never reach the log.
          url: redactUrl(req.url),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    const path = (req.url ?? "/").split("?", 1)[0];
    if (path === "/graphql") {
      graphql(req, res).catch(async (error: unknown) => {
        deps.logger.error({ err: error, reqId }, "graphql handler failed");
        const locale = await restLanguage(req).resolve();
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader("content-type", "application/json; charset=utf-8");
        }
        res.end(JSON.stringify(errorBody(catalogueExtensions("INTERNAL"), locale)));
      });
      return;
    }
    express(req, res);
  });
}
