import { Menu } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { NavItem } from "./MobileDrawer";
import { NavMoreButton } from "./HeaderNav";

/** The "News & guides" menu itself (Mantine's Menu): a chunk of its own, shown open when first asked for. */
export function NavMoreDropdown({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened>
      <Menu.Target>
        <NavMoreButton />
      </Menu.Target>
      <Menu.Dropdown data-testid="nav-more-menu">
        {items.map((item) => {
          const Icon = item.icon;
          return "to" in item ? (
            <Menu.Item
              key={item.key}
              component={Link}
              to={item.to}
              leftSection={<Icon size={16} />}
              data-testid={`nav-more-${item.key}`}
            >
              {intl.formatMessage({ id: item.labelId })}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.key} leftSection={<Icon size={16} />} onClick={item.onClick}>
              {intl.formatMessage({ id: item.labelId })}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
