import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../support/chromium.js";
import { REPO_ROOT } from "../../support/processes.js";

export const SCREENSHOT_DIR = path.join(REPO_ROOT, "e2e/screenshots");

/** The system Chromium with the flags of support/chromium.ts, plus any a test needs (a fake camera). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return launchChromium(extraArgs);
}

/** Saves a full-page screenshot under e2e/screenshots (ignored by git) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Scroll through once so lazily loaded images below the fold are in the full-page picture.
  const position = await page.evaluate(() => window.scrollY);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate((y) => window.scrollTo(0, y), position);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
