import { use, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useApolloClient } from "@apollo/client/react";
import { IntlProvider } from "react-intl";
import { Outlet, useLocation, useNavigate, useParams } from "react-router";
import { DEFAULT_LOCALE, LOCALE_TAGS, isLocale, type Locale } from "@vitrine/schema";
import { loadMessages, loadedMessages, subscribeMessages } from "../shared/i18n/messages";
import { intlErrorProps } from "../shared/i18n/intlErrors";
import { LocaleContext, type LocaleContextValue } from "../shared/i18n/LocaleContext";
import { setOperationLanguage } from "./apollo";
import { readLocaleCookie, switchLocalePath, writeLocaleCookie } from "../shared/i18n/locale";
import { SnackbarProvider } from "../shared/snackbar/SnackbarProvider";
import { DialogProvider } from "../shared/dialogs/DialogProvider";
import { OverlayProvider } from "../shared/overlay/OverlayProvider";
import { SITE_TIME_ZONE } from "../shared/time/gmt8";

/**
 * Element of the /:lang route (the loader already redirected invalid codes). Provides the language,
 * keeps the cookie and <html lang> in sync with the URL, and hosts the snackbar, dialogs and overlays.
 * The route's loader has loaded the language's messages (one lazy chunk per language); rendered
 * without it (component tests) the shell suspends until they arrive.
 *
 * The staff pages' messages (a chunk of their own, loaded by the staff routes' loaders) are merged into
 * this one IntlProvider rather than given to a nested provider in the console's layout: the snackbar,
 * dialogs and overlays hosted here, and the route error pages (which read the loaded catalogue), show
 * staff texts too, and they sit above the console's layout.
 */
export function LocaleShell() {
  const params = useParams();
  const locale: Locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  const location = useLocation();
  const navigate = useNavigate();
  // Re-rendered when a part of the catalogue arrives (the staff's, after the site's).
  const current = useSyncExternalStore(subscribeMessages, () => loadedMessages(locale));
  const messages = current ?? use(loadMessages(locale));
  // Set while rendering: the page's queries, started by the children, must already name it.
  setOperationLanguage(locale);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    if (readLocaleCookie() !== locale) writeLocaleCookie(locale);
  }, [locale]);

  // Operations name the page's language (app/apollo.ts): after a switch, what is on screen asks
  // again, so text the server localizes (event names) follows the new language.
  const apollo = useApolloClient();
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    void apollo.refetchQueries({ include: "active" }).catch(() => {
      // A failed refetch leaves the page as it was; the next visit asks again.
    });
  }, [apollo, locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      writeLocaleCookie(next);
      if (next !== locale) void navigate(switchLocalePath(location, next));
    },
    [locale, location, navigate],
  );

  const value = useMemo<LocaleContextValue>(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
      // Times are shown in GMT+8 whatever the reader's zone (spec §9); ZonedTime states the zone.
      timeZone={SITE_TIME_ZONE}
      messages={messages}
      {...intlErrorProps()}
    >
      <LocaleContext.Provider value={value}>
        <SnackbarProvider>
          <DialogProvider>
            <OverlayProvider>
              <Outlet />
            </OverlayProvider>
          </DialogProvider>
        </SnackbarProvider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}
