import { serverAudits, type AuditResult } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Issue 22 part 3: /graphql follows the GraphQL-over-HTTP specification, checked by the graphql-http
 * audit suite against a started gateway with its CSRF prevention on. The audit's requests go out
 * with the `apollo-require-preflight` header, as Vitrine's own client and any non-browser caller may
 * send it (a browser cannot send it cross-site without a CORS preflight, which the gateway does not
 * grant): the prevention stays on, and the last test shows it still refuses a simple GET.
 */

let t: TestGateway;
let results: AuditResult[];

beforeAll(async () => {
  t = await startTestGateway();
  const fetchFn = (input: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("apollo-require-preflight", "true");
    return fetch(input, { ...init, headers });
  };
  const audits = serverAudits({ url: `${t.url}/graphql`, fetchFn });
  results = [];
  // One at a time: the gateway shares two cores with the rest of the suite.
  for (const audit of audits) results.push(await audit.fn());
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const describeResult = (r: AuditResult) => `${r.id} ${r.name}${"reason" in r ? `: ${r.reason}` : ""}`;

describe("graphql-http server audit", () => {
  it("runs every audit", () => {
    expect(results.length).toBeGreaterThan(50);
  });

  it("reports no MUST failure", () => {
    expect(results.filter((r) => r.status === "error").map(describeResult)).toEqual([]);
  });

  it("reports no SHOULD warning for application/json", () => {
    const warnings = results.filter((r) => r.status === "warn" && !r.name.includes("graphql-response+json"));
    expect(warnings.map(describeResult)).toEqual([]);
  });

  it("reports no warning for application/graphql-response+json either (docs/ERRORS.md lists any left)", () => {
    const warnings = results.filter((r) => r.status === "warn" && r.name.includes("graphql-response+json"));
    expect(warnings.map(describeResult)).toEqual([]);
  });

  it("keeps Apollo's CSRF prevention on: a simple GET without a preflight header is refused", async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ __typename }")}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { data: unknown } }[] };
    expect(body.errors[0]!.extensions.data).toEqual({ reason: "validation.preflight" });
  });
});
