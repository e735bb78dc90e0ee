/**
 * One cold page load in Chromium (playwright-core + /usr/bin/chromium) under a fast-3G network profile
 * and 4× CPU throttling, read back through the Performance API: first contentful paint, largest
 * contentful paint, and the JavaScript the page asked for before each (resource timing).
 */
import type { Browser } from "playwright-core";
import { launchChromium } from "../support/chromium.js";

export { launchChromium };

/** Chromium DevTools' "Fast 3G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up (bytes/s). */
export const FAST_3G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;

export interface ScriptLoad {
  url: string;
  startTime: number;
  responseEnd: number;
  /** Body bytes as sent (compressed) and header bytes: resource timing's encodedBodySize / transferSize. */
  encodedBodySize: number;
  transferSize: number;
  decodedBodySize: number;
}

export interface LoadResult {
  fcp: number;
  lcp: number;
  lcpElement: string;
  scripts: ScriptLoad[];
  /** Content-Encoding of each JavaScript response, as the browser received it. */
  encodings: Record<string, string>;
}

/**
 * Opens `url` in a fresh context (empty cache, new connections), waits until the network has been
 * quiet for 500 ms and the page's `readySelector` shows, then reads the paint and resource entries.
 */
export async function measureLoad(browser: Browser, url: string, readySelector: string): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-TW" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...FAST_3G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const encodings: Record<string, string> = {};
    cdp.on("Network.responseReceived", (event) => {
      const { url: responseUrl, headers } = event.response;
      if (!/\.js(\?|$)/.test(responseUrl)) return;
      const encoding = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-encoding");
      encodings[responseUrl] = encoding ? String(encoding[1]) : "identity";
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForSelector(readySelector, { timeout: 120_000 });
    // Every image in the window has arrived and been decoded (a quiet network alone is not enough: a
    // throttled CPU can take longer than the 500 ms "network idle" to render what asks for them).
    await page.waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 120_000, polling: 250 },
    );
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const measured = await page.evaluate(async () => {
      const lcpEntry = await new Promise<PerformanceEntry | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
        setTimeout(() => resolve(undefined), 2000);
      });
      const lcp = lcpEntry as (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => /\.js(\?|$)/.test(r.name))
        .map((r) => ({
          url: r.name,
          startTime: r.startTime,
          responseEnd: r.responseEnd,
          encodedBodySize: r.encodedBodySize,
          transferSize: r.transferSize,
          decodedBodySize: r.decodedBodySize,
        }));
      const element = lcp?.element;
      const lcpElement = element
        ? `${element.tagName.toLowerCase()}${lcp.url ? ` ${new URL(lcp.url).pathname}` : ""}`
        : "(none)";
      return { fcp, lcp: lcp?.startTime ?? Number.NaN, lcpElement, scripts };
    });
    return { ...measured, encodings };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
