import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { writeQrVideo } from "../support/redemption-y4m.js";
import { story } from "../support/story.js";

/*
 * Issue 14 in the browser: the demo event administrator finds an open code of the seeded card event
 * in the panel; a member redeems it by holding the voucher's QR code to the camera (Chromium's fake
 * camera playing a generated video of that QR code), picks the card and confirms; the administrator
 * exports the event to Excel and the downloaded workbook, read back with exceljs, has the redemption.
 * Screenshots of the redeem zone (tw and en, 1280 and 375 px) and of the panel.
 */

const baseUrl = inject("baseUrl");
/** gateway/src/seed/seed-redemption.ts and the README's demo accounts. */
const EVENT_ADMIN = { email: "events@vitrine.local", password: "Events#Vitrine2026" };
const unique = `${Date.now().toString(36)}${process.pid}`;
/** A member of its own: what it redeems here is all it holds, and other specs' demo members stay as they were. */
const MEMBER: NewAccount = {
  email: `redeemer.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Redeemer${unique}`.slice(0, 30),
  birthday: "1992-06-15",
  sex: "2",
};
/**
 * The card event's name. Names come in the caller's language as the gateway decides it (the account's
 * own language before the page's), so either the tw or the en name may show on an /en page.
 */
const DIGITAL_EVENT = /雲海山林 兌換活動|Clouds and Forests redeem event/;

const work = mkdtempSync(path.join(tmpdir(), "vitrine-redeem-e2e-"));
let plainBrowser: Browser;
let cameraBrowser: Browser | undefined;
const contexts: BrowserContext[] = [];

async function signIn(
  browser: Browser,
  credentials: { email: string; password: string },
  width: number,
  permissions: string[] = [],
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  if (permissions.length) await context.grantPermissions(permissions, { origin: baseUrl });
  contexts.push(context);
  const accounts = new AccountsPage(await context.newPage(), baseUrl);
  await accounts.open("/en");
  await accounts.submitLogin(credentials);
  await accounts.avatarNickname.waitFor();
  return accounts;
}

/** Opens the panel's page of the event whose name matches `name`. */
async function openEvent(page: Page, name: RegExp) {
  await page.goto(`${baseUrl}/en/redeem-admin`);
  await page.getByTestId("redeem-admin-event").filter({ hasText: name }).getByRole("link").click();
  await page.getByTestId("redeem-admin-event-name").filter({ hasText: name }).waitFor();
}

beforeAll(async () => {
  plainBrowser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await cameraBrowser?.close();
  await plainBrowser?.close();
});

const step = story();

describe("redeem codes by scanning, and the administrator's Excel export", () => {
  let admin: AccountsPage;
  let member: AccountsPage;
  let code = "";

  step(
    "the event administrator finds an open code of the card event in the panel",
    async () => {
      admin = await signIn(plainBrowser, EVENT_ADMIN, 1280);
      await openEvent(admin.page, DIGITAL_EVENT);
      await screenshot(admin.page, "redeem-admin-redemptions-en-1280");
      await admin.page.getByTestId("redeem-admin-tab-codes").click();
      const open = admin.page
        .getByTestId("redeem-admin-code-row")
        .filter({ hasText: "Unredeemed" })
        .filter({ hasNotText: "@" });
      await open.first().waitFor();
      code = ((await open.first().locator("td").first().textContent()) ?? "").trim();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
      await screenshot(admin.page, "redeem-admin-codes-en-1280");
    },
    { timeoutMs: 90_000 },
  );

  step(
    "a member redeems it by holding the voucher's QR code to the camera",
    async () => {
      const video = path.join(work, "voucher.y4m");
      writeQrVideo(video, code);
      cameraBrowser = await launchBrowser([
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ]);
      const context = await cameraBrowser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(["camera"], { origin: baseUrl });
      contexts.push(context);
      member = new AccountsPage(await context.newPage(), baseUrl);
      await member.open("/en");
      await member.register(MEMBER);
      await member.submitRegistration();
      await member.page.getByTestId("register-done-close").click();
      await member.signedInAs(MEMBER.nickname);
      const page = member.page;
      await page.goto(`${baseUrl}/en/users/redeem`);
      await page.getByTestId("redeem-entry").waitFor();
      await screenshot(page, "redeem-zone-en-1280");
      await page.getByTestId("redeem-scan-toggle").click();
      await page.getByTestId("qr-start-camera").click();
      // The scanner reads the code off the camera and asks what it gives.
      await page
        .getByTestId("redeem-event-name")
        .filter({ hasText: DIGITAL_EVENT })
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("redeem-preview-code").textContent()).toBe(code);
      await screenshot(page, "redeem-preview-en-1280");
      await page.locator('[data-testid^="redeem-choice-"]').first().click();
      await page.getByTestId("redeem-confirm").click();
      await page.getByTestId("redeem-result").waitFor();
      await page.getByTestId("redeem-history-row").filter({ hasText: code }).waitFor();
      await screenshot(page, "redeem-result-en-1280");
    },
    { timeoutMs: 90_000 },
  );

  step("the redeem zone in tw and en, at 1280 and 375 px", async () => {
    const page = member.page;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ["tw", "en"]) {
        await page.goto(`${baseUrl}/${locale}/users/redeem`);
        await page.getByTestId("redeem-history-row").first().waitFor();
        await screenshot(page, `redeem-zone-history-${locale}-${width}`);
      }
    }
  });

  step(
    "the administrator exports the event to Excel and the workbook has the redemption",
    async () => {
      await openEvent(admin.page, DIGITAL_EVENT);
      await admin.page.getByTestId("redeem-admin-row").filter({ hasText: code }).waitFor();
      const [download] = await Promise.all([
        admin.page.waitForEvent("download"),
        admin.page.getByTestId("redeem-admin-export").click(),
      ]);
      const file = path.join(work, download.suggestedFilename() || "redemptions.xlsx");
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const rows: string[][] = [];
      workbook.eachSheet((sheet) =>
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")))),
      );
      const hit = rows.find((cells) => cells.some((c) => c.replace(/-/g, "") === code.replace(/-/g, "")));
      expect(hit, `no row with ${code} among ${rows.length}`).toBeDefined();
      expect(hit!.join(" ")).toContain(MEMBER.email);
      await screenshot(admin.page, "redeem-admin-redemptions-after-en-1280");
      await admin.page.setViewportSize({ width: 375, height: 800 });
      await admin.page.goto(`${admin.page.url().split("?")[0]}`);
      await admin.page.getByTestId("redeem-admin-row").first().waitFor();
      await screenshot(admin.page, "redeem-admin-redemptions-en-375");
    },
    { timeoutMs: 90_000 },
  );
});
