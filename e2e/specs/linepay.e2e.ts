import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { NewAccount } from "../pages/accounts.page.js";
import { PrimaryPage } from "../pages/primary.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";

const baseUrl = inject("baseUrl");
const unique = Date.now().toString(36);

/** A new member: the Jpoint bought here is all they have, so the balance is exact. */
const member: NewAccount = {
  email: `linepay.${unique}@example.com`,
  password: "Secret#123",
  nickname: `LinePay${unique}`.slice(0, 30),
  birthday: "1991-04-05",
  sex: "2",
};
const TOP_UP = 420;

let browser: Browser;
let context: BrowserContext;
let shop: PrimaryPage;

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

describe("LINE Pay in the browser (the product runs LINE Pay's live protocol against the local fake)", () => {
  it("buys Jpoint with LINE Pay: approve on LINE Pay's page, back through the confirm URL, balance credited", async () => {
    expect(await shop.walletBalance()).toBe(0);
    await shop.buyJpoint(TOP_UP, "linepay");
    // LINE Pay's approval page (paymentUrl.web), served by the fake on its own origin.
    await shop.page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/\d{19}$/);
    expect(new URL(shop.page.url()).origin).not.toBe(new URL(baseUrl).origin);
    expect(await shop.page.getByTestId("linepay-amount").textContent()).toBe(String(TOP_UP));
    await screenshot(shop.page, "linepay-approval-en");
    await shop.page.getByTestId("linepay-approve").click();
    // LINE sends the browser to our confirmUrl, which confirms the payment and goes on to the order.
    await shop.page.waitForURL(/\/en\/complete\/VP\d{16}/);
    await shop.waitForOrderState("SUCCESS");
    await screenshot(shop.page, "linepay-paid-en");
    expect(await shop.walletBalance()).toBe(TOP_UP);
  });
});
