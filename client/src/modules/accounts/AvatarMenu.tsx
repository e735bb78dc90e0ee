import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";

export interface AvatarMenuUser {
  nickname: string;
}

/**
 * SLOT: the signed-in user's avatar menu (spec §2: nickname, user page, USDT balance, verification,
 * collection, sell/buy lists, logout). Accounts arrive in a later issue; with no user it renders nothing.
 */
export function AvatarMenu({ user }: { user?: AvatarMenuUser }) {
  if (!user) return null;
  const initials = user.nickname.trim().slice(0, 2).toUpperCase();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="avatar-menu" aria-label={user.nickname}>
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size={32} color="violet">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} maw={100} truncate>
              {user.nickname}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <FormattedMessage id="accounts.avatar.signedInAs" values={{ nickname: user.nickname }} />
        </Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
