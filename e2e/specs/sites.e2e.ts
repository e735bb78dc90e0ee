import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

const baseUrl = inject("baseUrl");
const unique = Date.now().toString(36);

/** A visitor who signs up on Metastar and then browses the other sites with the same account. */
const account: NewAccount = {
  email: `e2e.sites.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Star${unique}`.slice(0, 30),
  birthday: "1994-07-12",
  sex: "1",
};

let browser: Browser;
let context: BrowserContext;
let accounts: AccountsPage;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  accounts = new AccountsPage(await context.newPage(), baseUrl);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const step = story();

/** The background colour of a filled button in the page's accent (the hero's call to action). */
const accentOf = (hero: string) =>
  accounts.page.evaluate((testId) => {
    const button = document.querySelector(`[data-testid="${testId}"] a.mantine-Button-root`);
    return button ? getComputedStyle(button).backgroundColor : null;
  }, hero);

describe("several sites, one account", () => {
  step("/star lands on /tw/star: Metastar's home, header and gold accent", async () => {
    await accounts.open("/star");
    await accounts.page.waitForURL((url) => url.pathname === "/tw/star");
    await accounts.page.getByTestId("star-hero").waitFor();
    await accounts.page.getByTestId("site-board").waitFor();
    expect(await accounts.page.evaluate(() => document.documentElement.dataset.site)).toBe("star");
    expect(await accounts.page.getByTestId("header-logo").textContent()).toContain("Metastar");
    expect(await accessibleHref("nav-celebrities")).toBe("/tw/star/celebrities");
    expect(await accentOf("star-hero")).toBe("rgb(194, 138, 12)");
    await screenshot(accounts.page, "sites-star-tw-1280");
  });

  step("signs up on the star site", async () => {
    await accounts.register(account);
    await accounts.submitRegistration();
    await accounts.page.getByTestId("register-done-close").click();
    await accounts.signedInAs(account.nickname);
    expect(accounts.url().pathname).toBe("/tw/star");
  });

  step("is still signed in on /en/art (teal) and /en/marketplace", async () => {
    await accounts.open("/en/art");
    await accounts.page.getByTestId("art-hero").waitFor();
    await accounts.signedInAs(account.nickname);
    expect(await accounts.page.evaluate(() => document.documentElement.dataset.site)).toBe("art");
    expect(await accentOf("art-hero")).toBe("rgb(15, 159, 122)");
    await screenshot(accounts.page, "sites-art-en-1280");

    await accounts.open("/en/marketplace");
    await accounts.signedInAs(account.nickname);
    expect(await accounts.page.getByTestId("header-logo").textContent()).toContain("Vitrine Marketplace");
    expect(await accounts.page.evaluate(() => document.documentElement.dataset.site)).toBe("marketplace");
  });

  step("the switcher moves between the sites", async () => {
    await accounts.page.getByTestId("site-switcher").click();
    await accounts.page.getByTestId("site-option-star").click();
    await accounts.page.waitForURL((url) => url.pathname === "/en/star");
    await accounts.page.getByTestId("star-hero").waitFor();
    await accounts.signedInAs(account.nickname);
  });

  step("the account's sessions name the site it signed up on: Metastar", async () => {
    await accounts.open("/en/account");
    const section = accounts.page.getByTestId("sessions-section");
    await section.getByTestId("session-row").first().waitFor();
    const rows = section.getByTestId("session-row");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByTestId("session-site").textContent()).toBe("Metastar");
    expect(await rows.first().getAttribute("data-site")).toBe("star");
    await screenshot(accounts.page, "sites-account-sessions-en-1280");
  });

  step("fits a 375 px phone: the site's name, the burger and the sites in the drawer", async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    try {
      const page = new AccountsPage(await phone.newPage(), baseUrl);
      for (const [path, hero, name] of [
        ["/tw/star", "star-hero", "sites-star-tw-375"],
        ["/en/art", "art-hero", "sites-art-en-375"],
      ] as const) {
        await page.open(path);
        await page.page.getByTestId(hero).waitFor();
        await page.page.getByTestId("site-releases").waitFor();
        expect(await page.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page.page, name);
      }
      await page.page.getByTestId("header-burger").click();
      await page.page.getByTestId("drawer-site-star").click();
      await page.page.waitForURL((url) => url.pathname === "/en/star");
      await page.page.getByTestId("star-hero").waitFor();
    } finally {
      await phone.close();
    }
  });

  step("an unknown site stays the 404 page", async () => {
    await accounts.open("/en/metastar");
    await accounts.page.getByTestId("not-found").waitFor();
  });
});

async function accessibleHref(testId: string): Promise<string | null> {
  return accounts.page.getByTestId(testId).getAttribute("href");
}
