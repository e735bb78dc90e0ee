import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 16 item 1 in the browser: a new member signs up, which completes the seeded beginner mission
 * "Verify your e-mail" (the account-created event through the outbox and the missions worker); on
 * users/mission they claim its 20 Jpower once, and the avatar menu shows the new balance and level.
 * Content staff open the staff missions page. Screenshots of both pages in tw and en at 1280 and 375 px.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const CONTENT_STAFF = { email: "content@vitrine.local", password: "Content#Vitrine2026" };
const unique = `${Date.now().toString(36)}${process.pid}`;
const member: NewAccount = {
  email: `quester.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Quester${unique}`.slice(0, 30),
  birthday: "1992-05-06",
  sex: "2",
};
/** Screenshots people look at (outside the repository). */
const SHOTS = process.env.MISSIONS_SHOTS_DIR ?? "/tmp/shots-missions";

let browser: Browser;
const contexts: BrowserContext[] = [];
let quester: AccountsPage;

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

async function shots(page: Page, url: (lang: string) => string, name: string, ready: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ["tw", "en"]) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}${url(lang)}`, { waitUntil: "networkidle" });
      await page.getByTestId(ready).waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The seeded "Verify your e-mail" card (gateway/src/seed/seed-missions.ts, mission no. 101). */
const verifyCard = (page: Page) =>
  page.getByTestId("mission-card").filter({ hasText: "Verify your e-mail" }).first();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const step = story();

describe("missions and Jpower", () => {
  step(
    "a new member's sign-up completes 'Verify your e-mail'; they claim 20 Jpower once",
    async () => {
      quester = new AccountsPage(await newPage(), baseUrl);
      await quester.signUp(member);
      const page = quester.page;
      // The event goes through the outbox and the missions worker: reload until the card says done.
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}/en/users/mission`, { waitUntil: "networkidle" });
            await verifyCard(page).waitFor();
            return verifyCard(page).getAttribute("data-status");
          },
          { timeout: 45_000, interval: 1500 },
        )
        .toBe("DONE");
      await verifyCard(page).getByTestId("mission-claim").click();
      await expect
        .poll(() => verifyCard(page).getAttribute("data-status"), { timeout: 15_000 })
        .toBe("CLAIMED");
      await expect.poll(() => page.getByTestId("jpower-summary-balance").textContent()).toBe("20");
      await quester.openAvatarMenu();
      await expect.poll(() => page.getByTestId("jpower-balance").textContent()).toBe("20 Jpower");
      await page.keyboard.press("Escape");
      await shots(page, (lang) => `/${lang}/users/mission`, "missions", "missions-page");
    },
    { timeoutMs: 180_000 },
  );

  step(
    "content staff see every mission on the staff missions page",
    async () => {
      const staff = new AccountsPage(await newPage(), baseUrl);
      await staff.open("/en");
      await staff.openLoginDialog();
      await staff.submitLogin(CONTENT_STAFF);
      await staff.page.getByTestId("login-totp").waitFor();
      await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, CONTENT_STAFF.email)).code);
      await staff.avatarNickname.waitFor();
      await staff.open("/en/admin/missions");
      await staff.page.getByTestId("staff-mission-row").first().waitFor();
      expect(await staff.page.getByTestId("staff-mission-row").count()).toBeGreaterThanOrEqual(9);
      await shots(staff.page, (lang) => `/${lang}/admin/missions`, "missions-staff", "staff-mission-list");
    },
    { timeoutMs: 120_000, needs: [] },
  );
});
