import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeSignedIn, makeViewer } from "../../src/shared/test/fixtures";
import { siteInputOfPath } from "../../src/shared/sites/siteInput";
import { LoginMutation } from "../../src/modules/accounts/graphql/login";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { MySessionsQuery } from "../../src/modules/accounts/graphql/sessions";
import { CelebrityBoardQuery } from "../../src/modules/celebrities/graphql/celebrities";
import { ShowroomGalleryQuery } from "../../src/modules/showrooms/graphql/showrooms";
import { PrimaryProductsQuery } from "../../src/modules/primary/graphql/queries";
import { CampaignsQuery } from "../../src/modules/stamps/graphql/stamps";
import { ContentItemsQuery } from "../../src/modules/content/graphql/reader";
import { makeContentItem, typed } from "../../src/modules/content/test/contentFixtures";
import { makeBoard, makeBoardEntry, makeCelebrity } from "../../src/modules/celebrities/test/boardFixtures";
import { makeProduct } from "../primary/fixtures";
import { makeCampaign } from "../stamps/stampFixtures";

const board = makeBoard([
  makeBoardEntry(makeCelebrity("1", "Summer Hsia"), { rank: 1, previousRank: 2, likes: 12 }),
]);

const room = {
  __typename: "Showroom",
  id: "31",
  name: "Summer's stage",
  description: "",
  coverUrl: null,
  likeCount: 5,
  likedByViewer: false,
  publishedAt: "2026-11-20T00:00:00.000Z",
  owner: { __typename: "ShowroomOwner", publicId: "p1", displayName: "Mei" },
};

/** The public reads the site homes are built from. */
function siteReads() {
  const contentKinds: unknown[] = [];
  server.use(
    graphql.query(CelebrityBoardQuery, () => HttpResponse.json({ data: { celebrityBoard: board } })),
    graphql.query(ShowroomGalleryQuery, () =>
      HttpResponse.json({
        data: { showrooms: typed("ShowroomPage", { total: 1, page: 1, pageSize: 12, items: [room] }) },
      }),
    ),
    graphql.query(PrimaryProductsQuery, () =>
      HttpResponse.json({ data: { primaryProducts: [makeProduct()] } }),
    ),
    graphql.query(CampaignsQuery, () => HttpResponse.json({ data: { campaigns: [makeCampaign("OPEN")] } })),
    graphql.query(ContentItemsQuery, ({ variables }) => {
      contentKinds.push(variables.kind);
      const item = makeContentItem(variables.kind === "EVENT" ? 2 : 1, { kind: variables.kind });
      return HttpResponse.json({
        data: { contentItems: typed("ContentItemPage", { total: 1, page: 1, pageSize: 20, items: [item] }) },
      });
    }),
  );
  return { contentKinds };
}

describe("site of a page", () => {
  it("sends the page's site key and website code at sign-in", () => {
    expect(siteInputOfPath("/tw/star")).toEqual({ site: 1, siteKey: "STAR" });
    expect(siteInputOfPath("/en/art/editorial/3")).toEqual({ site: 1, siteKey: "ART" });
    expect(siteInputOfPath("/en/marketplace")).toEqual({ site: 2, siteKey: "MARKETPLACE" });
    expect(siteInputOfPath("/en/product/4")).toEqual({ site: 2, siteKey: "MARKETPLACE" });
    expect(siteInputOfPath("/en/account")).toEqual({ site: 1, siteKey: "PORTAL" });
  });
});

