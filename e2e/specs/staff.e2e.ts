import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { freshTotp, stepAt } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";
import { REPO_ROOT } from "../support/product.js";

/*
 * Staff separation of duties in the browser: the seeded staff accounts sign in with their 6-digit
 * step (development TOTP secret), a large credit waits for a second finance member, and the audit
 * log shows who did what. Screenshots at 1280 and 375 px in tw and en.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const FINANCE = { email: "finance@vitrine.local", password: "Finance#Vitrine2026" };

let browser: Browser;
const contexts: BrowserContext[] = [];

/**
 * Signs a staff account in with password and code. Each code is accepted once per account: another
 * spec may have just used the current one for staff@ (`nextStep`), so that one waits for the next.
 */
async function signInStaff(
  credentials: { email: string; password: string },
  width: number,
  nextStep = false,
): Promise<AccountsPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const accounts = new AccountsPage(await context.newPage(), baseUrl);
  await accounts.open("/en");
  await accounts.openLoginDialog();
  await accounts.submitLogin(credentials);
  await accounts.page.getByTestId("login-totp").waitFor();
  await accounts.submitTotp(
    (await freshTotp(STAFF_TOTP_SECRET, nextStep ? stepAt(Date.now()) : -1, credentials.email)).code,
  );
  await accounts.avatarNickname.waitFor();
  return accounts;
}

