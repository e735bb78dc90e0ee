import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 17, the celebrity index board in the browser: a member likes a celebrity on the daily board;
 * the button turns to "Liked today" at once and the count rises by one, and after a reload the daily
 * board (read from the server's Redis board) still shows the new count. Screenshots of the board
 * (tw and en, 1280 and 375 px) and of a celebrity's page with its charts.
 */

const baseUrl = inject("baseUrl");
/** A demo member of gateway/src/seed/demo-catalog.ts: the seeded likes are the demo fans', not theirs. */
const MEMBER = { email: "collector@vitrine.local", password: "Collector#2026" };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function signIn(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const accounts = new AccountsPage(await context.newPage(), baseUrl);
  await accounts.open("/en");
  await accounts.submitLogin(MEMBER);
  await accounts.avatarNickname.waitFor();
  await accounts.page.setViewportSize({ width, height: 900 });
  return accounts.page;
}

const likesOf = async (page: Page, id: string) =>
  Number(
    (
      (await page.locator(`[data-celebrity="${id}"] [data-testid="celebrity-likes"]`).textContent()) ?? ""
    ).replace(/\D/g, ""),
  );

const step = story();

describe("the celebrity index board", () => {
  let page: Page;
  let celebrityId = "";
  let before = 0;

  step(
    "a member likes a celebrity and the daily board shows it",
    async () => {
      page = await signIn(1280);
      await page.goto(`${baseUrl}/en/celebrities`);
      const rows = page.getByTestId("celebrity-row");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(12);
      // The last celebrity on today's board: a like can only move it up.
      const row = rows.last();
      celebrityId = (await row.getAttribute("data-celebrity")) ?? "";
      before = await likesOf(page, celebrityId);
      const button = row.getByTestId("celebrity-like");
      await expect.poll(() => button.textContent()).toBe("Like");
      await button.click();
      const liked = page.locator(`[data-celebrity="${celebrityId}"] [data-testid="celebrity-like"]`);
      await expect.poll(() => liked.textContent()).toBe("Liked today");
      await expect.poll(() => likesOf(page, celebrityId)).toBe(before + 1);

      await page.reload();
      await page.locator(`[data-celebrity="${celebrityId}"]`).waitFor();
      expect(await likesOf(page, celebrityId)).toBe(before + 1);
      expect(await liked.isDisabled()).toBe(true);
    },
    { timeoutMs: 180_000 },
  );

  step(
    "screenshots of the board and a celebrity's page",
    async () => {
      for (const [lang, width] of [
        ["tw", 1280],
        ["en", 1280],
        ["tw", 375],
        ["en", 375],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}/${lang}/celebrities`);
        await page.getByTestId("celebrity-row").first().waitFor();
        await page.getByTestId("celebrity-top-chart").locator("svg").first().waitFor();
        await screenshot(page, `celebrities-board-${lang}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl}/en/celebrities?period=WEEK`);
      await page.getByTestId("celebrity-row").first().waitFor();
      await screenshot(page, "celebrities-week-en-1280");
      const first = (await page.getByTestId("celebrity-row").first().getAttribute("data-celebrity")) ?? "";
      for (const [lang, width] of [
        ["en", 1280],
        ["tw", 375],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}/${lang}/celebrities/${first}`);
        await page.getByTestId("celebrity-charts").locator("svg").first().waitFor();
        await screenshot(page, `celebrity-page-${lang}-${width}`);
      }
    },
    { timeoutMs: 240_000 },
  );
});
