import "@mantine/core/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { isLocale } from "@vitrine/schema";
import { App } from "./app/App";
import { installChunkReloadHandler } from "./shared/chunkReload";
import { currentStoredLocale } from "./shared/i18n/locale";
import { loadMessages } from "./shared/i18n/messages";
import { preloadHomePage } from "./app/pages";

installChunkReloadHandler();

// The language's messages are a chunk of their own: ask for them now, while React starts (the
// /:lang route's loader awaits the same request before the first page renders; a failure there
// shows the error page, which reloads on a chunk error).
const [, first, page = ""] = window.location.pathname.split("/");
loadMessages(isLocale(first) ? first : currentStoredLocale()).catch(() => undefined);
// The home page is a React.lazy component (see app/pages.ts): ask for it now when it is the page.
if (!first || (isLocale(first) && (page === "" || page === "login"))) preloadHomePage();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
