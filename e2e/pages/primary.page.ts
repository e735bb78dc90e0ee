import type { Locator, Page } from "playwright-core";
import { AccountsPage } from "./accounts.page.js";

/** "1,200 Jpoint", "NT$ 1,200" or "1,200" to a whole number. */
export function parseWhole(text: string | null): number {
  const match = /(\d[\d,]*)/.exec(text ?? "");
  if (!match) throw new Error(`not a whole amount: ${text}`);
  return Number(match[1]!.replace(/,/g, ""));
}

/**
 * The primary platform as a person uses it: the releases grid and a product's purchase panel, the
 * Jpoint wallet's buy form, the sandbox provider's payment page, the order complete page, and the
 * packages page where a package is opened.
 */
export class PrimaryPage {
  readonly accounts: AccountsPage;
  readonly orderState: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.accounts = new AccountsPage(page, baseUrl);
    this.orderState = page.getByTestId("primary-order-state");
  }

  async open(pathname: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathname}`, { waitUntil: "networkidle" });
  }

  /** Opens a product from the releases grid by (part of) its name. */
  async openRelease(name: string): Promise<void> {
    await this.open("/en/releases");
    await this.page.getByTestId("release-card").filter({ hasText: name }).first().click();
    await this.page.getByTestId("primary-product-page").waitFor();
    await this.page.getByTestId("primary-buy-button").waitFor();
  }

  /** Chooses a payment way (a radio in the payment fields) and waits for it to be checked. */
  async chooseWay(wayId: string): Promise<void> {
    await this.page.getByTestId(`payment-way-${wayId}`).check();
  }

  /** Buys from the open product page with Jpoint or a payment way, through the confirm dialog. */
  async buyProduct(payWith: "jpoint" | { way: string }): Promise<void> {
    if (payWith === "jpoint") {
      await this.page.getByTestId("pay-with-jpoint").check();
    } else {
      await this.page.getByTestId("pay-with-channel").check();
      await this.chooseWay(payWith.way);
    }
    await this.page.getByTestId("primary-buy-button").click();
    await this.page.getByTestId("primary-confirm-button").click();
  }

  /** The Jpoint wallet's buy form: amount, way, confirm. The browser then goes to the provider. */
  async buyJpoint(amount: number, wayId: string): Promise<void> {
    await this.open("/en/users/jpoint");
    const form = this.page.getByTestId("buy-jpoint-form");
    await form.waitFor();
    await form.getByTestId("buy-jpoint-amount").fill(String(amount));
    await form.getByTestId(`payment-way-${wayId}`).check();
    await form.getByTestId("buy-jpoint-submit").click();
    await this.page.getByTestId("buy-jpoint-confirm").click();
  }

  /** The order number in a complete page's URL (/en/complete/VP…). */
  orderIdFromUrl(): string {
    const match = /\/complete\/(VP\d{16})/.exec(this.page.url());
    if (!match) throw new Error(`not on a primary complete page: ${this.page.url()}`);
    return match[1]!;
  }

  /** Waits until the complete page (which polls every 5 s) shows `state`. */
  async waitForOrderState(state: string, timeoutMs = 30_000): Promise<void> {
    await this.page.locator(`[data-testid="primary-order-state"][data-state="${state}"]`).waitFor({
      timeout: timeoutMs,
    });
  }

  /** The Jpoint balance shown on the wallet page. */
  async walletBalance(): Promise<number> {
    await this.open("/en/users/jpoint");
    const balance = this.page.getByTestId("jpoint-wallet").getByTestId("jpoint-balance");
    await balance.filter({ hasText: /\d/ }).waitFor();
    return parseWhole(await balance.textContent());
  }

  /** Opens the newest unopened package on the packages page and returns the drawn cards' names. */
  async openNewestPackage(): Promise<string[]> {
    await this.open("/en/packages");
    const item = this.page.locator('[data-testid="package-item"][data-state="UNOPENED"]').first();
    await item.getByTestId("package-open").click();
    const reveal = this.page.getByTestId("package-reveal").first();
    await reveal.waitFor();
    const cards = reveal.getByTestId("package-drawn-card");
    await cards.first().waitFor();
    const names: string[] = [];
    for (const card of await cards.all()) {
      names.push((await card.locator('[data-testid="card-tile"] img').getAttribute("alt")) ?? "");
    }
    return names;
  }

  /** The names of the cards in the collection book. */
  async collectionNames(): Promise<string[]> {
    await this.open("/en/collectionBook");
    const holdings = this.page.getByTestId("holding");
    await holdings.first().waitFor();
    const names: string[] = [];
    for (const holding of await holdings.all()) {
      names.push((await holding.locator('[data-testid="card-tile"] img').getAttribute("alt")) ?? "");
    }
    return names;
  }
}
