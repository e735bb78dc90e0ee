import { useEffect, useState } from "react";
import { Container } from "@mantine/core";
import { FormattedMessage, IntlProvider } from "react-intl";
import { isRouteErrorResponse, useParams, useRouteError } from "react-router";
import { DEFAULT_LOCALE, LOCALE_TAGS, isLocale, type Locale } from "@vitrine/schema";
import { isChunkLoadError, reloadForChunkError } from "../../shared/chunkReload";
import { currentStoredLocale } from "../../shared/i18n/locale";
import { anyLoadedMessages } from "../../shared/i18n/messages";
import { intlErrorProps } from "../../shared/i18n/intlErrors";
import { homeUrl } from "../../modules/home/urls";
import { NotFoundPage } from "./NotFoundPage";
import { ErrorLayout } from "./ErrorLayout";
import { PageLoader } from "../layout/PageLoader";

const DEFAULT_STATUS = 500;

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return DEFAULT_STATUS;
}

/** A failed lazy chunk reloads the page (at most once a minute); shows a loader meanwhile. */
function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  useEffect(() => {
    if (reloading) return;
    console.error(error);
  }, [error, reloading]);
  return reloading;
}

function ErrorContent({ error, locale }: { error: unknown; locale: Locale }) {
  const reloading = useChunkReload(error);
  if (reloading) return <PageLoader />;
  const status = statusOf(error);
  return (
    <ErrorLayout
      testId="route-error"
      code={status}
      title={<FormattedMessage id="errorPage.error.title" />}
      text={<FormattedMessage id="errorPage.error.status" values={{ status: String(status) }} />}
      homeTo={homeUrl(locale)}
    />
  );
}

/** Route error boundary inside the layout (spec §2): 'An error occurred' with the status (default 500). */
export function RouteErrorPage() {
  const error = useRouteError();
  const params = useParams();
  const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorContent error={error} locale={locale} />;
}

/**
 * Last-resort boundary above the language route: brings its own messages — the language's if they
 * were loaded, else another loaded language's (its catalogue failing to load is what brought us here;
 * that chunk error reloads the page and shows only the loader).
 */
export function RootErrorPage() {
  const error = useRouteError();
  const params = useParams();
  const wanted = isLocale(params.lang) ? params.lang : currentStoredLocale();
  const { locale, messages } = anyLoadedMessages(wanted) ?? { locale: wanted, messages: {} };
  return (
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={messages} {...intlErrorProps()}>
      <Container>
        <ErrorContent error={error} locale={locale} />
      </Container>
    </IntlProvider>
  );
}
