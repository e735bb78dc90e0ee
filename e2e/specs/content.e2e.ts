import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 15 in the browser: the demo content staff member signs in with their 6-digit step, writes an
 * announcement in Traditional Chinese and English, saves and publishes it; a visitor then finds it on
 * the announcements page in the language of the page (tw and en) and opens the article. Screenshots of
 * the editor and of the article.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
/** The seeded member with the content role only (gateway/src/seed/seed-staff.ts). */
const CONTENT_STAFF = { email: "content@vitrine.local", password: "Content#Vitrine2026" };
const unique = `${Date.now().toString(36)}${process.pid}`;
const TEXTS = {
  tw: {
    title: `系統公告 ${unique}`,
    summary: "本週六凌晨進行例行維護。",
    body: "維護期間**暫停交易**，造成不便敬請見諒。",
  },
  en: {
    title: `Platform notice ${unique}`,
    summary: "Routine maintenance early on Saturday.",
    body: "Trading **pauses** during the maintenance window.",
  },
} as const;

let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** Fills one language's tab of the editor (the tab must be open). */
async function fillLanguage(page: Page, language: "tw" | "en") {
  const fields = page.getByTestId(`staff-content-lang-${language}`);
  await page.getByTestId(`staff-content-title-${language}`).fill(TEXTS[language].title);
  await fields.getByLabel("Summary").fill(TEXTS[language].summary);
  await fields.getByLabel("Body (Markdown)").fill(TEXTS[language].body);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const step = story();

describe("content published by staff", () => {
  let staff: AccountsPage;
  let itemPath = "";

  step(
    "content staff write an announcement in two languages, save it and publish it",
    async () => {
      staff = new AccountsPage(await newPage(), baseUrl);
      await staff.open("/en");
      await staff.openLoginDialog();
      await staff.submitLogin(CONTENT_STAFF);
      await staff.page.getByTestId("login-totp").waitFor();
      await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, CONTENT_STAFF.email)).code);
      await staff.avatarNickname.waitFor();

      const page = staff.page;
      await staff.open("/en/admin/content/new");
      await page.getByTestId("staff-content-editor").waitFor();
      await page.getByTestId("staff-content-webtype").getByText("Portal").click();
      await page.getByTestId("staff-content-tab-tw").click();
      await fillLanguage(page, "tw");
      await page.getByTestId("staff-content-tab-en").click();
      await fillLanguage(page, "en");
      await page.getByTestId("staff-content-save").click();
      // A new item's editor moves to its own address once it is saved.
      await page.waitForURL(/\/en\/admin\/content\/\d+$/);
      itemPath = new URL(page.url()).pathname;
      await expect.poll(() => page.getByTestId("staff-content-state").textContent()).toContain("Draft");
      await screenshot(page, "content-editor-en-1280");

      await page.getByTestId("staff-content-publish").click();
      await expect.poll(() => page.getByTestId("staff-content-state").textContent()).toContain("Published");
      // Who published it is in the item's revisions.
      await expect
        .poll(async () => (await page.getByTestId("staff-content-revisions").textContent()) ?? "")
        .toMatch(/VitrineContent/);
    },
    { timeoutMs: 120_000 },
  );

  step(
    "a visitor finds the announcement in the page's language and opens it",
    async () => {
      expect(itemPath).toMatch(/\d+$/);
      const page = await newPage();
      for (const language of ["en", "tw"] as const) {
        await page.goto(`${baseUrl}/${language}/announcement?web_type=3`);
        const card = page.getByTestId("content-card").filter({ hasText: TEXTS[language].title });
        await card.first().waitFor();
        // Only the page's language: the other language's title is not on the list.
        const other = language === "en" ? TEXTS.tw.title : TEXTS.en.title;
        expect(await page.getByTestId("content-card").filter({ hasText: other }).count()).toBe(0);
      }
      // The tw list is open: its card opens the article in Traditional Chinese.
      await page.getByTestId("content-card").filter({ hasText: TEXTS.tw.title }).first().click();
      await expect.poll(() => page.getByTestId("content-article-title").textContent()).toBe(TEXTS.tw.title);
      expect(await page.getByTestId("content-article-body").innerHTML()).toContain(
        "<strong>暫停交易</strong>",
      );
      expect(await page.title()).toContain(TEXTS.tw.title);
      await screenshot(page, "content-article-tw-1280");
    },
    { timeoutMs: 90_000 },
  );
});
