import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderApp } from "../../../shared/test/renderApp";
import { LaunchNoticeQuery } from "../graphql/launchNotice";
import { typed } from "./contentFixtures";
import { isNoticeDismissed } from "../components/site/noticeDismissal";

let noticeAnswers = 0;
function noticeSaying(text: string) {
  return graphql.query(LaunchNoticeQuery, () => {
    noticeAnswers++;
    return HttpResponse.json({
      data: { launchNotice: typed("LaunchNotice", { enabled: true, text, url: "/en/news" }) },
    });
  });
}

function mockPhoneWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes("max-width: 600px"),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe("content in the shell", () => {
  it("shows the launch notice until dismissed for the session, and a new text again", async () => {
    server.use(noticeSaying("Maintenance on Sunday"));
    const first = renderApp("/en/faqs");
    const bar = await screen.findByTestId("launch-notice");
    expect(bar).toHaveTextContent("Maintenance on Sunday");
    expect(within(bar).getByTestId("launch-notice-link")).toHaveAttribute("href", "/en/news");
    await first.user.click(within(bar).getByRole("button", { name: "Dismiss notice" }));
    expect(screen.queryByTestId("launch-notice")).not.toBeInTheDocument();
    first.unmount();

    expect(isNoticeDismissed("Maintenance on Sunday")).toBe(true);

    // Same session, same text: stays dismissed.
    const answered = noticeAnswers;
    const second = renderApp("/en/faqs");
    await waitFor(() => expect(noticeAnswers).toBe(answered + 1));
    await screen.findByTestId("faq-page");
    expect(screen.queryByTestId("launch-notice")).not.toBeInTheDocument();
    second.unmount();

    // A new text shows again.
    server.use(noticeSaying("Jpoint sunset on 1 December"));
    renderApp("/en/faqs");
    expect(await screen.findByTestId("launch-notice")).toHaveTextContent("Jpoint sunset on 1 December");
  });

  it("lists the content pages under News & guides in the phone drawer", async () => {
    const restore = mockPhoneWidth();
    try {
      const { user } = renderApp("/en/faqs");
      await user.click(await screen.findByTestId("header-burger"));
      const drawer = await screen.findByRole("dialog");
      expect(within(drawer).getByText("News & guides")).toBeInTheDocument();
      const expected: [string, string][] = [
        ["Announcements", "/en/announcement"],
        ["News", "/en/news"],
        ["Editorial", "/en/editorial"],
        ["Events", "/en/event"],
        ["Beginner guide", "/en/beginner"],
        ["Business services", "/en/business"],
        ["Performance guarantee", "/en/guarantee"],
        ["Join the community", "/en/community"],
      ];
      for (const [name, href] of expected)
        expect(within(drawer).getByRole("link", { name })).toHaveAttribute("href", href);
      // The first entries stay.
      expect(within(drawer).getByRole("link", { name: "Marketplace" })).toHaveAttribute(
        "href",
        "/en/marketplace",
      );
    } finally {
      restore();
    }
  });

  it("opens the News & guides menu in the wide header", async () => {
    const { user, router } = renderApp("/en/faqs");
    await user.click(await screen.findByTestId("nav-more"));
    const item = await screen.findByRole("menuitem", { name: "News" });
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/news"));
  });
});
