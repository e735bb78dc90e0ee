import type { Locator, Page } from "playwright-core";

/** The app shell (header, footer) as a person sees it. */
export class ShellPage {
  readonly search: Locator;
  readonly suggestions: Locator;
  readonly languageMenu: Locator;
  readonly latest: Locator;
  readonly cardTiles: Locator;
  readonly notFound: Locator;
  readonly footerYear: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.search = page.getByTestId("header-search");
    this.suggestions = page.getByTestId("search-suggestion");
    this.languageMenu = page.getByTestId("language-menu");
    this.latest = page.getByTestId("home-latest");
    this.cardTiles = page.getByTestId("card-tile");
    this.notFound = page.getByTestId("not-found");
    this.footerYear = page.getByTestId("footer-year");
  }

  async open(pathname = "/"): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathname}`, { waitUntil: "networkidle" });
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Waits until <html lang> is `tag` and the page heading has re-rendered away from `previous`. */
  async headingAfterLanguage(tag: string, previous: string | null): Promise<string | null> {
    await this.page.waitForFunction(
      ([lang, before]) =>
        document.documentElement.lang === lang && document.querySelector("h1")?.textContent !== before,
      [tag, previous] as const,
      { timeout: 10_000 },
    );
    return this.page.locator("h1").first().textContent();
  }

  async chooseLanguage(code: string): Promise<void> {
    await this.languageMenu.first().click();
    await this.page.getByTestId(`language-option-${code}`).first().click();
    await this.page.waitForURL((url) => url.pathname.startsWith(`/${code}`));
  }
}
