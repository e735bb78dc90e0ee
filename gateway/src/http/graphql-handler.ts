import type { IncomingMessage, ServerResponse } from "node:http";
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from "@apollo/server";
import type { AppDeps } from "../app-deps.js";
import type { GraphQLContext } from "../graphql/context.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { RequestLanguage } from "../i18n/language.js";
import { getRequestMeta } from "./request-meta.js";
import { finishGraphQLAnswer, languageOf, sendRequestError } from "./graphql-answer.js";
import { setGraphQLSecurityHeaders } from "./security-headers.js";

/** Largest GraphQL request body accepted. */
export const MAX_GRAPHQL_BODY_BYTES = 1_000_000;

class BodyTooLargeError extends Error {}

/** How long an over-size body is still drained (so the client can read the 413) before the socket is cut. */
const OVERSIZE_DRAIN_MS = 5_000;

/**
 * Reads the body up to `limit` bytes. A declared Content-Length over the limit is refused before
 * anything is read. A body that grows past it is refused at once and the rest is discarded unread
 * (not kept), so the caller receives the 413 instead of a reset connection; a sender that keeps
 * going past OVERSIZE_DRAIN_MS is cut off.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    discardRest(req);
    return Promise.reject(new BodyTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.off("end", onEnd);
        chunks.length = 0;
        discardRest(req);
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString("utf8"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

function discardRest(req: IncomingMessage): void {
  req.resume();
  const timer = setTimeout(() => req.destroy(), OVERSIZE_DRAIN_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

/**
 * `/graphql` served straight from node:http: Apollo's request pipeline without Express in front of it,
 * which measured the largest single gain on a list query. Everything else goes to the Express app.
 */
export function createGraphQLHandler(server: ApolloServer<GraphQLContext>, deps: AppDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { reqId, ip } = getRequestMeta(req);
    setGraphQLSecurityHeaders(res, deps.config);
    const auth = RequestAuth.fromRequest(deps, req, ip);
    let body: unknown = undefined;
    if (req.method === "POST") {
      let raw: string;
      try {
        raw = await readBody(req, MAX_GRAPHQL_BODY_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          res.setHeader("connection", "close");
          return sendRequestError(req, res, auth, 413, "validation.bodyTooLarge", {
            max: MAX_GRAPHQL_BODY_BYTES,
          });
        }
        throw error;
      }
      const contentType = req.headers["content-type"] ?? "";
      if (contentType.includes("application/json")) {
        try {
          body = raw.length ? JSON.parse(raw) : undefined;
        } catch {
          return sendRequestError(req, res, auth, 400, "validation.json");
        }
      } else {
        body = raw;
      }
    }

    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = req.url ?? "/graphql";
    const queryIndex = url.indexOf("?");
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      headers,
      search: queryIndex >= 0 ? url.slice(queryIndex) : "",
      body,
    };

    const language: RequestLanguage = languageOf(req, auth, body);
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: async () => ({ deps, reqId, ip, logger: deps.logger.child({ reqId }), auth, language }),
    });
    // Errors in the caller's language, and the status GraphQL over HTTP asks for (graphql-answer.ts).
    // Done before the headers: deciding the language may read the session, which may renew its cookie.
    const { body: answerBody } = response;
    let status = response.status ?? 200;
    let text: string | undefined;
    if (answerBody.kind === "complete") {
      const contentType = response.headers.get("content-type");
      ({ status, body: text } = await finishGraphQLAnswer(status, contentType, answerBody.string, language));
    }
    for (const [key, value] of response.headers) res.setHeader(key, value);
    // Session cookies set or cleared while resolving (login, logout, an expired token).
    if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
    res.statusCode = status;
    if (answerBody.kind === "complete") {
      res.end(text);
      return;
    }
    for await (const chunk of answerBody.asyncIterator) res.write(chunk);
    res.end();
  };
}
