import { z } from "zod";
import { urlWithProtocol } from "./fields.js";

/**
 * Settings of the client shell (issue 15 item 5), exposed to the client through `appInfo`.
 * ART_CULTURE_URL: where the floating art-culture link goes (unset: the site's own editorial list).
 * CHAT_WIDGET_SRC / CHAT_WIDGET_ID: the embedded social chat widget, an https script and its account
 * id; unset = no widget, and the Content-Security-Policy allows no other script origin.
 */
export const SHELL_CONFIG_SHAPE = {
  ART_CULTURE_URL: urlWithProtocol(["http:", "https:"]).optional(),
  CHAT_WIDGET_SRC: urlWithProtocol(["https:"]).optional(),
  CHAT_WIDGET_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/, { message: "must be 1–128 letters, digits, _ . : or -" })
    .optional(),
};

/** The origin the chat widget's script comes from, or null when the widget is off. */
export function chatWidgetOrigin(config: { CHAT_WIDGET_SRC?: string | undefined }): string | null {
  return config.CHAT_WIDGET_SRC ? new URL(config.CHAT_WIDGET_SRC).origin : null;
}