/** The demo seller's account id, as compliance staff see it in the KYC queue (seeded under review). */
async function sellerId(accounts: AccountsPage): Promise<string> {
  await accounts.open("/en/admin/kyc");
  const item = accounts.page.getByTestId("staff-kyc-item").filter({ hasText: "seller@vitrine.local" });
  const text = (await item.first().textContent()) ?? "";
  const id = /seller@vitrine\.local · #(\d+)/.exec(text)?.[1];
  if (!id) throw new Error(`no seller id in the KYC queue: ${text.slice(0, 200)}`);
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const step = story();

describe("staff duties", () => {
  let staff: AccountsPage;
  let finance: AccountsPage;

  step(
    "signs staff in with the 6-digit step and opens only the pages their roles allow",
    async () => {
      staff = await signInStaff(STAFF, 1280, true);
      await staff.open("/en/admin");
      await staff.page.getByTestId("staff-kyc").waitFor();
      const nav = staff.page.getByTestId("staff-nav");
      const labels = (await nav.textContent()) ?? "";
      for (const label of ["KYC", "Withdrawals", "Chain", "Credits", "Audit"])
        expect(labels).toContain(label);
      finance = await signInStaff(FINANCE, 1280);
      // The login button sits in the header at desktop width; the finance member then works on a phone.
      await finance.page.setViewportSize({ width: 375, height: 800 });
      await finance.open("/en/admin");
      // Finance only: the console opens the first page its role allows (the dashboard, then the queues).
      await finance.page.getByTestId("staff-layout").waitFor();
      await finance.open("/en/admin/withdrawals");
      await finance.page.getByTestId("staff-withdrawals").waitFor();
      expect(await finance.page.getByTestId("staff-nav").textContent()).not.toContain("Audit");
    },
    { timeoutMs: 120_000 },
  );

  step("a large credit waits for a second finance member, who approves it", async () => {
    const userId = await sellerId(staff);
    await staff.open("/en/admin/credits");
    await staff.page.getByTestId("staff-credit-userId").fill(userId);
    await staff.page.getByTestId("staff-credit-amount").fill("1500");
    await staff.page.getByTestId("staff-credit-reason").fill("Goodwill credit after the maintenance window");
    await staff.page.getByTestId("staff-credit-submit").click();
    const mine = staff.page.getByTestId("staff-credit-request").first();
    await mine.getByTestId("staff-credit-waiting").waitFor();
    await screenshot(staff.page, "staff-credits-en-1280");

    await finance.open("/tw/admin/credits");
    const other = finance.page.getByTestId("staff-credit-request").first();
    await other.getByTestId("staff-credit-approve").waitFor();
    await screenshot(finance.page, "staff-credits-tw-375");
    await other.getByTestId("staff-credit-approve").click();
    await finance.page.getByTestId("staff-credits-empty").waitFor();
  });

  step("the admin reads the audit log (tw and en, desktop and phone)", async () => {
    await staff.open("/en/admin/audit");
    await staff.page.getByTestId("staff-audit-row").first().waitFor();
    expect(await staff.page.getByTestId("staff-audit-table").textContent()).toContain("approveAdminCredit");
    await screenshot(staff.page, "staff-audit-en-1280");
    await staff.page.getByTestId("staff-audit-row").first().click();
    await staff.page.getByTestId("staff-audit-after-json").waitFor();
    await screenshot(staff.page, "staff-audit-details-en-1280");
    await staff.page.keyboard.press("Escape");
    await staff.open("/tw/admin/audit");
    await staff.page.getByTestId("staff-audit-row").first().waitFor();
    await screenshot(staff.page, "staff-audit-tw-1280");
    await staff.page.setViewportSize({ width: 375, height: 800 });
    await staff.open("/en/admin/audit");
    // Phones get a card per entry instead of the table.
    await staff.page.getByTestId("staff-audit-card").first().waitFor();
    await screenshot(staff.page, "staff-audit-en-375");
    await staff.open("/tw/admin/credits");
    await staff.page.getByTestId("staff-credits").waitFor();
    await screenshot(staff.page, "staff-credits-tw-375-admin");
  });

  step(
    "the staff console: its own layout, a sidebar by role, the new pages at 1280 and 375 (tw, en)",
    async () => {
      const page = staff.page;
      await page.setViewportSize({ width: 1280, height: 900 });
      await staff.open("/tw/admin/kyc");
      const nav = page.getByTestId("staff-nav");
      await nav.waitFor();
      for (const label of ["發售與卡包", "會員查詢", "刊登管理"])
        expect(await nav.textContent()).toContain(label);
      await screenshot(page, "staff-console-tw-1280");
      await staff.open("/en/admin/releases");
      await page.getByTestId("staff-releases").waitFor();
      await screenshot(page, "staff-console-releases-en-1280");
      await staff.open("/tw/admin/member");
      await page.getByTestId("staff-member-query").fill("seller@vitrine.local");
      await page.getByTestId("staff-member-find").click();
      await page.getByTestId("staff-member-profile").waitFor();
      await screenshot(page, "staff-console-member-tw-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      await staff.open("/en/admin/listings");
      await page.getByTestId("staff-listings").waitFor();
      await screenshot(page, "staff-console-listings-en-375");
      await page.getByTestId("staff-burger").click();
      await page.getByTestId("staff-drawer-nav").waitFor();
      await screenshot(page, "staff-console-drawer-en-375");
      await staff.open("/tw/admin/jpoint-service");
      await page.getByTestId("staff-jpoint-service").waitFor();
      await screenshot(page, "staff-console-jpoint-tw-375");
    },
    { timeoutMs: 120_000 },
  );

  step(
    "the console's texts come with the console: a direct load of /tw/admin, and the way in from home",
    async () => {
      const page = staff.page;
      await page.setViewportSize({ width: 1280, height: 900 });
      // The build's chunks of tw's messages: the site's (every page) and the staff pages' (the console).
      const manifest = JSON.parse(
        readFileSync(path.join(REPO_ROOT, "client/dist/.vite/manifest.json"), "utf8"),
      ) as Record<string, { file: string }>;
      const siteChunk = manifest["src/locales/tw.json?part=site"]!.file;
      const staffChunk = manifest["src/locales/tw.json?part=staff"]!.file;
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      const consoleShowsItsTexts = async () => {
        const nav = page.getByTestId("staff-nav");
        await nav.waitFor();
        for (const label of ["身分驗證", "發售與卡包"]) expect(await nav.textContent()).toContain(label);
        // No raw message id anywhere in the console (react-intl shows the id of a missing message).
        expect(await page.getByTestId("staff-layout").textContent()).not.toMatch(
          /\b(?:staff|dashboards)\.[A-Za-z]+\.?/,
        );
      };

      await staff.open("/tw/admin");
      await consoleShowsItsTexts();
      expect(requested).toContain(`/${staffChunk}`);

      // A new document: the home page fetches the site's messages only; the account menu's staff
      // entry then opens the console without a reload, and its messages arrive with it.
      requested.length = 0;
      await staff.open("/tw");
      expect(requested).toContain(`/${siteChunk}`);
      expect(requested).not.toContain(`/${staffChunk}`);
      await staff.openAvatarMenu();
      await page.getByTestId("menu-staff").click();
      await consoleShowsItsTexts();
      expect(requested).toContain(`/${staffChunk}`);
      await screenshot(page, "staff-console-from-home-tw-1280");

      // Another language from the console's own menu: its staff messages come with the switch.
      await page.getByTestId("language-menu").click();
      await page.getByTestId("language-option-en").click();
      await page.waitForURL(/\/en\/admin/);
      await expect
        .poll(async () => (await page.getByTestId("staff-nav").textContent()) ?? "")
        .toContain("Releases");
      expect(await page.getByTestId("staff-layout").textContent()).not.toMatch(
        /\b(?:staff|dashboards)\.[A-Za-z]+\.?/,
      );
    },
    { timeoutMs: 120_000 },
  );
});
