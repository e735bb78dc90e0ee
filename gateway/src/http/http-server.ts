import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ApolloServer } from "@apollo/server";
import type { AppDeps } from "../app-deps.js";
import type { GraphQLContext } from "../graphql/context.js";
import { redactUrl } from "../logger.js";
import { httpRouteOf, observeHttp } from "../observability/metrics.js";
import { enterRequestContext } from "../observability/request-context.js";
import { createExpressApp } from "./express-app.js";
import { createGraphQLHandler } from "./graphql-handler.js";
import { hotOperationsOf } from "../graphql/jit.js";
import { createPersistedGetHandler } from "./persisted-get.js";
import { catalogueExtensions, errorBody } from "../i18n/error-message.js";
import { restLanguage } from "./send-domain-error.js";
import { clientIpOf, compileTrustProxy, requestIdOf, setRequestMeta } from "./request-meta.js";

/** Requests this server is answering, and whether it is draining (see drainHttpServer). */
interface InFlight {
  responses: Set<ServerResponse>;
  draining: boolean;
}
const inFlightOf = new WeakMap<Server, InFlight>();

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
  const inFlight: InFlight = { responses: new Set(), draining: false };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    inFlight.responses.add(res);
    res.once("close", () => inFlight.responses.delete(res));
    // A draining instance answers what reaches it, then closes the connection (no keep-alive reuse).
    if (inFlight.draining) res.setHeader("connection", "close");
    const reqId = requestIdOf(req);
    setRequestMeta(req, { reqId, ip: clientIpOf(req, trustProxy) });
    enterRequestContext(reqId);
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
  inFlightOf.set(server, inFlight);
  return server;
}

/**
 * Drains the server for a rolling restart: stops accepting connections, closes the idle keep-alive
 * ones now, lets the requests in flight finish (their connections close after the answer), and cuts
 * whatever is still open after `graceMs` (a request waiting on a dependency that never answers).
 * Resolves when every connection is closed; "cut" when the grace ran out.
 */
export async function drainHttpServer(server: Server, graceMs: number): Promise<"drained" | "cut"> {
  const inFlight = inFlightOf.get(server);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (inFlight) {
    inFlight.draining = true;
    for (const res of inFlight.responses) if (!res.headersSent) res.setHeader("connection", "close");
  }
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), graceMs);
  });
  const outcome = await Promise.race([closed.then(() => "drained" as const), late]);
  clearTimeout(timer);
  if (outcome === "drained") return outcome;
  server.closeAllConnections();
  await closed;
  return "cut";
}
