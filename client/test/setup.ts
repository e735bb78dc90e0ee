import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { LOCALES } from "@vitrine/schema";
import { server } from "../src/shared/test/server";
import { loadStaffMessages } from "../src/shared/i18n/messages";
import { warmLazyChunks } from "./warmLazyChunks";

// Pages are lazy chunks that jsdom compiles on first use; on a busy CI machine the first import of a
// page can take seconds. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine and the router use.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!("ResizeObserver" in window)) {
  Object.defineProperty(window, "ResizeObserver", {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Mantine's autosize Textarea listens for web fonts loading.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

Object.defineProperty(window, "scrollTo", { writable: true, configurable: true, value: vi.fn() });
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollTo = vi.fn() as unknown as Element["scrollTo"];

// The app loads one language's messages (a lazy chunk) before its first page, and the staff pages'
// messages with the routes that show them; tests that render the language shell directly
// (renderInShell) get all five whole catalogues ready, as before (messageRoutes.test.ts checks which
// routes load the staff part). The chunks the app fetches at first use (dialogs, menus, the phone
// drawer) are compiled here too, outside the tests' time limits, as they were when they were part of
// the first chunk.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  await Promise.all([...LOCALES.map((locale) => loadStaffMessages(locale)), warmLazyChunks()]);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Forget the language cookie and storage between tests.
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = "";
});

afterAll(() => server.close());
