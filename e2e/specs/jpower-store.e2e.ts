import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Issue 16 in the browser: content staff open a beginner mission for registering (through GraphQL);
 * a new member registers (the mission's action), claims its Jpower on the missions page, redeems a
 * physical item of the Jpower store with a shipping address and sees the success page; support staff
 * mark the order shipped with a carrier and a tracking number, and the member sees it in their store
 * orders. Screenshots of the store, its orders, the buy form and the success page in tw and en at
 * 1280 and 375 px.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
/** Demo staff (gateway/src/seed/seed-staff.ts): content runs missionManage and storeManage, staff@ holds support. */
const CONTENT_STAFF = { email: "content@vitrine.local", password: "Content#Vitrine2026" };
const SUPPORT_STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const unique = `${Date.now().toString(36)}${process.pid}`;
const member: NewAccount = {
  email: `shopper.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Shopper${unique}`.slice(0, 30),
  birthday: "1990-02-03",
  sex: "1",
};
/** A mission number of its own, so the spec never meets a seeded or another run's mission. */
const MISSION_NUMBER = 100_000 + Math.floor(Math.random() * 800_000);
const REWARD = 1000;
/** The seeded tote bag (gateway/src/seed/seed-jpower-store.ts): 300 Jpower, physical. */
const ITEM = "Vitrine tote bag";
const RECEIVER = { name: "Lin Mei", phone: "0912345678", address: "No. 1, Sec. 1, Zhongxiao E. Rd., Taipei" };
/** Screenshots people look at (outside the repository). */
const SHOTS = process.env.STORE_SHOTS_DIR ?? "/tmp/shots-store";

let browser: Browser;
const contexts: BrowserContext[] = [];
let shopper: AccountsPage;
let missionId = "";
let orderId = "";
let itemId = "";

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A GraphQL call from the page, with its session cookie (what the client's Apollo link sends). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
        body: JSON.stringify({ query, variables }),
      });
      return res.json() as Promise<{ data?: unknown; errors?: unknown[] }>;
    },
    { query, variables },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function staffSignIn(credentials: { email: string; password: string }): Promise<AccountsPage> {
  const staff = new AccountsPage(await newPage(), baseUrl);
  await staff.open("/en");
  await staff.openLoginDialog();
  await staff.submitLogin(credentials);
  await staff.page.getByTestId("login-totp").waitFor();
  await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, credentials.email)).code);
  await staff.avatarNickname.waitFor();
  return staff;
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
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const step = story();
const MISSION_OPEN = "content staff open a beginner mission: register an account, 1000 Jpower";
const CLAIMED = "a new member registers, which completes the mission, and claims its Jpower";
const BOUGHT = "the member redeems the tote bag with a shipping address and sees the success page";

