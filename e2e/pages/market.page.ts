import type { Locator, Page } from "playwright-core";
import { AccountsPage } from "./accounts.page.js";

/** USDT carries six decimals: amounts are compared in micro-USDT, as the gateway keeps them. */
const MICRO = 1_000_000n;

/** "1,234.50 USDT" or "1,234.50" (as the UI shows amounts) to micro-USDT. */
export function parseUsdt(text: string | null): bigint {
  const match = /(-?)([\d,]+)(?:\.(\d{1,6}))?/.exec(text ?? "");
  if (!match) throw new Error(`not a USDT amount: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const micro = BigInt(whole.replace(/,/g, "")) * MICRO + BigInt(fraction.padEnd(6, "0"));
  return sign ? -micro : micro;
}

export const usdt = (whole: number): bigint => BigInt(whole) * MICRO;

/** micro-USDT as the UI writes it ("1,234.50"), for readable failure messages and text checks. */
export function formatUsdt(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const whole = (abs / MICRO).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = (abs % MICRO).toString().padStart(6, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

export interface NewAuction {
  units: number;
  startPrice: number;
  /** Seconds from now (the browser's clock) to the closing time. */
  closesInSeconds: number;
}

/**
 * The marketplace as a person uses it: the collection book (holdings, sell list, buy list), the sell
 * dialog, a listing's product page with bidding, and the USDT balance in the avatar menu.
 */
export class MarketPage {
  readonly accounts: AccountsPage;
  readonly holdings: Locator;
  readonly sellDialog: Locator;
  readonly sellList: Locator;
  readonly productPage: Locator;
  readonly listingType: Locator;
  readonly listingState: Locator;
  readonly auctionPanel: Locator;
  readonly highestBid: Locator;
  readonly bidCount: Locator;
  readonly minimumBid: Locator;
  readonly countdown: Locator;
  readonly bidAmount: Locator;
  readonly bidButton: Locator;
  readonly bidConfirm: Locator;
  readonly bidFrozen: Locator;
  readonly bidHistory: Locator;
  readonly snackbar: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.accounts = new AccountsPage(page, baseUrl);
    this.holdings = page.getByTestId("holding");
    this.sellDialog = page.getByTestId("sell-dialog");
    this.sellList = page.getByTestId("sell-list");
    this.productPage = page.getByTestId("product-page");
    this.listingType = this.productPage.getByTestId("listing-type").first();
    this.listingState = this.productPage.getByTestId("listing-state").first();
    this.auctionPanel = page.getByTestId("auction-panel");
    this.highestBid = page.getByTestId("auction-highest");
    this.bidCount = page.getByTestId("auction-bid-count");
    this.minimumBid = page.getByTestId("auction-minimum");
    this.countdown = page.getByTestId("auction-countdown");
    this.bidAmount = page.getByTestId("bid-amount");
    this.bidButton = page.getByTestId("bid-button");
    this.bidConfirm = page.getByTestId("bid-confirm");
    this.bidFrozen = page.getByTestId("bid-frozen");
    // The product page shows the history in a section and under a tab (one of them is to go): the first.
    this.bidHistory = page.getByTestId("bid-history").first();
    this.snackbar = page.getByTestId("snackbar");
  }

  async open(pathname: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathname}`, { waitUntil: "networkidle" });
  }

  /** Logs in through the header's dialog on the English home page and waits for the avatar. */
  async logIn(email: string, password: string, nickname: string): Promise<void> {
    await this.accounts.open("/en");
    await this.accounts.submitLogin({ email, password });
    await this.accounts.signedInAs(nickname);
  }

  /**
   * The available USDT in the avatar menu as this page has it (the header fetches it on page load and
   * again after one's own bid). With `settlesOn`, waits up to 10 s for the menu to show that amount
   * (a refetch in flight) before reading; either way returns what it shows.
   */
  async usdtBalance(settlesOn?: bigint): Promise<bigint> {
    await this.accounts.openAvatarMenu();
    const figure = this.page.getByTestId("avatar-usdt");
    if (settlesOn !== undefined) {
      await figure
        .filter({ hasText: new RegExp(`^${formatUsdt(settlesOn).replace(/\./g, "\\.")} USDT$`) })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    }
    const text = await figure.textContent();
    await this.page.keyboard.press("Escape");
    await this.page.getByTestId("menu-logout").waitFor({ state: "hidden" });
    return parseUsdt(text);
  }

  /** The available USDT after reloading the page, so it is not a figure fetched before a change. */
  async reloadedUsdtBalance(): Promise<bigint> {
    await this.page.reload({ waitUntil: "networkidle" });
    return this.usdtBalance();
  }

  /**
   * Waits for the snackbar to say `text` (it shows one notice at a time, replacing the last); fails
   * at once with the message when it shows an error instead.
   */
  async snackbarSays(text: string): Promise<void> {
    const wanted = this.snackbar.filter({ hasText: text });
    const error = this.page.locator('[data-testid="snackbar"][role="alert"]');
    await wanted.or(error).first().waitFor({ timeout: 15_000 });
    if (!(await wanted.isVisible()) && (await error.isVisible())) {
      throw new Error(`the snackbar said "${await error.textContent()}", not "${text}"`);
    }
  }

  // ── the collection book ────────────────────────────────────────────────────────────────────

  async openCollection(): Promise<void> {
    await this.open("/en/collectionBook");
    await this.page.getByTestId("collection-holdings").waitFor();
  }

  /** The holding tile of the card named `name` (the tile's name text carries it as its title). */
  holdingOf(name: string): Locator {
    return this.holdings.filter({ has: this.page.getByTitle(name, { exact: true }) });
  }

  /** "3 held · 1 listed" of a holding as numbers. */
  async unitsOf(holding: Locator): Promise<{ held: number; listed: number }> {
    const text = (await holding.getByTestId("holding-units").textContent()) ?? "";
    const match = /(\d+)\D+(\d+)/.exec(text);
    if (!match) throw new Error(`no units in "${text}"`);
    return { held: Number(match[1]), listed: Number(match[2]) };
  }

  /** The first holding whose Sell button is enabled (it has units not listed yet), and its card's name. */
  async firstSellableHolding(): Promise<{ holding: Locator; cardName: string }> {
    await this.holdings.first().waitFor();
    const count = await this.holdings.count();
    for (let i = 0; i < count; i++) {
      const holding = this.holdings.nth(i);
      if (await holding.getByTestId("holding-sell").isEnabled()) {
        const cardName = await holding
          .getByTestId("card-tile")
          .locator("[title]")
          .first()
          .getAttribute("title");
        if (!cardName) throw new Error("a holding tile without a card name");
        return { holding: this.holdingOf(cardName), cardName };
      }
    }
    throw new Error(`none of the ${count} holdings has units left to sell`);
  }

  /**
   * Opens the sell dialog of `holding` and fills in an auction, closing `closesInSeconds` from now.
   * The dialog stays open for the caller to look at and submit.
   */
  async fillAuction(holding: Locator, auction: NewAuction): Promise<void> {
    await holding.getByTestId("holding-sell").click();
    await this.sellDialog.waitFor();
    await this.sellDialog.getByTestId("sell-type").getByText("Auction", { exact: true }).click();
    await this.sellDialog.getByTestId("sell-endsAt").waitFor();
    await this.sellDialog.getByTestId("sell-units").fill(String(auction.units));
    await this.sellDialog.getByTestId("sell-startPrice").fill(String(auction.startPrice));
    await this.setClosingTime(auction.closesInSeconds);
  }

  /**
   * Sets the sell dialog's closing time `seconds` from now, computed in the browser's own local time
   * (what a datetime-local input means), to the second. Returns the closing time (epoch ms).
   */
  async setClosingTime(seconds: number): Promise<number> {
    const endsAt = this.sellDialog.getByTestId("sell-endsAt");
    const closing = await this.page.evaluate((ahead) => {
      const at = new Date(Date.now() + ahead * 1000);
      const pad = (n: number) => String(n).padStart(2, "0");
      const minute = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
      // The input normalises ":00" seconds away; writing it the normalised way keeps fill() exact.
      return {
        value: at.getSeconds() ? `${minute}:${pad(at.getSeconds())}` : minute,
        epochMs: at.getTime() - at.getMilliseconds(),
      };
    }, seconds);
    await endsAt.fill(closing.value);
    const kept = await endsAt.inputValue();
    if (kept !== closing.value) throw new Error(`the closing time input kept ${kept}, not ${closing.value}`);
    return closing.epochMs;
  }

  async submitSell(): Promise<void> {
    await this.sellDialog.getByTestId("sell-submit").click();
    await this.snackbarSays("Your listing is on the marketplace.");
    await this.sellDialog.waitFor({ state: "hidden" });
  }

  /** Listing ids linked from the seller's sell list (each row links to its product page). */
  async sellListIds(): Promise<string[]> {
    await this.open("/en/collectionBook/sellList");
    await this.sellList.waitFor();
    const hrefs = await this.sellList
      .getByTestId("listing-row")
      .locator('a[href*="/product/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    return hrefs.map((href) => decodeURIComponent(/\/product\/([^/?#]+)/.exec(href)![1]!));
  }

  /** The sell list row of a listing. */
  sellListRow(listingId: string): Locator {
    return this.sellList
      .getByTestId("listing-row")
      .filter({ has: this.page.locator(`a[href$="/product/${listingId}"]`) });
  }

  /** The buy list's row for my bids on a listing, and its outcome badge text (Won, Lost, …). */
  async bidOutcome(listingId: string): Promise<string> {
    await this.open("/en/collectionBook/buyList");
    const row = this.page
      .getByTestId("buy-list")
      .getByTestId("bid-row")
      .filter({ has: this.page.locator(`a[href$="/product/${listingId}"]`) });
    return ((await row.getByTestId("bid-outcome").textContent()) ?? "").trim();
  }

  // ── a listing's product page ──────────────────────────────────────────────────────────────

  async openProduct(listingId: string): Promise<void> {
    await this.open(`/en/product/${encodeURIComponent(listingId)}`);
    await this.productPage.waitFor();
  }

  /** Types a bid and opens its confirmation; returns what the dialog says will be frozen. */
  async startBid(amount: number): Promise<string> {
    await this.bidAmount.fill(String(amount));
    await this.bidButton.click();
    await this.bidConfirm.waitFor();
    return ((await this.bidFrozen.textContent()) ?? "").trim();
  }

  /**
   * Confirms the open bid dialog and waits for the placed notice and the refetched highest bid. A
   * refused bid fails with the gateway's answer (some refusals show no snackbar at all).
   */
  async confirmBid(amount: number): Promise<void> {
    const answer = this.page.waitForResponse(
      (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("mutation PlaceBid"),
      { timeout: 30_000 },
    );
    await this.page.getByTestId("bid-confirm-button").click();
    const body = await (await answer).text();
    if (body.includes('"errors"')) throw new Error(`the bid of ${amount} USDT was refused: ${body}`);
    await this.snackbarSays("Your bid has been placed.");
    await this.bidConfirm.waitFor({ state: "hidden" });
    await this.highestBid.filter({ hasText: formatUsdt(usdt(amount)) }).waitFor();
  }

  /** The rows of the bid history as shown, newest first: bidder name and amount. */
  async bidHistoryRows(): Promise<{ bidder: string; amount: bigint }[]> {
    // The tab's copy is only rendered while its tab is chosen: choose it, whichever copy remains.
    const tab = this.page.getByRole("tab", { name: "Bid history" });
    if (await tab.count()) await tab.click();
    await this.bidHistory.waitFor();
    const rows = await this.bidHistory
      .getByTestId("bid-row")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      );
    return rows.map(([bidder = "", amount = ""]) => ({ bidder: bidder.trim(), amount: parseUsdt(amount) }));
  }

  /**
   * Reloads the product page every few seconds until its state badge reads `state` (an auction past
   * its closing time shows "Closed" until the settlement job, or later the sweeper, has written its
   * outcome); fails with the last state seen after `timeoutMs`.
   */
  async waitForListingState(listingId: string, state: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.openProduct(listingId);
      const shown = ((await this.listingState.textContent()) ?? "").trim();
      if (shown === state) return;
      if (Date.now() > deadline) {
        throw new Error(
          `listing ${listingId} still "${shown}", not "${state}", after ${Math.round(timeoutMs / 1000)} s`,
        );
      }
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}
