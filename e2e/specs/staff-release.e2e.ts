import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { PrimaryPage } from "../pages/primary.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";
import { solidPng } from "../support/test-images.js";

/*
 * Issue 18 item 1: staff make a card with its artwork in the console, put it on sale releasing now, the
 * release shows on /tw/releases with that artwork, and a member buys it with Jpoint and finds it in the
 * collection book. Screenshots of the new-card dialog and the releases page at 1280 and 375 px, tw and en.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts; staff@ holds the admin role (catalogManage). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const unique = Date.now().toString(36);
const CARD_NAME = `Harbor Heron ${unique}`;
const ARTWORK = { width: 360, height: 480 };
const PRICE_JPOINT = 150;
const member: NewAccount = {
  email: `heron.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Heron${unique}`.slice(0, 30),
  birthday: "1991-04-05",
  sex: "2",
};

let browser: Browser;
const contexts: BrowserContext[] = [];
let staff: AccountsPage;
let shop: PrimaryPage;
let artworkUrl = "";

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A `datetime-local` value `minutesAgo` before now, in the browser's own clock. */
const localTime = (page: Page, minutesAgo: number) =>
  page.evaluate((ago) => {
    const d = new Date(Date.now() - ago * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutesAgo);

/** Picks the first option of a Mantine select (its options open in a portal). */
async function pickFirst(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole("option").first().click();
}

async function chooseArtwork(page: Page): Promise<void> {
  await page.getByTestId("staff-card-artwork-input").setInputFiles({
    name: "harbor-heron.png",
    mimeType: "image/png",
    buffer: solidPng(ARTWORK.width, ARTWORK.height, [40, 90, 160]),
  });
  await page.getByTestId("staff-card-artwork-preview").waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = new AccountsPage(await newPage(1280), baseUrl);
  await staff.open("/en");
  await staff.openLoginDialog();
  await staff.submitLogin(STAFF);
  await staff.page.getByTestId("login-totp").waitFor();
  await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, STAFF.email)).code);
  await staff.avatarNickname.waitFor();
  shop = new PrimaryPage(await newPage(1280), baseUrl);
  await shop.accounts.signUp(member);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const step = story();
const ON_SALE = "staff create a card with artwork and put it on sale releasing now";
const LISTED = "the release appears on /tw/releases with the uploaded artwork";

describe("a staff-made release, from artwork to a member's collection", () => {
  step(
    ON_SALE,
    async () => {
      const page = staff.page;
      await staff.open("/en/admin/releases");
      await page.getByTestId("staff-card-new").click();
      // The modal's root is a zero-size wrapper: wait for its first field.
      await page.getByTestId("staff-card-name").waitFor();
      await chooseArtwork(page);
      await page.getByTestId("staff-card-name").fill(CARD_NAME);
      await pickFirst(page, "staff-card-artistId");
      await pickFirst(page, "staff-card-publisherId");
      await pickFirst(page, "staff-card-chainId");
      await page.getByTestId("staff-card-workNumber").fill(`HH-${unique}`);
      await page.getByTestId("staff-card-totalIssued").fill("20");
      await page.getByTestId("staff-card-releaseAt").fill(await localTime(page, 5));
      await screenshot(page, "staff-new-card-1280-en");
      await page.getByTestId("staff-card-submit").click();

      // The release form opens with the new card picked.
      const form = page.getByTestId("staff-release-form");
      await form.getByTestId("staff-release-name").waitFor();
      await expect.poll(() => form.getByTestId("staff-release-card").inputValue()).toContain(CARD_NAME);
      expect(await form.getByTestId("staff-release-name").inputValue()).toBe(CARD_NAME);
      await form.getByTestId("staff-release-priceTwd").fill("500");
      await form.getByTestId("staff-release-priceJpoint").fill(String(PRICE_JPOINT));
      await form.getByTestId("staff-release-totalSupply").fill("5");
      await form.getByTestId("staff-release-releaseAt").fill(await localTime(page, 1));
      await form.getByTestId("staff-release-submit").click();
      await form.getByTestId("staff-release-name").waitFor({ state: "hidden" });
      const row = page.getByTestId("staff-release-row").filter({ hasText: CARD_NAME }).first();
      await row.waitFor();
      artworkUrl = (await row.getByTestId("staff-release-art").locator("img").getAttribute("src")) ?? "";
      expect(artworkUrl).toMatch(/^\/media\/card-artwork\/\d+-[0-9a-f]{16}\.webp$/);
      await screenshot(page, "staff-releases-artwork-1280-en");
    },
    { timeoutMs: 90_000 },
  );

  step(LISTED, async () => {
    await shop.open("/tw/releases");
    const card = shop.page.getByTestId("release-card").filter({ hasText: CARD_NAME }).first();
    await card.scrollIntoViewIfNeeded();
    const img = card.locator("img").first();
    await expect.poll(() => img.getAttribute("src")).toBe(artworkUrl);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
        timeout: 15_000,
      })
      .toBe(ARTWORK.width);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(ARTWORK.height);
    await screenshot(shop.page, "releases-artwork-1280-tw");
  });

  step(
    "a member buys it with Jpoint and finds it in the collection book",
    async () => {
      await shop.buyJpoint(600, "ecpay-credit");
      await shop.page.waitForURL(/\/sandbox\/pay\/ecpay\/VP\d{16}/);
      await shop.page.getByTestId("sandbox-pay").click();
      await shop.page.waitForURL(/\/en\/complete\/VP\d{16}/);
      await shop.waitForOrderState("SUCCESS");
      await shop.openRelease(CARD_NAME);
      await shop.buyProduct("jpoint");
      await shop.page.getByTestId("primary-complete").waitFor();
      await shop.waitForOrderState("SUCCESS");
      expect(await shop.walletBalance()).toBe(600 - PRICE_JPOINT);
      expect(await shop.collectionNames()).toContain(CARD_NAME);
      const art = shop.page.getByTestId("holding").filter({ hasText: CARD_NAME }).locator("img").first();
      expect(await art.getAttribute("src")).toBe(artworkUrl);
    },
    { timeoutMs: 120_000 },
  );

  step(
    "screenshots: the new-card dialog and the releases page at 375 px, and in the other language",
    async () => {
      for (const [lang, width] of [
        ["tw", 1280],
        ["tw", 375],
        ["en", 375],
      ] as const) {
        await staff.page.setViewportSize({ width, height: 900 });
        await staff.open(`/${lang}/admin/releases`);
        await staff.page.getByTestId("staff-release-row").first().waitFor();
        await screenshot(staff.page, `staff-releases-artwork-${width}-${lang}`);
        await staff.page.getByTestId("staff-card-new").click();
        await chooseArtwork(staff.page);
        await screenshot(staff.page, `staff-new-card-${width}-${lang}`);
        await staff.page.keyboard.press("Escape");
        await staff.page.getByTestId("staff-card-name").waitFor({ state: "hidden" });
      }
      await shop.page.setViewportSize({ width: 375, height: 900 });
      for (const lang of ["tw", "en"]) {
        await shop.open(`/${lang}/releases`);
        await shop.page.getByTestId("release-card").filter({ hasText: CARD_NAME }).first().waitFor();
        await screenshot(shop.page, `releases-artwork-375-${lang}`);
      }
    },
    { timeoutMs: 120_000, needs: [ON_SALE, LISTED] },
  );
});