describe("the star site", () => {
  it("has its own home, header, navigation and accent", async () => {
    siteReads();
    renderApp("/en/star");
    expect(await screen.findByTestId("star-hero")).toHaveTextContent("Metastar");
    expect(await within(screen.getByTestId("site-board")).findByText("Summer Hsia")).toBeInTheDocument();
    expect(await screen.findByTestId("site-showroom")).toHaveAttribute("href", "/en/star/showroom/31");
    expect(await screen.findByTestId("release-card")).toHaveAttribute("href", "/en/star/releases/7");
    expect(await screen.findByTestId("site-campaign")).toHaveAttribute("href", "/en/star/campaign/7");

    const logo = screen.getByTestId("header-logo");
    expect(logo).toHaveAttribute("href", "/en/star");
    expect(logo).toHaveTextContent("Metastar");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Celebrity index stage" })).toHaveAttribute(
      "href",
      "/en/star/celebrities",
    );
    expect(within(nav).getByRole("link", { name: "Stamp rallies" })).toHaveAttribute(
      "href",
      "/en/star/campaigns",
    );
    expect(within(nav).queryByRole("link", { name: "Explore" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.site).toBe("star"));
    expect(document.title).toBe("Metastar");
    // No breadcrumbs on a site's home.
    expect(screen.queryByTestId("breadcrumbs")).not.toBeInTheDocument();
  });

  it("serves its pages under /star with breadcrumbs from the site's home", async () => {
    siteReads();
    renderApp("/en/star/celebrities");
    expect(await screen.findByTestId("celebrity-board")).toBeInTheDocument();
    const crumbs = screen.getByTestId("breadcrumbs");
    expect(within(crumbs).getByRole("link", { name: "Metastar" })).toHaveAttribute("href", "/en/star");
    expect(crumbs).toHaveTextContent("Celebrity");
    expect(document.documentElement.dataset.site).toBe("star");
    expect(document.title).toMatch(/ · Metastar$/);
  });

  it("keeps a link from its page to a page it also serves inside the site", async () => {
    siteReads();
    const { user, router } = renderApp("/en/star/celebrities");
    const rows = await screen.findByTestId("celebrity-rows");
    // The board links to the portal's celebrity page; browsing Metastar, it opens under /star.
    await user.click(within(rows).getByRole("link", { name: "Summer Hsia" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/star/celebrities/1"));
    await waitFor(() => expect(document.documentElement.dataset.site).toBe("star"));
    // Going to the portal on purpose (the switcher's or the footer's link) leaves the site.
    await user.click(screen.getByTestId("footer-site-portal"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    await waitFor(() => expect(document.documentElement.dataset.site).toBe("portal"));
  });

  it("signs in with the star site's key", async () => {
    let received: unknown;
    siteReads();
    server.use(
      graphql.mutation(LoginMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { login: makeSignedIn() } });
      }),
    );
    const { user } = renderApp("/en/star");
    await user.click(await screen.findByTestId("login-button"));
    await screen.findByTestId("login-dialog");
    await user.type(screen.getByTestId("login-email"), "mei@example.com");
    await user.type(screen.getByTestId("login-password"), "Secret#123");
    await user.click(screen.getByTestId("login-submit"));
    await waitFor(() =>
      expect(received).toEqual({
        email: "mei@example.com",
        password: "Secret#123",
        site: 1,
        siteKey: "STAR",
      }),
    );
  });
});

describe("site switcher", () => {
  it("lists the four sites and moves to the art site with its own home and accent", async () => {
    const { contentKinds } = siteReads();
    const { user, router } = renderApp("/en/star");
    await user.click(await screen.findByTestId("site-switcher"));
    const menu = await screen.findByTestId("site-switcher-menu");
    expect(within(menu).getByTestId("site-option-portal")).toHaveAttribute("href", "/en");
    expect(within(menu).getByTestId("site-option-marketplace")).toHaveAttribute("href", "/en/marketplace");
    expect(within(menu).getByTestId("site-option-star")).toHaveAttribute("aria-current", "page");
    await user.click(within(menu).getByTestId("site-option-art"));

    await waitFor(() => expect(router.state.location.pathname).toBe("/en/art"));
    expect(await screen.findByTestId("art-hero")).toHaveTextContent("Vitrine Art");
    expect(await screen.findAllByTestId("content-card")).toHaveLength(2);
    expect(contentKinds).toEqual(expect.arrayContaining(["EDITORIAL", "EVENT"]));
    expect(screen.getAllByTestId("content-card")[0]).toHaveAttribute("href", "/en/art/editorial/1");
    await waitFor(() => expect(document.documentElement.dataset.site).toBe("art"));
    // The footer's row of sites marks the current one.
    expect(screen.getByTestId("footer-site-art")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("footer-site-portal")).toHaveAttribute("href", "/en");
  });

  it("keeps Vitrine's own navigation on the portal, and an unknown site is the 404 page", async () => {
    renderApp("/en/stars");
    expect(await screen.findByTestId("not-found")).toBeInTheDocument();
    expect(screen.getByTestId("header-logo")).toHaveAttribute("href", "/en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Explore" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.site).toBe("portal"));
  });
});

const sessions = [
  {
    __typename: "AccountSession",
    id: "2",
    site: 2,
    siteKey: "MARKETPLACE" as const,
    userAgent: "Firefox",
    lastSeenAt: "2026-11-24T10:00:00.000Z",
    createdAt: "2026-11-24T10:00:00.000Z",
    current: false,
  },
  {
    __typename: "AccountSession",
    id: "1",
    site: 1,
    siteKey: "STAR" as const,
    userAgent: "Chromium",
    lastSeenAt: "2026-11-23T10:00:00.000Z",
    createdAt: "2026-11-23T10:00:00.000Z",
    current: true,
  },
];

describe("sessions on the account page", () => {
  it("names the site each session was made on", async () => {
    server.use(
      graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
      graphql.query(MySessionsQuery, () => HttpResponse.json({ data: { mySessions: sessions } })),
    );
    renderApp("/en/account");
    const section = await screen.findByTestId("sessions-section", {}, { timeout: 5000 });
    await waitFor(() => expect(within(section).getAllByTestId("session-row")).toHaveLength(2));
    const [first, second] = within(section).getAllByTestId("session-row");
    // This browser's session first.
    expect(first).toHaveTextContent("Metastar");
    expect(within(first!).getByTestId("session-current")).toHaveTextContent("This device");
    expect(second).toHaveTextContent("Vitrine Marketplace");
  });
});
