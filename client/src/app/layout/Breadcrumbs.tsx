import { useEffect } from "react";
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { Link, useMatches, type UIMatch } from "react-router";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { sitePath } from "@vitrine/schema";
import { useSite } from "../../shared/sites/useSite";
import { HOME_ROUTE_NAME, type RouteHandle } from "../routeHandle";

function routeName(match: UIMatch): string | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return typeof handle?.name === "string" ? handle.name : undefined;
}

/** The trail built from the matched routes' names (spec §2), from the site's home; not shown on a home. */
export function Breadcrumbs() {
  const intl = useIntl();
  const { locale } = useLocale();
  const matches = useMatches();
  const site = useSite();
  // The trail starts at the site's home (a site's own home route is that first crumb, not a second one).
  const siteHome = sitePath(site.key, locale);
  const named = matches.filter(
    (m) => routeName(m) !== undefined && m.pathname.replace(/\/+$/, "") !== siteHome,
  );
  const current = named.at(-1);
  const currentName = current ? routeName(current) : undefined;
  const isHome = currentName === undefined || currentName === HOME_ROUTE_NAME;

  // The document title follows the same names, with the site's name.
  const title = isHome ? site.name : `${intl.formatMessage({ id: currentName })} · ${site.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (isHome) return null;

  const crumbs = [
    {
      key: "home",
      label: site.key === "portal" ? intl.formatMessage({ id: HOME_ROUTE_NAME }) : site.name,
      to: siteHome,
    },
    ...named
      .filter((m) => routeName(m) !== HOME_ROUTE_NAME)
      .map((m) => ({ key: m.id, label: intl.formatMessage({ id: routeName(m)! }), to: m.pathname })),
  ];

  return (
    <MantineBreadcrumbs
      separator={<IconChevronRight size={14} />}
      separatorMargin={6}
      mb="lg"
      aria-label={intl.formatMessage({ id: "breadcrumbs.label" })}
      data-testid="breadcrumbs"
      component="nav"
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Text key={crumb.key} size="sm" c="gray.3" aria-current="page">
            {crumb.label}
          </Text>
        ) : (
          <Anchor key={crumb.key} component={Link} to={crumb.to} size="sm" c="dimmed">
            {crumb.label}
          </Anchor>
        ),
      )}
    </MantineBreadcrumbs>
  );
}
