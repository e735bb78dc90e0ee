import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { NewAccount } from "../pages/accounts.page.js";
import { PrimaryPage } from "../pages/primary.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

const baseUrl = inject("baseUrl");
const unique = Date.now().toString(36);

/** A new member: Jpoint bought here is the only Jpoint they have, so the figures below are exact. */
const member: NewAccount = {
  email: `buyer.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Buyer${unique}`.slice(0, 30),
  birthday: "1990-02-03",
  sex: "1",
};
/** The seeded package that can be opened now (gateway/src/seed/seed-packages.ts): 300 Jpoint, 3 cards. */
const PACKAGE = { name: "Night Market Treasures Pack", priceJpoint: 300, cards: 3 };
/** A seeded release on sale by card or transfer (gateway/src/seed/seed-primary.ts). */
const RELEASE = "First edition";
const TOP_UP = 600;

let browser: Browser;
let context: BrowserContext;
let shop: PrimaryPage;
let atmOrderId = "";

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

/** The member registered in beforeAll; each step names the earlier one whose state it starts from. */
const step = story();
const ATM_ORDERED = "orders a release by ATM transfer and sees where to transfer, with the deadline";
const JPOINT_BOUGHT = "buys Jpoint by credit card through the provider's (sandbox) payment page";

describe("the primary platform in the browser", () => {
  step(ATM_ORDERED, async () => {
    await shop.openRelease(RELEASE);
    await shop.buyProduct({ way: "ecpay-atm" });
    await shop.page.getByTestId("primary-complete").waitFor();
    atmOrderId = shop.orderIdFromUrl();
    await shop.waitForOrderState("PROCESSING");
    expect(await shop.page.getByTestId("atm-bank-code").textContent()).toContain("812");
    expect(await shop.page.getByTestId("atm-account").textContent()).toMatch(/\d{14}/);
    await shop.page.getByTestId("atm-deadline").waitFor();
    await shop.page.getByTestId("atm-countdown").waitFor();
    await screenshot(shop.page, "primary-atm-instructions-en");
  });

  step(
    JPOINT_BOUGHT,
    async () => {
      expect(await shop.walletBalance()).toBe(0);
      await shop.buyJpoint(TOP_UP, "ecpay-credit");
      await shop.page.waitForURL(/\/sandbox\/pay\/ecpay\/VP\d{16}/);
      await screenshot(shop.page, "primary-sandbox-pay-en");
      await shop.page.getByTestId("sandbox-pay").click();
      await shop.page.waitForURL(/\/en\/complete\/VP\d{16}/);
      await shop.waitForOrderState("SUCCESS");
      await screenshot(shop.page, "primary-jpoint-paid-en");
      expect(await shop.walletBalance()).toBe(TOP_UP);
    },
    { needs: [] },
  );

  step(
    "buys a package with Jpoint, opens it and finds the drawn cards in the collection book",
    async () => {
      await shop.openRelease(PACKAGE.name);
      await shop.buyProduct("jpoint");
      await shop.page.waitForURL(/\/en\/complete\/VP\d{16}/);
      await shop.waitForOrderState("SUCCESS");
      expect(await shop.walletBalance()).toBe(TOP_UP - PACKAGE.priceJpoint);

      const drawn = await shop.openNewestPackage();
      expect(drawn).toHaveLength(PACKAGE.cards);
      expect(drawn.every((name) => name.length > 0)).toBe(true);
      await screenshot(shop.page, "primary-package-opened-en");
      // Verification recomputes the draw in the browser from the published algorithm.
      await shop.page.getByTestId("package-verify").first().click();
      await shop.page.getByTestId("package-verify-panel").first().waitFor();

      const collection = await shop.collectionNames();
      for (const name of drawn) expect(collection).toContain(name);
      await screenshot(shop.page, "primary-collection-en");
    },
    { needs: [JPOINT_BOUGHT] },
  );

  step(
    "shows the unpaid ATM order as timed out once its hold has passed",
    async () => {
      expect(atmOrderId).not.toBe("");
      await shop.open(`/en/complete/${atmOrderId}`);
      // The e2e product holds orders for ORDER_HOLD_SECONDS=40 (e2e/support/product.ts).
      await shop.waitForOrderState("TIMEOUT", 90_000);
      await shop.page.getByTestId("primary-timeout").waitFor();
      await screenshot(shop.page, "primary-atm-timeout-en");
    },
    { needs: [ATM_ORDERED], timeoutMs: 120_000 },
  );
});
