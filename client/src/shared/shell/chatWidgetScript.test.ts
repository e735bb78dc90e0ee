import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_SCRIPT_ID, injectChatWidgetWhenIdle } from "./chatWidgetScript";

afterEach(() => {
  document.getElementById(CHAT_SCRIPT_ID)?.remove();
  vi.useRealTimers();
});

describe("chat widget script", () => {
  it("is added once, after the page is idle, with its widget id", () => {
    const idle: (() => void)[] = [];
    const win = Object.assign(Object.create(window) as Window, {
      document,
      requestIdleCallback: (cb: () => void) => idle.push(cb),
    });
    injectChatWidgetWhenIdle("https://chat.example.com/w.js", "vitrine-tw", win);
    injectChatWidgetWhenIdle("https://chat.example.com/w.js", "vitrine-tw", win);
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
    idle.forEach((cb) => cb());
    const scripts = document.querySelectorAll(`#${CHAT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe("https://chat.example.com/w.js");
    expect((scripts[0] as HTMLScriptElement).dataset.widgetId).toBe("vitrine-tw");
  });

  it("never loads a script that is not https", () => {
    const idle: (() => void)[] = [];
    const win = Object.assign(Object.create(window) as Window, {
      document,
      requestIdleCallback: (cb: () => void) => idle.push(cb),
    });
    injectChatWidgetWhenIdle("http://chat.example.com/w.js", null, win);
    idle.forEach((cb) => cb());
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
  });
});
