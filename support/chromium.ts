import { chromium, type Browser } from "playwright-core";

/**
 * Launch flags that work on these machines (../shared/DESIGN.md §8): no sandbox as root, no GPU, and no
 * background networking (the machines' closed network refuses those connections, many at a time).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium) with CHROMIUM_ARGS and any extra flags. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
