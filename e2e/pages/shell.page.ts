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

  async chooseLanguage(code: string): Promise<void> {
    await this.languageMenu.first().click();
    await this.page.getByTestId(`language-option-${code}`).first().click();
    await this.page.waitForURL((url) => url.pathname.startsWith(`/${code}`));
  }
}
