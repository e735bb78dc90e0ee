import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../../src/config.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** A minimal built client: the gateway serves it (and its CSP) as it serves client/dist. */
function fakeClientDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dir, "assets/app.js"), "export {};\n");
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

let dist: string;
let dev: TestGateway;
let prod: TestGateway;
beforeAll(async () => {
  dist = fakeClientDist();
  [dev, prod] = await Promise.all([
    startTestGateway({ CLIENT_DIST: dist }),
    startTestGateway({
      CLIENT_DIST: dist,
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
      KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
      PUBLIC_URL: "https://vitrine.test",
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe("security headers", () => {
  it("serves the client with a strict CSP: scripts from self only, no inline script, frame-ancestors 'none'", async () => {
    for (const t of [dev, prod]) {
      const page = await fetch(`${t.url}/en/market`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("/assets/app.js");
      const csp = directives(page.headers.get("content-security-policy"));
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("script-src-attr")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      // Mantine writes <style> tags at run time: styles (only) may be inline.
      expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
      expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(page.headers.get("x-powered-by")).toBeNull();
      // The same headers on the other Express routes (assets, JSON, 404).
      for (const other of ["/assets/app.js", "/healthz", "/no/such/route"]) {
        const res = await fetch(`${t.url}${other}`);
        expect(directives(res.headers.get("content-security-policy")).get("frame-ancestors"), other).toEqual([
          "'none'",
        ]);
      }
    }
  });

  it("sends HSTS (and upgrade-insecure-requests) only in production", async () => {
    const devPage = await fetch(`${dev.url}/en/`);
    expect(devPage.headers.get("strict-transport-security")).toBeNull();
    expect(directives(devPage.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(
      false,
    );
    expect((await dev.gql("{ __typename }")).headers.get("strict-transport-security")).toBeNull();

    const prodPage = await fetch(`${prod.url}/en/`);
    expect(prodPage.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(directives(prodPage.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(
      true,
    );
  });

  it("gives /graphql answers the safe subset: nosniff and no framing", async () => {
    for (const t of [dev, prod]) {
      const res = await t.gql("{ __typename }");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    }
  });

  it("the client's index.html has no inline script or inline event handler (the CSP would block them)", () => {
    const html = readFileSync(path.join(REPO_ROOT, "client/index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
