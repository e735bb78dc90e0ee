import { useEffect } from "react";
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { Link, useMatches, type UIMatch } from "react-router";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { homeUrl } from "../../modules/home/urls";
import { HOME_ROUTE_NAME, type RouteHandle } from "../routeHandle";

function routeName(match: UIMatch): string | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return typeof handle?.name === "string" ? handle.name : undefined;
}

/** The trail built from the matched routes' names (spec §2); not shown on the home page. */
export function Breadcrumbs() {
  const intl = useIntl();
  const { locale } = useLocale();
  const matches = useMatches();
  const named = matches.filter((m) => routeName(m) !== undefined);
  const current = named.at(-1);
  const currentName = current ? routeName(current) : undefined;
  const isHome = currentName === undefined || currentName === HOME_ROUTE_NAME;

  // The document title follows the same names.
  const title = isHome ? "Vitrine" : `${intl.formatMessage({ id: currentName })} · Vitrine`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (isHome) return null;

  const crumbs = [
    { key: "home", label: intl.formatMessage({ id: HOME_ROUTE_NAME }), to: homeUrl(locale) },
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
