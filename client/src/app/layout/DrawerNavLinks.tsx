import { NavLink } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { NavItem } from "./MobileDrawer";

/** Header entries as drawer links; choosing one closes the drawer first. */
export function DrawerNavLinks({ items, onClose }: { items: readonly NavItem[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <>
      {items.map((item) => {
        const Icon = item.icon;
        return "to" in item ? (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            label={intl.formatMessage({ id: item.labelId })}
            leftSection={<Icon size={18} />}
            onClick={onClose}
            data-testid={`drawer-nav-${item.key}`}
          />
        ) : (
          <NavLink
            key={item.key}
            component="button"
            label={intl.formatMessage({ id: item.labelId })}
            leftSection={<Icon size={18} />}
            onClick={() => {
              onClose();
              item.onClick();
            }}
            data-testid={`drawer-nav-${item.key}`}
          />
        );
      })}
    </>
  );
}
