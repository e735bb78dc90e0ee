import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 16, the stamp rally and the quiz in the browser: the demo collector opens the Raohe night market
 * rally (one venue stamp held), takes the quiz linked from its QUIZ stamp, answers right and passes; the
 * stamp arrives through the outbox and the worker. Screenshots of the rally, the drawn rally with its
 * winners and proof, and the quiz (tw and en, 1280 and 375 px).
 */

const baseUrl = inject("baseUrl");
const MEMBER = { email: "collector@vitrine.local", password: "Collector#2026" };
const RIGHT = ["Non-fungible token", "GMT+8", "10"];

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function signIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const accounts = new AccountsPage(await context.newPage(), baseUrl);
  await accounts.open("/en");
  await accounts.submitLogin(MEMBER);
  await accounts.avatarNickname.waitFor();
  return accounts.page;
}

const step = story();

describe("the stamp rally and the quiz", () => {
  let page: Page;
  let openUrl = "";
  let drawnUrl = "";

  step(
    "the collector passes the rally's quiz and the quiz stamp arrives",
    async () => {
      page = await signIn();
      await page.goto(`${baseUrl}/en/campaigns`);
      const open = page.getByTestId("campaign-tile").filter({ hasText: "Raohe night market stamp rally" });
      await open.waitFor();
      openUrl = (await open.getAttribute("href")) ?? "";
      drawnUrl =
        (await page
          .getByTestId("campaign-tile")
          .filter({ hasText: "Harbour lantern festival rally" })
          .getAttribute("href")) ?? "";
      await open.click();
      await expect.poll(() => page.getByTestId("stamp-progress").textContent()).toBe("1 of 3 stamps");
      await page.getByRole("link", { name: "Take the quiz" }).click();
      await page.getByTestId("quiz-start").click();
      const questions = page.getByTestId("quiz-question");
      await questions.first().waitFor();
      for (const [i, answer] of RIGHT.entries())
        await questions.nth(i).getByLabel(answer, { exact: true }).check();
      await page.getByTestId("quiz-submit").click();
      await expect.poll(() => page.getByTestId("quiz-result").textContent()).toContain("Passed! Score 3 / 3");
      await screenshot(page, "quiz-passed-en-1280");

      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}${openUrl}`);
            return page.getByTestId("stamp-progress").textContent();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe("2 of 3 stamps");
    },
    { timeoutMs: 240_000 },
  );

  step(
    "screenshots of the rally, the drawn rally and the quiz",
    async () => {
      for (const [lang, width] of [
        ["tw", 1280],
        ["en", 1280],
        ["tw", 375],
        ["en", 375],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}${openUrl.replace(/^\/en\//, `/${lang}/`)}`);
        await page.getByTestId("stamp-card").waitFor();
        await screenshot(page, `stamps-campaign-${lang}-${width}`);
        await page.goto(`${baseUrl}${drawnUrl.replace(/^\/en\//, `/${lang}/`)}`);
        await page.getByTestId("campaign-winners").waitFor();
        await screenshot(page, `stamps-drawn-${lang}-${width}`);
        await page.goto(`${baseUrl}/${lang}/campaigns`);
        await page.getByTestId("campaign-tile").first().waitFor();
        await screenshot(page, `stamps-list-${lang}-${width}`);
      }
    },
    { timeoutMs: 240_000 },
  );
});
