import { useEffect } from "react";
import { useAppInfo } from "../app-info/useAppInfo";
import { injectChatWidgetWhenIdle } from "./chatWidgetScript";

/** The embedded social chat widget (spec §1): loaded lazily, only when the gateway configures one. */
export function ChatWidget() {
  const { chatWidget } = useAppInfo();
  const src = chatWidget?.src ?? null;
  const widgetId = chatWidget?.widgetId ?? null;
  useEffect(() => (src ? injectChatWidgetWhenIdle(src, widgetId) : undefined), [src, widgetId]);
  return null;
}
