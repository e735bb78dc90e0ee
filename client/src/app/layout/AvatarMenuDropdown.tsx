import type { ReactElement } from "react";
import { Box, Menu, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { formatUsdt } from "../../shared/money/formatUsdt";
import { useAccountLinks } from "./useAccountLinks";
import { useLogout } from "../../modules/accounts/hooks/useLogout";
import { JpowerBadge } from "../../modules/missions";
import type { AvatarMenuUser } from "./AvatarMenu";

// The collection icon's tooltip comes with the menu (both are Mantine popovers on floating-ui).
export { Tooltip } from "@mantine/core";

/**
 * The avatar menu's dropdown (spec §2): USDT balance, user page, personal verification, collection,
 * sell and buy lists, settings and logout. A chunk of its own, loaded by AvatarMenu at the first
 * hover, focus or click on the avatar, and shown open when a click asked for it.
 */
export function AvatarMenuDropdown({
  user,
  target,
  defaultOpened,
}: {
  user: AvatarMenuUser;
  target: ReactElement;
  defaultOpened: boolean;
}) {
  const links = useAccountLinks(user);
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="accounts.menu.usdtBalance" />
          </Text>
          <Text fw={600} data-testid="avatar-usdt">
            <FormattedMessage
              id="accounts.menu.usdtAmount"
              values={{ amount: formatUsdt(user.usdtBalance) }}
            />
          </Text>
        </Box>
        <Box px="sm" pb={6}>
          <JpowerBadge />
        </Box>
        <Menu.Divider />
        {links.map(({ key, labelId, to, icon: Icon }) => (
          <Menu.Item
            key={key}
            component={Link}
            to={to}
            leftSection={<Icon size={16} />}
            data-testid={`menu-${key}`}
          >
            <FormattedMessage id={labelId} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="menu-logout"
          onClick={() => void logout()}
        >
          <FormattedMessage id="accounts.menu.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
