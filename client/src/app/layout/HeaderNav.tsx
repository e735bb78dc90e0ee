import { lazy, Suspense, useState, type ComponentPropsWithRef } from "react";
import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { withChunkReload } from "../../shared/chunkReload";
import type { NavItem } from "./MobileDrawer";
import classes from "./Header.module.css";

export const loadNavMoreDropdown = withChunkReload(() => import("./NavMoreDropdown"));
const NavMoreDropdown = lazy(() => loadNavMoreDropdown().then((m) => ({ default: m.NavMoreDropdown })));

/** One direct header entry: a link, or a button for an action (the About overlay). */
function NavButton({ item }: { item: NavItem }) {
  return "to" in item ? (
    <Button
      component={Link}
      to={item.to}
      variant="subtle"
      color="gray"
      className={classes.navLink}
      data-testid={`nav-${item.key}`}
    >
      <FormattedMessage id={item.labelId} />
    </Button>
  ) : (
    <Button
      variant="subtle"
      color="gray"
      className={classes.navLink}
      onClick={item.onClick}
      data-testid={`nav-${item.key}`}
    >
      <FormattedMessage id={item.labelId} />
    </Button>
  );
}

/** The "News & guides" menu's button (Menu.Target gives it its ref and handlers once loaded). */
export function NavMoreButton(props: ComponentPropsWithRef<"button">) {
  return (
    <Button
      {...props}
      variant="subtle"
      color="gray"
      className={classes.navLink}
      rightSection={<IconChevronDown size={14} />}
      data-testid="nav-more"
    >
      <FormattedMessage id="nav.more" />
    </Button>
  );
}

/**
 * The wide header's entries and the "News & guides" menu. Like the language menu, the menu's code
 * loads at the first hover or focus and opens on the click that asked for it.
 */
export function HeaderNav({
  items,
  moreItems,
}: {
  items: readonly NavItem[];
  moreItems: readonly NavItem[];
}) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadNavMoreDropdown().catch(() => undefined);
  const button = (
    <NavMoreButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  return (
    <>
      {items.map((item) => (
        <NavButton key={item.key} item={item} />
      ))}
      {wanted ? (
        <Suspense fallback={button}>
          <NavMoreDropdown items={moreItems} />
        </Suspense>
      ) : (
        button
      )}
    </>
  );
}
