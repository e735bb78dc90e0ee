/** The id of the injected chat widget script: it is added once per page load. */
export const CHAT_SCRIPT_ID = "vitrine-chat-widget";

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Adds the chat widget's script (an https URL from the gateway's CHAT_WIDGET_SRC) once the browser is
 * idle, so it never competes with the page's own first load; its account id goes on the element as
 * data-widget-id. Returns a cancel function for an injection that has not happened yet.
 */
export function injectChatWidgetWhenIdle(
  src: string,
  widgetId: string | null,
  win: IdleWindow = window,
): () => void {
  if (!/^https:\/\//i.test(src) || win.document.getElementById(CHAT_SCRIPT_ID)) return () => undefined;
  const inject = () => {
    if (win.document.getElementById(CHAT_SCRIPT_ID)) return;
    const script = win.document.createElement("script");
    script.id = CHAT_SCRIPT_ID;
    script.src = src;
    script.async = true;
    if (widgetId) script.dataset.widgetId = widgetId;
    win.document.body.appendChild(script);
  };
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(inject, { timeout: 5000 });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(inject, 2000);
  return () => win.clearTimeout(timer);
}