describe("the Jpower store in the browser", () => {
  step(MISSION_OPEN, async () => {
    const staff = await staffSignIn(CONTENT_STAFF);
    const saved = await gql<{ saveMission: { id: string } }>(
      staff.page,
      `mutation($input: MissionInput!) { saveMission(input: $input) { id } }`,
      {
        input: {
          number: MISSION_NUMBER,
          kind: "BEGINNER",
          period: "NONE",
          reward: REWARD,
          event: "register",
          target: 1,
          texts: [
            { language: "tw", title: `註冊帳號 ${unique}`, description: "完成註冊即可獲得 Jpower。" },
            { language: "en", title: `Register ${unique}`, description: "Register to earn Jpower." },
          ],
        },
      },
    );
    missionId = saved.saveMission.id;
    // The same staff member keeps the store's items (storeManage): the seeded ones are listed.
    await staff.open("/en/admin/store");
    await staff.page.getByTestId("staff-store-item-form").waitFor();
    await staff.page.getByTestId("staff-store-items").getByText(ITEM).waitFor();
    await screenshot(staff.page, "jpower-store-staff-items-en");
  });

  step(
    CLAIMED,
    async () => {
      shopper = new AccountsPage(await newPage(), baseUrl);
      await shopper.signUp(member);
      // Progress comes from the account-created event through the outbox and the missions worker: the
      // missions page shows it once it is there.
      const page = shopper.page;
      const card = page.locator(`[data-testid="mission-card"][data-mission="${missionId}"]`);
      await expect
        .poll(
          async () => {
            await shopper.open("/en/users/mission");
            await card.waitFor();
            return card.getAttribute("data-status");
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBe("DONE");
      await card.getByTestId("mission-claim").click();
      await page
        .locator(`[data-testid="mission-card"][data-mission="${missionId}"][data-status="CLAIMED"]`)
        .waitFor();
    },
    { timeoutMs: 120_000 },
  );

  step(
    BOUGHT,
    async () => {
      const page = shopper.page;
      await shopper.open("/en/users/jpowerStore");
      await expect.poll(() => page.getByTestId("store-balance").textContent()).toBe("1,000");
      const card = page.getByTestId("store-item").filter({ hasText: ITEM }).first();
      itemId = (await card.getAttribute("data-item-id"))!;
      await card.getByTestId("store-item-buy").click();
      await page.getByTestId("store-buy").waitFor();
      expect(await page.getByTestId("store-buy-name").textContent()).toBe(ITEM);

      // The phone rule first: 09 and eight digits.
      await page.getByTestId("store-receiver-name").fill(RECEIVER.name);
      await page.getByTestId("store-receiver-phone").fill("0812345678");
      await page.getByTestId("store-receiver-address").fill(RECEIVER.address);
      await page.getByTestId("store-buy-submit").click();
      await page.getByText("Incorrect phone format").waitFor();
      await page.getByTestId("store-receiver-phone").fill(RECEIVER.phone);
      await screenshot(page, "jpower-store-buy-en");
      await page.getByTestId("store-buy-submit").click();

      await page.waitForURL(/\/en\/jpowerStore\/buy\/success\?order=\d+/);
      await page.getByTestId("store-success-item").waitFor();
      expect(await page.getByTestId("store-success-item").textContent()).toContain(ITEM);
      orderId = new URL(page.url()).searchParams.get("order")!;
      await screenshot(page, "jpower-store-success-en");
      await shopper.open("/en/users/jpowerStore");
      await expect.poll(() => page.getByTestId("store-balance").textContent()).toBe("700");
    },
    { needs: [CLAIMED], timeoutMs: 90_000 },
  );

  step(
    "support staff mark the order shipped; the member sees the carrier and tracking number",
    async () => {
      const staff = await staffSignIn(SUPPORT_STAFF);
      await staff.open("/en/admin/store/orders");
      const row = staff.page.getByTestId(`staff-store-order-${orderId}`);
      await row.waitFor();
      expect(await row.getByTestId("staff-store-receiver").textContent()).toContain(RECEIVER.phone);
      await row.getByTestId("staff-store-carrier").fill("Black Cat");
      await row.getByTestId("staff-store-tracking").fill("TW900100200");
      await screenshot(staff.page, "jpower-store-staff-en");
      await row.getByTestId("staff-store-ship").click();
      await row.waitFor({ state: "detached" });

      await shopper.open("/en/users/jpowerStore/orders");
      const order = shopper.page.getByTestId(`store-order-${orderId}`);
      await order.waitFor();
      expect(await order.getByTestId("store-order-status").textContent()).toBe("Shipped");
      expect(await order.getByTestId("store-order-tracking").textContent()).toContain("TW900100200");
    },
    { needs: [BOUGHT], timeoutMs: 90_000 },
  );

  step(
    "screenshots of the store, the buy form and the success page (tw, en; 1280 and 375 px)",
    async () => {
      const page = shopper.page;
      await shots(page, (lang) => `/${lang}/users/jpowerStore`, "store", "store-items");
      await shots(page, (lang) => `/${lang}/users/jpowerStore/orders`, "store-orders", "store-orders");
      await shots(page, (lang) => `/${lang}/jpowerStore/buy/${itemId}`, "store-buy", "store-receiver-form");
      await shots(
        page,
        (lang) => `/${lang}/jpowerStore/buy/success?order=${orderId}`,
        "store-success",
        "store-success-item",
      );
    },
    { needs: [BOUGHT], timeoutMs: 120_000 },
  );
});
