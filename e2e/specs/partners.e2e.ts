import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 18 item 4 in the browser: admin staff register a partner platform on /admin/partners (the API
 * key and webhook secret shown once); a member then binds their account through the consent page the
 * partner sends them to (user_account_bind_fast): the partner's return page receives a result signed
 * with its secret, and the partner reads the member through its key. Screenshots of the partner pages
 * at 1280 and 375 px in tw and en.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const unique = `${Date.now().toString(36)}${process.pid}`;
const member: NewAccount = {
  email: `binder.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Binder${unique}`.slice(0, 30),
  birthday: "1990-02-03",
  sex: "1",
};
/** Screenshots people look at (outside the repository). */
const SHOTS = process.env.PARTNER_SHOTS_DIR ?? "/tmp/shots-partners";

let browser: Browser;
const contexts: BrowserContext[] = [];
/** The partner platform's own site: its webhook endpoint and the page members come back to. */
let partnerSite: Server;
let partnerOrigin = "";
const returns: URL[] = [];
let apiKey = "";
let secret = "";
let partnerId = "";

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const hmac = (message: string) => createHmac("sha256", secret).update(message).digest("hex");

/** The consent page address a partner builds: its id, a state, the return URL, a timestamp and the HMAC. */
function consentPath(lang: string, state: string): string {
  const returnUrl = `${partnerOrigin}/vitrine/return`;
  const ts = Math.floor(Date.now() / 1000);
  const sig = hmac(`${partnerId}.${state}.${returnUrl}.${ts}`);
  const q = new URLSearchParams({ partner: partnerId, state, return: returnUrl, ts: String(ts), sig });
  return `/${lang}/partners/consent?${q.toString()}`;
}

async function partnerGql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function shots(page: Page, url: (lang: string) => string, name: string, ready: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ["tw", "en"]) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}${url(lang)}`, { waitUntil: "networkidle" });
      await page.getByTestId(ready).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  partnerSite = createServer((req, res) => {
    const url = new URL(req.url ?? "/", partnerOrigin || "http://127.0.0.1");
    if (url.pathname === "/vitrine/return") {
      returns.push(url);
      res.writeHead(200, { "content-type": "text/html" }).end("<h1 id='partner-home'>Welcome back</h1>");
      return;
    }
    req.resume();
    res.writeHead(200).end("ok");
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, "127.0.0.1", resolve));
  partnerOrigin = `http://127.0.0.1:${(partnerSite.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await new Promise((resolve) => partnerSite?.close(resolve));
});

const step = story();

