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

const GIFT_EVENT = /Vitrine 帆布袋 兌換活動|Vitrine tote bag redeem event/;

const work = mkdtempSync(path.join(tmpdir(), "vitrine-redeem-e2e-"));
let plainBrowser: Browser;
let cameraBrowser: Browser | undefined;
let scannerBrowser: Browser | undefined;
const contexts: BrowserContext[] = [];

async function signIn(
  browser: Browser,
  credentials: { email: string; password: string },
  width: number,
  permissions: string[] = [],
) {
  // Signs in at desktop width (the login button is in the header there), then takes the width asked.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  if (permissions.length) await context.grantPermissions(permissions, { origin: baseUrl });
  contexts.push(context);
  const accounts = new AccountsPage(await context.newPage(), baseUrl);
  await accounts.open("/en");
  await accounts.submitLogin(credentials);
  await accounts.avatarNickname.waitFor();
  await accounts.page.setViewportSize({ width, height: 900 });
  return accounts;
}

/** A browser whose camera shows the QR code of `text`. */
async function browserFilming(text: string, name: string): Promise<Browser> {
  const video = path.join(work, `${name}.y4m`);
  writeQrVideo(video, text);
  return launchBrowser([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
  ]);
}

/** An open (not yet redeemed, not bound to an e-mail) code from the codes tab of the event open in `page`. */
async function openCode(page: Page): Promise<string> {
  await page.getByTestId("redeem-admin-tab-codes").click();
  const open = page
    .getByTestId("redeem-admin-code-row")
    .filter({ hasText: "Unredeemed" })
    .filter({ hasNotText: "@" });
  await open.first().waitFor();
  // The code's own element: a table cell from 768 px up, a card's title below (an earlier step may
  // have left the page at 375 px).
  return ((await open.first().getByTestId("redeem-admin-code").textContent()) ?? "").trim();
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
  await scannerBrowser?.close();
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
      code = await openCode(admin.page);
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
      await screenshot(admin.page, "redeem-admin-codes-en-1280");
    },
    { timeoutMs: 90_000 },
  );

  step(
    "a member redeems it by holding the voucher's QR code to the camera",
    async () => {
      cameraBrowser = await browserFilming(code, "voucher");
      const context = await cameraBrowser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(["camera"], { origin: baseUrl });
      contexts.push(context);
      member = new AccountsPage(await context.newPage(), baseUrl);
      await member.signUp(MEMBER);
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

  step(
    "the member shows a gift's claim QR and the administrator's scan marks it claimed, once",
    async () => {
      await openEvent(admin.page, GIFT_EVENT);
      const giftCode = await openCode(admin.page);
      const page = member.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${baseUrl}/en/users/redeem`);
      await page.getByTestId("redeem-code-input").fill(giftCode);
      await page.getByTestId("redeem-check").click();
      await page.getByTestId("redeem-shipment").waitFor();
      await page.getByTestId("redeem-receiver-name").fill("Mei Lin");
      await page.getByTestId("redeem-receiver-phone").fill("0912345678");
      await page.getByTestId("redeem-receiver-address").fill("No. 1, Section 1, Zhongshan N. Rd, Taipei");
      await page.getByTestId("redeem-confirm").click();
      await page.getByTestId("redeem-result-claim-qr").click();
      const qr = page.getByTestId("claim-qr-image");
      await qr.waitFor();
      const payload = (await qr.getAttribute("data-qr-text")) ?? "";
      expect(payload).toMatch(/^VCLAIM1\./);
      await screenshot(page, "redeem-claim-qr-en-375");

      // The administrator's phone films the member's screen (a payload is good for 60 s).
      scannerBrowser = await browserFilming(payload, "claim");
      const scanner = await signIn(scannerBrowser, EVENT_ADMIN, 375, ["camera"]);
      await openEvent(scanner.page, GIFT_EVENT);
      await scanner.page.getByTestId("redeem-admin-tab-scan").click();
      await scanner.page.getByTestId("qr-start-camera").click();
      const result = scanner.page.getByTestId("redeem-admin-scan-result");
      await result.filter({ hasText: "Mei Lin" }).waitFor({ timeout: 30_000 });
      expect(await result.first().getAttribute("data-kind")).toBe("claimed");
      await scanner.page.waitForTimeout(2_000);
      // The QR code stays in front of the camera: it is one scan, not one per frame.
      expect(await result.count()).toBe(1);
      await screenshot(scanner.page, "redeem-admin-scan-en-375");

      await page.keyboard.press("Escape");
      await page.reload();
      await page
        .getByTestId("redeem-history-row")
        .filter({ hasText: giftCode })
        .getByTestId("redeem-claim-status")
        .filter({ hasText: "Claimed" })
        .waitFor();
    },
    { timeoutMs: 120_000 },
  );
});
