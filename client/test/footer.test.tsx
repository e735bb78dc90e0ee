import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { BACK_TO_TOP_AFTER_PX } from "@vitrine/schema";
import { renderApp } from "../src/shared/test/renderApp";

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
});

describe("footer", () => {
  it("shows the current year in the copyright line", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-15T12:00:00+08:00"));
    renderApp("/en");
    expect(await screen.findByTestId("footer-year")).toHaveTextContent(
      "© 2031 Vitrine. All rights reserved.",
    );
  });

  it("links to FAQ, privacy and terms in the current language", async () => {
    renderApp("/cn");
    const footer = (await screen.findByTestId("footer-year")).closest("footer")!;
    const hrefs = [...footer.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/cn/faqs", "/cn/privacy", "/cn/terms"]));
  });

  it("links the messenger icon to appInfo.messengerUrl in a new tab", async () => {
    renderApp("/en");
    const messenger = await screen.findByTestId("footer-messenger");
    await waitFor(() => expect(messenger).toHaveAttribute("href", "https://m.me/vitrine"));
    expect(messenger).toHaveAttribute("target", "_blank");
  });

  it("shows back-to-top only after scrolling past BACK_TO_TOP_AFTER_PX", async () => {
    renderApp("/en");
    await screen.findByTestId("footer-year");
    expect(screen.queryByTestId("back-to-top")).not.toBeInTheDocument();

    act(() => {
      Object.defineProperty(window, "scrollY", {
        configurable: true,
        writable: true,
        value: BACK_TO_TOP_AFTER_PX,
      });
      fireEvent.scroll(window);
    });
    expect(screen.queryByTestId("back-to-top")).not.toBeInTheDocument();

    act(() => {
      Object.defineProperty(window, "scrollY", {
        configurable: true,
        writable: true,
        value: BACK_TO_TOP_AFTER_PX + 1,
      });
      fireEvent.scroll(window);
    });
    const button = await screen.findByTestId("back-to-top");
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("opens the About overlay from the about text", async () => {
    const { user } = renderApp("/en");
    await user.click(await screen.findByTestId("footer-about"));
    expect(await screen.findByTestId("about-content")).toHaveTextContent("About Vitrine");
  });
});
