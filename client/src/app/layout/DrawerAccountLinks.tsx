import { Group, NavLink, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { formatUsdt } from "../../shared/money/formatUsdt";
import { useAccountLinks } from "./useAccountLinks";
import { useLogout } from "../../modules/accounts/hooks/useLogout";
import type { AvatarMenuUser } from "./AvatarMenu";
import { UserAvatar } from "../../modules/accounts/components/UserAvatar";

/** The avatar menu's entries as a list, for the mobile drawer (a menu inside a drawer is awkward). */
export function DrawerAccountLinks({ user, onNavigate }: { user: AvatarMenuUser; onNavigate: () => void }) {
  const intl = useIntl();
  const links = useAccountLinks(user);
  const logout = useLogout();
  return (
    <Stack gap={4} data-testid="drawer-account">
      <Group gap="sm" px="xs" pb="xs" wrap="nowrap">
        <UserAvatar name={user.nickname} src={user.profilePictureUrl} size={36} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {user.nickname}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="accounts.menu.usdtAmount"
              values={{ amount: formatUsdt(user.usdtBalance) }}
            />
          </Text>
        </div>
      </Group>
      {links.map(({ key, labelId, to, icon: Icon }) => (
        <NavLink
          key={key}
          component={Link}
          to={to}
          label={intl.formatMessage({ id: labelId })}
          leftSection={<Icon size={18} />}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component="button"
        c="red"
        label={intl.formatMessage({ id: "accounts.menu.logout" })}
        leftSection={<IconLogout size={18} />}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      />
    </Stack>
  );
}