describe("partner platforms", () => {
  let staffPage: Page;

  step(
    "admin staff register a partner platform and copy its key and secret, shown once",
    async () => {
      const staff = new AccountsPage(await newPage(), baseUrl);
      await staff.open("/en");
      await staff.openLoginDialog();
      await staff.submitLogin(STAFF);
      await staff.page.getByTestId("login-totp").waitFor();
      await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, STAFF.email)).code);
      await staff.avatarNickname.waitFor();
      staffPage = staff.page;

      await staff.open("/en/admin/partners");
      await staffPage.getByTestId("staff-partner-form").waitFor();
      await staffPage.getByTestId("staff-partner-name").fill(`Star Club ${unique}`);
      await staffPage.getByTestId("staff-partner-url").fill(`${partnerOrigin}/vitrine/webhooks`);
      await staffPage.getByTestId("staff-partner-scope-balances:read").check();
      await staffPage.getByTestId("staff-partner-save").click();
      const shown = staffPage.getByTestId("staff-partner-secrets");
      await shown.waitFor();
      apiKey = ((await shown.getByTestId("staff-partner-api-key").textContent()) ?? "").trim();
      secret = ((await shown.getByTestId("staff-partner-webhook-secret").textContent()) ?? "").trim();
      expect(apiKey).toMatch(/^vpk_/);
      expect(secret).toMatch(/^whsec_/);
      await screenshot(staffPage, "partners-staff-secrets-en-1280");
      await staffPage.getByTestId("staff-partner-secrets-done").click();
      expect(await staffPage.getByTestId("staff-partner-secrets").count()).toBe(0);
      const row = staffPage.getByTestId("staff-partner-row").filter({ hasText: `Star Club ${unique}` });
      await row.waitFor();
      // The partner's own id, as the partner learns it from staff.
      const partners = await partnerGql<{ partnerMembers: unknown[] }>(`{ partnerMembers { memberId } }`);
      expect(partners.partnerMembers).toEqual([]);
      const res = await staffPage.evaluate(async () => {
        const r = await fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ staffPartners { id name } }" }),
        });
        return (await r.json()) as { data: { staffPartners: { id: string; name: string }[] } };
      });
      partnerId = res.data.staffPartners.find((p) => p.name === `Star Club ${unique}`)!.id;
      expect(partnerId).toMatch(/^\d+$/);
    },
    { timeoutMs: 120_000 },
  );

  step(
    "a partner binds a member through the consent page",
    async () => {
      const accounts = new AccountsPage(await newPage(), baseUrl);
      await accounts.signUp(member);
      const page = accounts.page;
      await page.goto(`${baseUrl}${consentPath("en", `st-${unique}`)}`);
      await expect
        .poll(() => page.getByTestId("partner-consent-ask").textContent())
        .toContain(`Star Club ${unique}`);
      expect(await page.getByTestId("partner-scope").count()).toBe(2);
      await screenshot(page, "partners-consent-en-1280");
      await page.getByTestId("partner-consent-approve").click();
      // Back on the partner's site with the signed result.
      await page.waitForURL(`${partnerOrigin}/vitrine/return?**`);
      await page.locator("#partner-home").waitFor();
      const back = returns.at(-1)!;
      const p = Object.fromEntries(back.searchParams);
      expect(p.state).toBe(`st-${unique}`);
      expect(p.sig).toBe(hmac(`${p.binding}.${p.member}.${p.state}.${p.ts}`));
      // The partner reads the bound member through its key, by the partner-scoped id only.
      const read = await partnerGql<{ partnerMembers: { memberId: string; nickname: string }[] }>(
        `{ partnerMembers { memberId nickname } }`,
      );
      expect(read.partnerMembers).toEqual([{ memberId: p.member, nickname: member.nickname }]);
      const balances = await partnerGql<{ partnerMemberBalances: { currency: string; available: string }[] }>(
        `query($m: String!) { partnerMemberBalances(memberId: $m) { currency available } }`,
        { m: p.member },
      );
      expect(balances.partnerMemberBalances[0]).toEqual({ currency: "USDT", available: "0" });

      // The member sees the binding in account settings.
      await page.goto(`${baseUrl}/en/users/bindings`);
      const binding = page.getByTestId("partner-binding").filter({ hasText: `Star Club ${unique}` });
      await binding.waitFor();
      expect(await binding.textContent()).toContain("Active");

      await shots(
        page,
        (lang) => consentPath(lang, `shot-${lang}`),
        "partners-consent",
        "partner-consent-ask",
      );
      await shots(page, (lang) => `/${lang}/users/bindings`, "partners-bindings", "partner-binding");
    },
    { timeoutMs: 180_000 },
  );

  step(
    "staff see the partner and its delivery log",
    async () => {
      await shots(staffPage, (lang) => `/${lang}/admin/partners`, "partners-staff", "staff-partner-row");
      // The demo partner's log (gateway/src/seed/seed-partners.ts): one event delivered at the second attempt.
      for (const lang of ["en", "tw"]) {
        await staffPage.goto(`${baseUrl}/${lang}/admin/partners`);
        const row = staffPage.getByTestId("staff-partner-row").filter({ hasText: "Star Club (demo)" });
        await row.getByTestId("staff-partner-deliveries").click();
        await staffPage.getByTestId("staff-partner-event").first().waitFor();
        expect(await staffPage.getByTestId("staff-partner-event").count()).toBeGreaterThanOrEqual(2);
        await staffPage.screenshot({
          path: path.join(SHOTS, `partners-staff-log-${lang}-1280.png`),
          fullPage: true,
        });
      }
    },
    { timeoutMs: 120_000 },
  );
});
