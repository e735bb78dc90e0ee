import { ActionIcon, Box, Group, Menu, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconBook2, IconChevronDown, IconLogout } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../shared/money/formatUsdt";
import { useAccountLinks } from "./useAccountLinks";
import { useLogout } from "../../modules/accounts/hooks/useLogout";
import type { Viewer } from "../../modules/accounts/hooks/useViewer";
import { collectionUrl } from "../../modules/market/urls";
import { UserAvatar } from "../../modules/accounts/components/UserAvatar";

export type AvatarMenuUser = Pick<Viewer, "nickname" | "publicId" | "usdtBalance" | "profilePictureUrl"> &
  Partial<Pick<Viewer, "role">>;

/**
 * The signed-in user's menu in the header (spec §2): nickname, user page, USDT balance, personal
 * verification, collection, sell and buy lists, settings and logout; plus the collection icon.
 */
export function AvatarMenu({ user }: { user: AvatarMenuUser }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const links = useAccountLinks(user);
  const logout = useLogout();

  return (
    <Group gap={6} wrap="nowrap" ml={4}>
      <Tooltip label={intl.formatMessage({ id: "accounts.menu.collection" })}>
        <ActionIcon
          component={Link}
          to={collectionUrl(locale)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={intl.formatMessage({ id: "accounts.menu.collection" })}
          data-testid="header-collection"
        >
          <IconBook2 size={20} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            data-testid="avatar-menu"
            aria-label={intl.formatMessage({ id: "accounts.menu.open" }, { nickname: user.nickname })}
          >
            <Group gap={6} wrap="nowrap">
              <UserAvatar name={user.nickname} src={user.profilePictureUrl} size={32} />
              <Text size="sm" fw={500} maw={100} truncate data-testid="avatar-nickname">
                {user.nickname}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
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
    </Group>
  );
}
