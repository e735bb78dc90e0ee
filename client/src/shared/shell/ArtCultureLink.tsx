import { IconPalette } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { useAppInfo } from "../app-info/useAppInfo";
import { useLocale } from "../i18n/LocaleContext";
import classes from "./ArtCultureLink.module.css";

/** Staff and administrator pages are not the portal: no floating link there. */
const NOT_PORTAL = /^\/[a-z]{2}\/(admin|redeem-admin)(\/|$)/;

/**
 * The floating art-culture link (spec §2: on the portal, from 960 px wide): to ART_CULTURE_URL when
 * the gateway names one (a new tab), else to the site's own editorial list.
 */
export function ArtCultureLink() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const { artCultureUrl } = useAppInfo();
  if (NOT_PORTAL.test(pathname)) return null;
  const label = intl.formatMessage({ id: "shell.artCulture" });
  const common = {
    className: classes.link,
    "aria-label": intl.formatMessage({ id: "shell.artCultureLabel" }),
    "data-testid": "art-culture-link",
  };
  const content = (
    <>
      <IconPalette size={16} style={{ transform: "rotate(90deg)" }} />
      {label}
    </>
  );
  return artCultureUrl ? (
    <a href={artCultureUrl} target="_blank" rel="noopener noreferrer" {...common}>
      {content}
    </a>
  ) : (
    <Link to={`/${locale}/editorial`} {...common}>
      {content}
    </Link>
  );
}
