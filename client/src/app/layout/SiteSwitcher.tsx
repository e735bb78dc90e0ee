import { lazy, Suspense, useState, type ComponentPropsWithRef } from "react";
import { ActionIcon, Anchor, Group } from "@mantine/core";
import { IconApps } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { SITE_KEYS, SITE_REGISTRY, sitePath } from "@vitrine/schema";
import { withChunkReload } from "../../shared/chunkReload";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useSite } from "../../shared/sites/useSite";

const loadDropdown = withChunkReload(() => import("./SiteSwitcherDropdown"));
const SiteSwitcherDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.SiteSwitcherDropdown })));

/** The switcher's button. Menu.Target gives it its ref and handlers once the menu is loaded. */
export function SiteSwitcherButton(props: ComponentPropsWithRef<"button">) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "site.switcher" });
  return (
    <ActionIcon
      {...props}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="site-switcher"
    >
      <IconApps size={20} />
    </ActionIcon>
  );
}

/**
 * The header's menu of the platform's sites (one account signs in to all of them). Like the language
 * menu, it is only its button until someone reaches for it: the menu's code (Mantine's Menu, popover
 * and floating-ui) loads at the first hover or focus and opens on the click that asked for it.
 */
export function SiteSwitcher() {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDropdown().catch(() => undefined);
  const button = (
    <SiteSwitcherButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SiteSwitcherDropdown defaultOpened />
    </Suspense>
  );
}

/** The sites as a row of links (footer and phone drawer). */
export function SiteLinks({ onNavigate, testIdPrefix }: { onNavigate?: () => void; testIdPrefix: string }) {
  const { locale } = useLocale();
  const current = useSite();
  return (
    <Group gap="md" wrap="wrap" data-testid={`${testIdPrefix}sites`}>
      {SITE_KEYS.map((key) => (
        <Anchor
          key={key}
          component={Link}
          to={sitePath(key, locale)}
          onClick={onNavigate}
          size="sm"
          c={key === current.key ? "vitrine.3" : "dimmed"}
          fw={key === current.key ? 600 : 400}
          aria-current={key === current.key ? "page" : undefined}
          underline="never"
          data-testid={`${testIdPrefix}site-${key}`}
        >
          {SITE_REGISTRY[key].name}
        </Anchor>
      ))}
    </Group>
  );
}
