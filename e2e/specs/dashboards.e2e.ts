import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { freshTotp, stepAt } from "../pages/totp.js";
import { launchBrowser } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Operations dashboard and queue board in the browser (issue 18; docs/OPERATIONS.md): admin staff sign
 * in with their code, open /{lang}/admin/dashboard in tw and en at 1280 and 375 px (the seed's sales,
 * trades and members, summed by the rollup the workers run at start) and the queue board. Screenshots go
 * to SHOTS_DIR (default e2e/screenshots).
 */

const baseUrl = inject("baseUrl");
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const SHOTS = process.env.SHOTS_DIR ?? "e2e/screenshots";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const step = story();

describe("operations dashboard", () => {
  step(
    "admin staff see the dashboard in tw and en at desktop and phone widths, and the queue board",
    async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const accounts = new AccountsPage(await context.newPage(), baseUrl);
      page = accounts.page;
      await accounts.open("/en");
      await accounts.openLoginDialog();
      await accounts.submitLogin(STAFF);
      await page.getByTestId("login-totp").waitFor();
      await accounts.submitTotp((await freshTotp(STAFF_TOTP_SECRET, stepAt(Date.now()), STAFF.email)).code);
      await accounts.avatarNickname.waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
        for (const lang of ["tw", "en"]) {
          await page.goto(`${baseUrl}/${lang}/admin/dashboard`);
          await page.getByTestId("dashboard-totals").waitFor({ timeout: 30_000 });
          await page.getByTestId("chart-sales-twd").waitFor();
          await page.waitForTimeout(800); // charts animate in
          await page.screenshot({ path: `${SHOTS}/dashboard-${lang}-${width}.png`, fullPage: true });
          // Nothing on the page wider than the window (the console's header is the layout's own).
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll('[data-testid="staff-dashboard"] *')]
              .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 8)
              .map(
                (e) =>
                  `${e.tagName}.${String(e.className).slice(0, 60)}[${e.getAttribute("data-testid") ?? ""}]`,
              ),
          );
          expect(wide, `${lang} ${width}`).toEqual([]);
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl}/en/admin/queues-board`);
      await page.getByTestId("open-queue-board").waitFor();
      await page.screenshot({ path: `${SHOTS}/queues-link-en-1280.png` });
      const board = await page.goto(`${baseUrl}/admin/queues`);
      expect(board?.status()).toBe(200);
      await page.getByText("dashboards").first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/queue-board-1280.png` });
    },
    { timeoutMs: 240_000 },
  );
});
