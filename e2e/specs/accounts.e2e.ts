import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, onTestFinished } from "vitest";
import { AccountsPage, type NewAccount } from "../pages/accounts.page.js";
import { freshTotp } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";

const baseUrl = inject("baseUrl");
const unique = Date.now().toString(36);

/** One person's story across the tests below: they share the browser context (the session cookie). */
const account: NewAccount = {
  email: `e2e.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Mei${unique}`.slice(0, 30),
  birthday: "1995-04-01",
  sex: "2",
};
const newPassword = "Changed#456";

let browser: Browser;
let context: BrowserContext;
let accounts: AccountsPage;
let totpSecret = "";
let resetKey = "";
let lastTotpStep = -1;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  accounts = new AccountsPage(await context.newPage(), baseUrl);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A visitor's page in a browser context of its own, closed when the test ends. */
async function visitorPage(): Promise<AccountsPage> {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  onTestFinished(() => own.close());
  return new AccountsPage(await own.newPage(), baseUrl);
}

const step = story();

describe("accounts in the browser", () => {
  step("registers through the dialog with the code from the mailbox", async () => {
    await accounts.open("/en");
    await accounts.register(account);
    await screenshot(accounts.page, "accounts-register-en");
    await accounts.submitRegistration();
    expect(await accounts.page.getByTestId("register-done").textContent()).toContain(account.nickname);
    await screenshot(accounts.page, "accounts-register-done-en");
    await accounts.page.getByTestId("register-done-close").click();
    await accounts.signedInAs(account.nickname);
    await accounts.openAvatarMenu();
    expect(await accounts.page.getByTestId("avatar-usdt").textContent()).toBe("0.00 USDT");
    await screenshot(accounts.page, "accounts-avatar-menu-en");
    await accounts.page.keyboard.press("Escape");
  });

  step("logs out and logs in again", async () => {
    await accounts.logout();
    expect(accounts.url().pathname).toBe("/en");
    await accounts.submitLogin(account);
    await accounts.signedInAs(account.nickname);
    expect(await accounts.snackbar.textContent()).toContain(`Welcome, ${account.nickname}!`);
  });

  step("sends a visitor from a protected page to login and back", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = new AccountsPage(await visitor.newPage(), baseUrl);
    await page.open("/en/collectionBook/sellList");
    // The guard redirects once the viewer query has answered, which can come after the network
    // has been idle for a moment (the page's chunks are compiled first): wait for the address.
    await page.page.waitForURL((url) => url.pathname === "/en/login");
    expect(page.url().pathname).toBe("/en/login");
    expect(page.url().searchParams.get("redirect")).toBe("/en/collectionBook/sellList");
    await page.loginDialog.waitFor();
    await screenshot(page.page, "accounts-login-redirect-en");
    await page.submitLogin(account);
    await page.page.getByTestId("sell-list-empty").waitFor();
    expect(page.url().pathname).toBe("/en/collectionBook/sellList");
    await visitor.close();
  });

  step("updates the profile and checks the phone format", async () => {
    await accounts.openAccountSettings();
    expect(accounts.url().pathname).toBe("/en/account");
    await accounts.page.getByTestId("profile-phone").fill("12345");
    await accounts.page.getByTestId("profile-save").click();
    await accounts.page.getByText("Incorrect phone format").waitFor();
    await accounts.page.getByTestId("profile-phone").fill("0912345678");
    await accounts.page.getByTestId("profile-save").click();
    await accounts.page.getByText("Your profile has been updated.").waitFor();
  });

  step(
    "turns on two-factor authentication with a code computed from the shown secret and the password",
    async () => {
      totpSecret = await accounts.beginTwoFactorSetup();
      expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await accounts.page.getByTestId("twofa-qr").getAttribute("src")).toMatch(
        /^data:image\/png;base64,/,
      );
      await screenshot(accounts.page, "accounts-2fa-setup-en");
      const { code, step } = await freshTotp(totpSecret);
      lastTotpStep = step;
      resetKey = await accounts.activateTwoFactor(code, account.password);
      expect(resetKey.length).toBeGreaterThanOrEqual(8);
      await screenshot(accounts.page, "accounts-2fa-reset-key-en");
      await accounts.page.getByTestId("twofa-reset-key-done").click();
      expect(await accounts.page.getByTestId("twofa-status").textContent()).toBe("On");
    },
  );

  step(
    "logs in through the 2FA step (a code is accepted once: waits for the next one)",
    async () => {
      await accounts.logout();
      await accounts.submitLogin(account);
      await accounts.page.getByTestId("login-totp").waitFor();
      await screenshot(accounts.page, "accounts-login-2fa-en");
      const { code, step } = await freshTotp(totpSecret, lastTotpStep);
      lastTotpStep = step;
      await accounts.submitTotp(code);
      await accounts.signedInAs(account.nickname);
    },
    { timeoutMs: 90_000 },
  );

  step("resets the password, then logs in with the new one and the reset key", async () => {
    await accounts.logout();
    const code = await accounts.requestPasswordReset(account.email);
    await screenshot(accounts.page, "accounts-forgot-password-en");
    await accounts.resetPassword(code, newPassword);
    await accounts.page.getByText("Password changed. Please log in with your new password.").waitFor();
    // Back in the login dialog with the e-mail filled in.
    await accounts.loginDialog.waitFor();
    expect(await accounts.page.getByTestId("login-email").inputValue()).toBe(account.email);

    // The old password no longer works.
    await accounts.submitLogin(account);
    await accounts.page.getByText("Wrong password.").waitFor();

    await accounts.submitLogin({ email: account.email, password: newPassword });
    await accounts.page.getByTestId("login-use-reset-key").click();
    await accounts.page.getByTestId("login-reset-key").fill(resetKey);
    await accounts.page.getByTestId("login-totp-submit").click();
    await accounts.signedInAs(account.nickname);

    // The reset key turned 2FA off.
    await accounts.openAccountSettings();
    expect(await accounts.page.getByTestId("twofa-status").textContent()).toBe("Off");
    await accounts.logout();
  });

  // These two start from nothing: a visitor in a browser of their own.
  step(
    "signs up with the sandbox Google login and comes back to the page it started from",
    async () => {
      const accounts = await visitorPage();
      await accounts.open("/en/faqs");
      await accounts.openLoginDialog();
      await accounts.page.getByTestId("social-google").click();
      await accounts.page.getByTestId("sandbox-email").waitFor();
      await screenshot(accounts.page, "accounts-sandbox-consent");
      const name = `G${unique}`;
      await accounts.consentAsSandboxUser(`g.${unique}@example.com`, name);

      await accounts.page.waitForURL((url) => url.pathname === "/en/faqs", { timeout: 20_000 });
      await accounts.avatarNickname.waitFor();
      expect(await accounts.avatarNickname.textContent()).toContain(name);
      await screenshot(accounts.page, "accounts-google-signed-in-en");

      // A Google account has no password yet: settings explain how to set one.
      await accounts.openAccountSettings();
      await accounts.page.getByTestId("password-set").waitFor();
      await screenshot(accounts.page, "accounts-settings-google-en");
      await accounts.logout();
    },
    { needs: [] },
  );

  step(
    "refuses a denied sandbox consent with a message",
    async () => {
      const accounts = await visitorPage();
      await accounts.open("/tw");
      await accounts.openLoginDialog();
      await accounts.page.getByTestId("social-facebook").click();
      await accounts.page.getByTestId("sandbox-deny").click();
      await accounts.snackbar.waitFor();
      expect(await accounts.snackbar.textContent()).toContain("社群帳號登入失敗");
      expect(accounts.url().pathname).toBe("/tw");
      await screenshot(accounts.page, "accounts-social-denied-tw");
    },
    { needs: [] },
  );
});
