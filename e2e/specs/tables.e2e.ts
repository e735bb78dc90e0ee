import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

/*
 * Console tables on a phone: at 375 px the member lookup, releases and audit log show one card per
 * row (nothing scrolls sideways, the buttons are in reach); at 1280 px the same rows are a table.
 * Screenshots at both widths in tw and en.
 */

const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };

let browser: Browser;
let staff: AccountsPage;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Each console list renders as table rows or phone cards: which one `testId` is. */
async function layoutOf(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).first().getAttribute("data-layout");
}

const step = story();

describe("console tables at phone and desktop width", () => {
  step(
    "staff sign in with the 6-digit step",
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      staff = new AccountsPage(await context.newPage(), baseUrl);
      await staff.open("/en");
      await staff.openLoginDialog();
      await staff.submitLogin(STAFF);
      await staff.page.getByTestId("login-totp").waitFor();
      await staff.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, STAFF.email)).code);
      await staff.avatarNickname.waitFor();
    },
    { timeoutMs: 120_000 },
  );

  for (const width of [375, 1280]) {
    const layout = width === 375 ? "cards" : "table";
    for (const lang of ["tw", "en"]) {
      step(`member lookup, releases and audit log at ${width} px (${lang}) are ${layout}`, async () => {
        const page = staff.page;
        await page.setViewportSize({ width, height: 900 });

        await staff.open(`/${lang}/admin/member`);
        await page.getByTestId("staff-member-query").fill("seller@vitrine.local");
        await page.getByTestId("staff-member-find").click();
        await page.getByTestId("staff-member-profile").waitFor();
        await page.getByTestId("staff-member-row").first().waitFor();
        expect(await layoutOf(page, "staff-member-activity")).toBe(layout);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `tables-member-${lang}-${width}`);

        await staff.open(`/${lang}/admin/releases`);
        await page.getByTestId("staff-release-row").first().waitFor();
        expect(await layoutOf(page, "staff-releases-table")).toBe(layout);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `tables-releases-${lang}-${width}`);

        await staff.open(`/${lang}/admin/audit`);
        const entry = page.getByTestId(width === 375 ? "staff-audit-card" : "staff-audit-row").first();
        await entry.waitFor();
        expect(await layoutOf(page, "staff-audit-table")).toBe(layout);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `tables-audit-${lang}-${width}`);
        // A card opens the entry's details as a row does.
        await entry.click();
        await page.getByTestId("staff-audit-args-json").waitFor();
        await page.keyboard.press("Escape");
      });
    }
  }
});
