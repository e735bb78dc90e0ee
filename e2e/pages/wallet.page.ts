import type { Locator, Page } from "playwright-core";
import { AccountsPage } from "./accounts.page.js";

export interface KycDetails {
  firstName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  /** Taiwan mobile number, 09 + 8 digits. */
  phone: string;
  address: string;
  photos: { front: string; back: string; selfie: string; secondId: string };
}

interface Sms {
  to: string;
  body: string;
}

/**
 * The wallet as a member and staff use it: personal verification (KYC) with the SMS code, the staff
 * review pages, the USDT deposit page, the withdrawal flow and the USDT records.
 */
export class WalletPage {
  readonly accounts: AccountsPage;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.accounts = new AccountsPage(page, baseUrl);
  }

  async goto(pathname: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathname}`);
  }

  /** The newest SMS code sent to a number ending in `phoneTail` (from the development SMS box). */
  async smsCode(phoneTail: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await fetch(`${this.baseUrl}/dev/sms.json`);
      const messages = (await response.json()) as Sms[];
      const sms = messages.find((m) => m.to.replace(/\D/g, "").endsWith(phoneTail.replace(/^0/, "")));
      const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no SMS code for …${phoneTail}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /** Fills and submits the verification form (personalVerify/verification). */
  async submitKyc(details: KycDetails): Promise<void> {
    const page = this.page;
    await this.goto("/en/users/me/personalVerify");
    await page.getByTestId("kyc-start").click();
    await page.getByTestId("kyc-form").waitFor();
    await page.getByTestId("kyc-nationality").selectOption("TW");
    await page.getByTestId("kyc-first-name").fill(details.firstName);
    await page.getByTestId("kyc-last-name").fill(details.lastName);
    await page.getByTestId("kyc-birthday").fill(details.birthday);
    await page.getByTestId("kyc-id-number").fill(details.idNumber);
    await page.getByTestId("kyc-phone-country").selectOption("+886");
    await page.getByTestId("kyc-phone").fill(details.phone);
    await page.getByTestId("kyc-send-code").click();
    const code = await this.smsCode(details.phone);
    await page.getByTestId("kyc-code").fill(code);
    await page.getByTestId("kyc-verify-phone").click();
    await page.getByTestId("kyc-phone-verified").waitFor();
    await page.getByTestId("kyc-address").fill(details.address);
    await page.getByTestId("kyc-purpose").selectOption("COLLECTING");
    const photos: [string, string][] = [
      ["FRONT", details.photos.front],
      ["BACK", details.photos.back],
      ["SELFIE", details.photos.selfie],
      ["SECOND_ID", details.photos.secondId],
    ];
    for (const [kind, file] of photos) {
      await page.getByTestId(`kyc-file-${kind}`).setInputFiles(file);
      await page.getByTestId(`kyc-preview-${kind}`).waitFor();
    }
    await page.getByTestId("kyc-submit").click();
    await page.getByTestId("kyc-under-review").waitFor();
  }

  /** Staff: approves the KYC submission of the member with this e-mail. */
  async approveKyc(email: string): Promise<Locator> {
    await this.goto("/en/admin/kyc");
    const item = this.page.getByTestId("staff-kyc-item").filter({ hasText: email });
    await item.waitFor();
    await item.getByTestId("kyc-review-photos").waitFor();
    await item.getByTestId("staff-kyc-approve").click();
    return item;
  }

  /** The deposit address shown for a network on the deposit page. */
  async depositAddress(network: "ERC20" | "BEP20" | "TRC20"): Promise<string> {
    await this.goto("/en/users/stored/usdt");
    await this.page.getByTestId(`network-${network}`).click();
    await this.page.getByTestId("deposit-qr").waitFor();
    await this.page.getByTestId("deposit-warning").waitFor();
    return ((await this.page.getByTestId("deposit-address").textContent()) ?? "").trim();
  }

  /** Waits on the USDT records page until the newest deposit reads `status` (the page polls). */
  async waitForDepositStatus(status: string, timeoutMs = 60_000): Promise<void> {
    await this.goto("/en/users/usdt_Record");
    await this.page.getByTestId("records-tab-deposits").click();
    await this.page
      .getByTestId("deposit-row")
      .first()
      .getByTestId("deposit-status")
      .filter({ hasText: status })
      .waitFor({ timeout: timeoutMs });
  }

  async withdrawalStatus(): Promise<string> {
    return (
      (await this.page
        .getByTestId("withdrawal-row")
        .first()
        .getByTestId("withdrawal-status")
        .textContent()) ?? ""
    ).trim();
  }
}
