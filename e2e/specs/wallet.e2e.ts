import type { Browser, BrowserContext } from "playwright-core";
import { createPublicClient, createWalletClient, http, parseAbi, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { NewAccount } from "../pages/accounts.page.js";
import { parseUsdt, usdt } from "../pages/market.page.js";
import { freshTotp } from "../pages/totp.js";
import { WalletPage } from "../pages/wallet.page.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";
import { writeKycTestImages } from "../support/test-images.js";

const baseUrl = inject("baseUrl");
const chain = inject("chain");
const unique = Date.now().toString(36);

const member: NewAccount = {
  email: `wallet.${unique}@example.com`,
  password: "Secret#123",
  nickname: `Wallet${unique}`.slice(0, 30),
  birthday: "1991-04-05",
  sex: "2",
};
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
/** Test USDT has 6 decimals like Ethereum's: base units are micro-USDT. */
const DEPOSIT = usdt(100);
const WITHDRAW = usdt(40);

const erc20 = parseAbi([
  "function mint(address to, uint256 amount)",
  "function transfer(address to, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
]);

/** The member's own wallet outside Vitrine: a fresh key funded on the local node. */
const externalKey: Hex = generatePrivateKey();
const external = privateKeyToAccount(externalKey);
const transport = http(chain.rpcUrl);
const publicClient = createPublicClient({ transport, cacheTime: 0 });
const externalWallet = createWalletClient({ account: external, transport });
const token = chain.usdtAddress as Address;

const onChainBalance = (address: string) =>
  publicClient.readContract({
    address: token,
    abi: erc20,
    functionName: "balanceOf",
    args: [address as Address],
  });

let browser: Browser;
let memberContext: BrowserContext;
let staffContext: BrowserContext;
let wallet: WalletPage;
let staff: WalletPage;

beforeAll(async () => {
  // Gas for the external wallet, and test USDT to deposit from it (anyone may mint the test token).
  await publicClient.request({
    method: "anvil_setBalance" as never,
    params: [external.address, "0x56BC75E2D63100000"] as never,
  });
  const minted = await externalWallet.writeContract({
    address: token,
    abi: erc20,
    functionName: "mint",
    args: [external.address, DEPOSIT],
    chain: null,
  });
  await publicClient.waitForTransactionReceipt({ hash: minted });

  browser = await launchBrowser();
  memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  wallet = new WalletPage(await memberContext.newPage(), baseUrl);
  staff = new WalletPage(await staffContext.newPage(), baseUrl);

  await wallet.accounts.signUp(member);

  await staff.accounts.open("/en");
  await staff.accounts.openLoginDialog();
  await staff.accounts.submitLogin(STAFF);
  // Staff accounts have 2FA on (every staff operation needs it): the seeded development secret.
  await staff.page.getByTestId("login-totp").waitFor();
  await staff.accounts.submitTotp((await freshTotp(STAFF_TOTP_SECRET, -1, STAFF.email)).code);
  await staff.page.getByTestId("avatar-nickname").waitFor();
});
afterAll(async () => {
  await memberContext?.close();
  await staffContext?.close();
  await browser?.close();
});

const step = story();

describe("the wallet in the browser, against a local EVM node", () => {
  step("keeps USDT withdrawal behind KYC until staff approve the member's verification", async () => {
    await wallet.goto("/en/users/withdraw/usdt");
    await wallet.page.getByTestId("kyc-gate").waitFor();

    await wallet.submitKyc({
      firstName: "Mei",
      lastName: "Lin",
      birthday: "1991-04-05",
      idNumber: "A223456789",
      phone: `09${String(Date.now()).slice(-8)}`,
      address: "No. 7, Section 1, Zhongxiao East Road, Taipei",
      photos: writeKycTestImages(),
    });
    await screenshot(wallet.page, "wallet-kyc-under-review-en");
    await wallet.goto("/en/users/withdraw/usdt");
    await wallet.page.getByTestId("kyc-gate").waitFor();

    const item = await staff.approveKyc(member.email);
    await screenshot(staff.page, "wallet-staff-kyc-review-en");
    await item.waitFor({ state: "detached" });

    await wallet.goto("/en/users/me/personalVerify");
    await wallet.page.getByTestId("kyc-verified").waitFor();
  });

  step(
    "credits test USDT sent on chain to the member's deposit address after the confirmations",
    async () => {
      const address = await wallet.depositAddress("ERC20");
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      await screenshot(wallet.page, "wallet-deposit-address-en");

      const sent = await externalWallet.writeContract({
        address: token,
        abi: erc20,
        functionName: "transfer",
        args: [address as Address, DEPOSIT],
        chain: null,
      });
      await publicClient.waitForTransactionReceipt({ hash: sent });

      await wallet.waitForDepositStatus("Credited");
      await screenshot(wallet.page, "wallet-deposit-credited-en");
      await wallet.goto("/en/users/digitalWallet");
      await expect
        .poll(async () => parseUsdt(await wallet.page.getByTestId("wallet-usdt-available").textContent()))
        .toBe(DEPOSIT);
    },
  );

  step(
    "withdraws part of it to the external wallet: e-mail code, staff approval, sent on chain",
    async () => {
      const page = wallet.page;
      await wallet.goto("/en/users/withdraw/usdt");
      // The terms and disclaimer come before a member's first withdrawal.
      const terms = page.getByTestId("withdrawal-terms");
      await terms.or(page.getByTestId("usdt-withdrawal-form")).waitFor();
      if (await terms.isVisible()) {
        await page.getByTestId("withdrawal-terms-accept").check();
        await page.getByTestId("withdrawal-terms-continue").click();
      }
      await page.getByTestId("usdt-withdrawal-form").waitFor();
      await page.getByTestId("network-ERC20").click();
      await page.getByTestId("withdraw-address").fill(external.address);
      await page.getByTestId("withdraw-amount").fill("40");
      const fee = parseUsdt(await page.getByTestId("withdraw-fee").textContent());
      expect(parseUsdt(await page.getByTestId("withdraw-total").textContent())).toBe(WITHDRAW + fee);
      expect(parseUsdt(await page.getByTestId("withdraw-receive").textContent())).toBe(WITHDRAW);

      const seen = (await wallet.accounts.mails(member.email)).length;
      await page.getByTestId("withdraw-send-code").click();
      await page.getByTestId("withdraw-code").fill(await wallet.accounts.mailedCode(member.email, seen));
      await page.getByTestId("withdraw-submit").click();
      await page.getByTestId("withdrawal-check").waitFor();
      await screenshot(page, "wallet-withdrawal-check-en");
      await page.getByTestId("withdrawal-check-confirm").click();
      await page.getByTestId("withdrawal-requested").waitFor();

      await wallet.goto("/en/users/digitalWallet");
      await expect
        .poll(async () => parseUsdt(await page.getByTestId("wallet-usdt-frozen").textContent()))
        .toBe(WITHDRAW + fee);

      await staff.goto("/en/admin/withdrawals");
      await staff.page.getByTestId("staff-tab-usdt").click();
      const row = staff.page.getByTestId("staff-usdt-row").filter({ hasText: member.email });
      await row.waitFor();
      await screenshot(staff.page, "wallet-staff-withdrawals-en");
      await row.getByTestId("staff-usdt-approve").click();
      await staff.page.getByTestId("staff-usdt-approve-confirm").click();

      await wallet.goto("/en/users/usdt_Record");
      await page.getByTestId("records-tab-withdrawals").click();
      await expect.poll(() => wallet.withdrawalStatus(), { timeout: 60_000, interval: 1_000 }).toBe("Sent");
      await page.getByTestId("withdrawal-tx").waitFor();
      await screenshot(page, "wallet-withdrawal-sent-en");

      expect(await onChainBalance(external.address)).toBe(WITHDRAW);
      await wallet.goto("/en/users/digitalWallet");
      await expect
        .poll(async () => parseUsdt(await page.getByTestId("wallet-usdt-available").textContent()))
        .toBe(DEPOSIT - WITHDRAW - fee);
      expect(parseUsdt(await page.getByTestId("wallet-usdt-frozen").textContent())).toBe(0n);
    },
  );
});
