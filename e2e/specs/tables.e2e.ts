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

/**
 * Nothing to scroll sideways: the page is no wider than the window, and no table is wider than the
 * window or than a scroll frame around it (a table in a scroll frame would scroll inside the page).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > width)
      wide.push(`page ${document.documentElement.scrollWidth}`);
    for (const table of Array.from(document.querySelectorAll("table"))) {
      const box = table.getBoundingClientRect();
      if (box.width > width) wide.push(`table ${Math.round(box.width)}`);
      const frame = table.parentElement;
      if (frame && frame.scrollWidth > frame.clientWidth + 1)
        wide.push(`table frame ${frame.scrollWidth} > ${frame.clientWidth}`);
    }
    return wide;
  });
  expect(found).toEqual([]);
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

  step("the other console lists fit a 375 px phone too", async () => {
    const page = staff.page;
    await page.setViewportSize({ width: 375, height: 900 });
    const pages: [string, string][] = [
      ["listings", "staff-listings"],
      ["withdrawals", "staff-withdrawals"],
      ["chain", "staff-chain"],
      ["fusion", "staff-fusion"],
      ["jpoint-service", "staff-jpoint-service"],
      ["jpoint-refunds", "staff-jpoint-refunds"],
      ["late-paid", "staff-late-paid"],
      ["restore", "staff-restore"],
      ["events", "staff-event-list"],
    ];
    for (const [path, testId] of pages) {
      await staff.open(`/en/admin/${path}`);
      await page.getByTestId(testId).waitFor();
      // Let the page's lists load (their skeletons are as wide as the page anyway).
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page);
    }
    await staff.open("/en/admin/listings");
    await page.getByTestId("staff-listing-row").first().waitFor();
    expect(await layoutOf(page, "staff-listings-table")).toBe("cards");
    await screenshot(page, "tables-listings-en-375");
  });
});
