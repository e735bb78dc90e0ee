import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppDeps } from "../app-deps.js";
import { checkOperationArguments } from "../graphql/argument-bounds.js";
import type { GraphQLContext } from "../graphql/context.js";
import type { HotOperations } from "../graphql/jit.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { languageOf } from "./graphql-answer.js";
import { getRequestMeta } from "./request-meta.js";
import { setGraphQLSecurityHeaders } from "./security-headers.js";

/*
 * The GET fast path of automatic persisted queries for the hot public reads (the order book):
 * `GET /graphql?operationName=…&variables=…&extensions={"persistedQuery":{"version":1,"sha256Hash":…}}`
 * naming an operation that Apollo has already parsed, validated and answered through the compiled
 * executor (graphql/jit.ts, HotOperations) runs that compiled function straight away and writes its
 * data — no Apollo request pipeline per request. It answers only what Apollo would answer the same way:
 * anything else — an unknown hash, a query text, a missing CSRF-prevention header, a content type or
 * Accept it does not know, variables that are not an object, an argument out of bounds, any error in
 * the result — goes to Apollo unchanged (the resolvers are pure reads, so running them again for an
 * error is safe), and Apollo answers it with its codes, statuses and language as for every request.
 *
 * A visitor's page is public: it may be cached briefly (PUBLIC_MAX_AGE_SECONDS) by the browser and
 * shared caches; a signed-in member's page (isMine) is not.
 */

export const PUBLIC_MAX_AGE_SECONDS = 5;

const JSON_TYPE = "application/json; charset=utf-8";
const GRAPHQL_RESPONSE_TYPE = "application/graphql-response+json; charset=utf-8";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The content type Apollo would choose for this Accept header, or null when the choice is not
 * obvious (Apollo then answers, with its own negotiation).
 */
export function chooseContentType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  let json = { q: 0, exact: false };
  let graphql = { q: 0, exact: false };
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) return null;
    const type = range.trim();
    if (type === "application/json") json = { q, exact: true };
    else if (type === "application/graphql-response+json") graphql = { q, exact: true };
    else if (type === "application/*" || type === "*/*") {
      if (!json.exact && q > json.q) json = { q, exact: false };
      if (!graphql.exact && q > graphql.q) graphql = { q, exact: false };
    }
  }
  if (json.q === 0 && graphql.q === 0) return null;
  if (json.q > graphql.q) return JSON_TYPE;
  if (graphql.q > json.q) return GRAPHQL_RESPONSE_TYPE;
  return json.exact || graphql.exact ? null : JSON_TYPE;
}

/** Apollo's CSRF prevention: a GET must carry a header a simple cross-site request cannot. */
function passesCsrfPrevention(req: IncomingMessage): boolean {
  const has = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" && value.length > 0;
  };
  return has("apollo-require-preflight") || has("x-apollo-operation-name") || has("content-type");
}

/** Parses a JSON search parameter given at most once; undefined when absent, null when unusable. */
function jsonParam(params: URLSearchParams, name: string): unknown {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) return null;
  try {
    return JSON.parse(values[0]!);
  } catch {
    return null;
  }
}

export function createPersistedGetHandler(deps: AppDeps, hot: HotOperations) {
  /** Answers the request and returns true, or returns false having written nothing (Apollo answers). */
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = req.url ?? "";
    const queryIndex = url.indexOf("?");
    if (req.method !== "GET" || queryIndex < 0) return false;
    const params = new URLSearchParams(url.slice(queryIndex + 1));
    if (params.has("query")) return false;
    const extensions = jsonParam(params, "extensions");
    const persisted = isRecord(extensions) ? extensions.persistedQuery : undefined;
    if (!isRecord(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== "string")
      return false;
    const entry = hot.get(persisted.sha256Hash);
    if (!entry) return false;

    const contentType = req.headers["content-type"];
    if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) return false;
    if (!passesCsrfPrevention(req)) return false;
    const answerType = chooseContentType(req.headers.accept);
    if (!answerType) return false;
    const names = params.getAll("operationName");
    if (names.length > 1 || (names.length === 1 && names[0] !== entry.operation.name?.value)) return false;
    const variables = jsonParam(params, "variables") ?? {};
    if (!isRecord(variables)) return false;
    const queryType = entry.schema.getQueryType();
    if (!queryType || checkOperationArguments(queryType, entry.operation, entry.document, variables)) {
      return false;
    }

    const { reqId, ip } = getRequestMeta(req);
    const auth = RequestAuth.fromRequest(deps, req, ip);
    let logger: GraphQLContext["logger"] | undefined;
    const context: GraphQLContext = {
      deps,
      reqId,
      ip,
      // The request's child logger only if a resolver logs (most pages never do).
      get logger() {
        return (logger ??= deps.logger.child({ reqId }));
      },
      auth,
      language: languageOf(req, auth),
    };
    let data: unknown;
    try {
      const result = await entry.compiled.query(undefined, context, variables);
      if (result.errors?.length || !result.data) return false;
      data = result.data;
    } catch {
      return false;
    }

    setGraphQLSecurityHeaders(res, deps.config);
    res.setHeader("content-type", answerType);
    const visitor = (await auth.session()) === null;
    res.setHeader(
      "cache-control",
      visitor ? `public, max-age=${PUBLIC_MAX_AGE_SECONDS}` : "private, no-store",
    );
    res.setHeader("vary", "Cookie, Accept");
    if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
    res.statusCode = 200;
    // As Apollo writes a result: `{"data":…}` and a newline.
    res.end(`${JSON.stringify({ data })}\n`);
    return true;
  };
}
