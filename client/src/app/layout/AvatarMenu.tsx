import { useState } from "react";
import { ActionIcon, Group, Text, UnstyledButton } from "@mantine/core";
import { IconBook2, IconChevronDown } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withChunkReload } from "../../shared/chunkReload";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { lazyModule } from "../../shared/preloadable";
import type { Viewer } from "../../modules/accounts/hooks/useViewer";
import { collectionUrl } from "../../modules/market/urls";
import { UserAvatar } from "../../modules/accounts/components/UserAvatar";

export type AvatarMenuUser = Pick<Viewer, "nickname" | "publicId" | "usdtBalance" | "profilePictureUrl"> &
  Partial<Pick<Viewer, "role">>;

const dropdown = lazyModule(withChunkReload(() => import("./AvatarMenuDropdown")));
/** Fetches the menu's chunk now (the client tests' setup). */
export const loadAvatarMenuDropdown = dropdown.load;

/**
 * The signed-in user's menu in the header (spec §2): the avatar and nickname, opening the balance and
 * account links (AvatarMenuDropdown); plus the collection icon. The menu's code (Mantine's Menu,
 * Tooltip and floating-ui) is fetched at the first hover or focus and shown at the first click, so it
 * is no part of the first page's JavaScript; until then the avatar is a plain button that opens it.
 */
export function AvatarMenu({ user }: { user: AvatarMenuUser }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [parts, setParts] = useState(dropdown.current);
  const [openNow, setOpenNow] = useState(false);
  const open = () =>
    dropdown.run((module) => {
      setOpenNow(true);
      setParts(() => module);
    });

  const collectionLabel = intl.formatMessage({ id: "accounts.menu.collection" });
  const collection = (
    <ActionIcon
      component={Link}
      to={collectionUrl(locale)}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={collectionLabel}
      data-testid="header-collection"
    >
      <IconBook2 size={20} />
    </ActionIcon>
  );
  const avatar = (
    <UnstyledButton
      data-testid="avatar-menu"
      aria-label={intl.formatMessage({ id: "accounts.menu.open" }, { nickname: user.nickname })}
      aria-haspopup="menu"
      // A keyboard focus only fetches (swapping the button now would take the focus away).
      {...(parts ? {} : { onClick: open, onFocus: dropdown.preload })}
    >
      <Group gap={6} wrap="nowrap">
        <UserAvatar name={user.nickname} src={user.profilePictureUrl} size={32} />
        <Text size="sm" fw={500} maw={100} truncate data-testid="avatar-nickname">
          {user.nickname}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );

  return (
    // A hover only fetches the menu's code: swapping the button for the menu's own while the pointer
    // is pressing it would lose that click (the press and the release on different elements).
    <Group gap={6} wrap="nowrap" ml={4} onPointerEnter={parts ? undefined : dropdown.preload}>
      {parts ? <parts.Tooltip label={collectionLabel}>{collection}</parts.Tooltip> : collection}
      {parts ? <parts.AvatarMenuDropdown user={user} target={avatar} defaultOpened={openNow} /> : avatar}
    </Group>
  );
}
