import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway, type Gateway } from "../../../src/bootstrap.js";
import type { Config } from "../../../src/config.js";
import { createLogger, REDACTED, type Logger } from "../../../src/logger.js";
import { cleanupIsolated, createIsolatedDatabase, isolatedConfig } from "../../helpers/test-env.js";

const COOKIE_TOKEN = "cookie-session-token-Zq81xT0pLm";
const HEADER_TOKEN = "header-session-token-Ue72bR4kWn";
const BEARER = "bearer-credential-Hs55cV9dQa";
const QUERY_SECRET = "query-secret-Jd30fK7sPo";

let lines: string[];
let logger: Logger;
let config: Config;
let gateway: Gateway;
let url: string;
beforeAll(async () => {
  lines = [];
  config = isolatedConfig({ LOG_LEVEL: "info" });
  await createIsolatedDatabase(config);
  logger = createLogger(config, "gateway", { write: (line: string) => void lines.push(line) });
  gateway = await createGateway(config, logger);
  await new Promise<void>((resolve) => gateway.server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway?.close();
  await cleanupIsolated(config);
});

const credentials = {
  cookie: `auth.token=${COOKIE_TOKEN}; locale=en`,
  token: HEADER_TOKEN,
  authorization: `Bearer ${BEARER}`,
};

describe("log redaction", () => {
  it("a request carrying a cookie, a token header and secrets in its query leaves none of them in the log", async () => {
    lines.length = 0;
    // Each body is read to its end, so the server has finished (and logged) the request.
    const get = async (path: string, init: RequestInit = {}) =>
      (await fetch(`${url}${path}`, { headers: credentials, ...init })).text();
    await get(`/media/kyc/abc.jpg?token=${QUERY_SECRET}`);
    await get("/graphql", {
      method: "POST",
      headers: { ...credentials, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    await get("/dev/mail.json?to=someone.private%40example.com");
    await get(`/en/reset?email=a%40b.c&key=${QUERY_SECRET}&page=2`);

    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = requestLines.filter((l) => l.msg === "request").map((l) => l.url);
    expect([...urls].sort()).toEqual(
      [
        `/media/kyc/abc.jpg?${REDACTED}`,
        "/graphql",
        `/dev/mail.json?${REDACTED}`,
        `/en/reset?email=${encodeURIComponent(REDACTED)}&key=${encodeURIComponent(REDACTED)}&page=2`,
      ].sort(),
    );
    const all = lines.join("\n");
    for (const secret of [COOKIE_TOKEN, HEADER_TOKEN, BEARER, QUERY_SECRET, "someone.private"]) {
      expect(all).not.toContain(secret);
    }
  });

  it("blanks credentials, passwords, codes and reset keys wherever a log call puts them", () => {
    lines.length = 0;
    logger.info(
      {
        headers: { ...credentials, "user-agent": "kept" },
        req: { headers: credentials, url: `/media/kyc/x?token=${QUERY_SECRET}` },
        res: { headers: { "set-cookie": `auth.token=${COOKIE_TOKEN}` } },
        password: "Hunter#2026",
        input: { email: "kept@example.com", code: "123456", resetKey: "RK-1", newPassword: "N#1" },
        secret: "s3cr3t",
        err: {
          message: "connect failed",
          code: "ECONNREFUSED",
          query: "UPDATE user_account SET password_hash = ? WHERE id = ?",
          parameters: ["$argon2id$secret-hash", "7"],
          sql: "UPDATE user_account SET password_hash = '$argon2id$secret-hash' WHERE id = 7",
        },
      },
      "diagnostic",
    );
    const line = JSON.parse(lines[0]!) as Record<string, Record<string, unknown>>;
    expect(line.headers).toEqual({
      cookie: REDACTED,
      token: REDACTED,
      authorization: REDACTED,
      "user-agent": "kept",
    });
    expect(line.req).toMatchObject({ url: `/media/kyc/x?${REDACTED}` });
    expect(line.res!.headers).toEqual({ "set-cookie": REDACTED });
    expect(line.password).toBe(REDACTED);
    expect(line.secret).toBe(REDACTED);
    expect(line.input).toEqual({
      email: "kept@example.com",
      code: REDACTED,
      resetKey: REDACTED,
      newPassword: REDACTED,
    });
    // Error codes and the statement stay (operators need them); the statement's values do not.
    expect(line.err).toMatchObject({
      code: "ECONNREFUSED",
      query: "UPDATE user_account SET password_hash = ? WHERE id = ?",
      parameters: REDACTED,
      sql: REDACTED,
    });
    for (const secret of [
      COOKIE_TOKEN,
      HEADER_TOKEN,
      BEARER,
      QUERY_SECRET,
      "123456",
      "Hunter#2026",
      "secret-hash",
    ]) {
      expect(lines[0]).not.toContain(secret);
    }
  });
});
