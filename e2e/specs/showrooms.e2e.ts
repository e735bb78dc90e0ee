import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { NewAccount } from "../pages/accounts.page.js";
import { PrimaryPage } from "../pages/primary.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";
import { solidPng } from "../support/test-images.js";

const baseUrl = inject("baseUrl");
const unique = Date.now().toString(36);
const member: NewAccount = {
  email: `curator.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Curator${unique}`.slice(0, 30),
  birthday: "1991-04-05",
  sex: "2",
};
/** Two seeded releases on sale by card (gateway/src/seed/seed-primary.ts). */
const RELEASES = ["First edition", "Launch discount"];
const ROOM = `Room ${unique}`;
/** Screenshots people look at (outside the repository). */
const SHOTS = process.env.SHOWROOM_SHOTS_DIR ?? "/work/shots/h6";

let browser: Browser;
let context: BrowserContext;
let shop: PrimaryPage;
let roomId = "";

/** Pays an order on the sandbox provider's page and waits for the complete page to show it paid. */
async function paySandbox(): Promise<void> {
  await shop.page.waitForURL(/\/sandbox\/pay\/ecpay\/VP\d{16}/);
  await shop.page.getByTestId("sandbox-pay").click();
  await shop.page.waitForURL(/\/en\/complete\/VP\d{16}/);
  await shop.waitForOrderState("SUCCESS");
}

/** Drags with the mouse in small steps, as a person does (dnd-kit's pointer sensor needs movement). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  // Mouse coordinates are the viewport's: the palette and the slots sit side by side, so showing one shows both.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 20, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function shots(page: Page, url: (lang: string) => string, name: string, ready: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ["tw", "en"]) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}${url(lang)}`, { waitUntil: "networkidle" });
      await page.getByTestId(ready).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  shop = new PrimaryPage(await context.newPage(), baseUrl);
  await shop.accounts.signUp(member);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const step = story();
const CARDS_BOUGHT = "buys two releases by card, so the member owns two cards";
const JALLERY_BOUGHT = "sees the Jallery message on the room page, buys Jallery and gets the room editor";
const PUBLISHED = "creates a room with a 1200×600 cover, drags two owned cards into slots and publishes it";

describe("showrooms in the browser", () => {
  step(
    CARDS_BOUGHT,
    async () => {
      for (const release of RELEASES) {
        await shop.openRelease(release);
        await shop.buyProduct({ way: "ecpay-credit" });
        await paySandbox();
      }
    },
    { timeoutMs: 120_000 },
  );

  step(JALLERY_BOUGHT, async () => {
    await shop.open("/en/users/showrooms");
    const gate = shop.page.getByTestId("jallery-gate");
    await gate.waitFor();
    expect(await gate.textContent()).toContain("You do not have showroom access! Please purchase Jallery");
    await shop.page.getByTestId("jallery-buy").click();
    await shop.page.getByTestId("primary-product-page").waitFor();
    await shop.buyProduct({ way: "ecpay-credit" });
    await paySandbox();
    await shop.open("/en/users/showrooms");
    await shop.page.getByTestId("showroom-create-name").waitFor();
  });

  step(PUBLISHED, async () => {
    const page = shop.page;
    await page.getByTestId("showroom-create-name").fill(ROOM);
    await page.getByTestId("showroom-create-submit").click();
    const editor = page.getByTestId("showroom-editor");
    await editor.filter({ hasText: ROOM }).waitFor();
    roomId = (await editor.getAttribute("data-room-id"))!;

    const dir = path.join(os.tmpdir(), `vitrine-e2e-cover-${unique}`);
    mkdirSync(dir, { recursive: true });
    const cover = path.join(dir, "cover.png");
    writeFileSync(cover, solidPng(1200, 600, [60, 40, 110]));
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("showroom-cover-button").click();
    await (await chooser).setFiles(cover);
    await page.getByTestId("showroom-cover-preview").waitFor();

    const palette = page.getByTestId("showroom-palette-card");
    await expect.poll(() => palette.count()).toBe(2);
    const slots = page.getByTestId("showroom-editor-slot");
    for (const index of [0, 1]) {
      const card = palette.nth(index);
      const cardId = await card.getAttribute("data-card-id");
      await drag(page, card, slots.nth(index));
      await expect.poll(() => slots.nth(index).getAttribute("data-card-id")).toBe(cardId);
    }
    await page.getByTestId("showroom-status").getByText("Published").click();
    // Save once the control holds the choice (its indicator slides over; a click during that was lost).
    const published = page.getByTestId("showroom-status").getByRole("radio", { name: "Published" });
    await expect.poll(() => published.isChecked()).toBe(true);
    await page.getByTestId("showroom-save").click();
    await page.locator('[data-testid="showroom-editor-status"]', { hasText: "Published" }).waitFor();
    await page.getByTestId("showroom-view-link").waitFor();
    await screenshot(page, "showroom-editor-en");
  });

  step(
    "a visitor sees the published room with its cover and the two cards, each linking to its card page",
    async () => {
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await visitor.newPage();
      await page.goto(`${baseUrl}/en/showroom/${roomId}`, { waitUntil: "networkidle" });
      await page.getByTestId("showroom-page").waitFor();
      expect(await page.getByTestId("showroom-name").textContent()).toBe(ROOM);
      await page.getByTestId("showroom-cover").waitFor();
      const filled = page.locator('[data-testid="showroom-slot"][data-filled="true"]');
      expect(await filled.count()).toBe(2);
      expect(await filled.first().locator("a").getAttribute("href")).toMatch(/^\/en\/card\/\d+$/);
      await screenshot(page, "showroom-public-en");
      await shots(page, (lang) => `/${lang}/showroom/${roomId}`, "showroom-public", "showroom-page");
      await visitor.close();
      await shots(shop.page, (lang) => `/${lang}/users/showrooms`, "showroom-editor", "showroom-slot-editor");
    },
    { needs: [PUBLISHED], timeoutMs: 120_000 },
  );
});
