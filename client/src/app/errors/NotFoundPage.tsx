import { FormattedMessage } from "react-intl";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { homeUrl } from "../../modules/home/urls";
import { ErrorLayout } from "./ErrorLayout";

/** 404 (spec §2): '404 Not Found' / 'This page could not be found', with a link home. */
export function NotFoundPage() {
  const { locale } = useLocale();
  return (
    <ErrorLayout
      testId="not-found"
      code="404"
      title={<FormattedMessage id="errorPage.notFound.title" />}
      text={<FormattedMessage id="errorPage.notFound.text" />}
      homeTo={homeUrl(locale)}
    />
  );
}
