import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@vitrine/schema";
import { isChunkLoadError, reloadForChunkError, withChunkReload } from "./chunkReload";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("chunk reload", () => {
  it("recognises dynamic-import failures only", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/FaqPage-x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads at most once per interval", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError({ now: t0, storage, reload })).toBe(true);
    expect(reloadForChunkError({ now: t0 + CHUNK_RELOAD_MIN_INTERVAL_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ now: t0 + CHUNK_RELOAD_MIN_INTERVAL_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("wraps a lazy import: reloads on a chunk error, rethrows other errors", async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const failing = withChunkReload(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      {
        storage,
        reload,
      },
    );
    void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    const broken = withChunkReload(() => Promise.reject(new Error("syntax")), { storage, reload });
    await expect(broken()).rejects.toThrow("syntax");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("handles vite:preloadError by reloading once", async () => {
    const { installChunkReloadHandler } = await import("./chunkReload");
    const reload = vi.fn();
    const location = window.location;
    // jsdom's location.reload is not configurable; swap the whole object for the test.
    Object.defineProperty(window, "location", { configurable: true, value: { ...location, reload } });
    const uninstall = installChunkReloadHandler();
    try {
      const first = new Event("vite:preloadError", { cancelable: true });
      window.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      const second = new Event("vite:preloadError", { cancelable: true });
      window.dispatchEvent(second);
      expect(second.defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
      Object.defineProperty(window, "location", { configurable: true, value: location });
    }
  });
});
