import { useState } from "react";
import { ActionIcon, Indicator } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconBell } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../shared/chunkReload";
import { lazyModule } from "../../../shared/preloadable";
import { NoticeUnreadCountQuery } from "../graphql/notices";
import { useNoticeLive } from "../hooks/useNoticeLive";

const menu = lazyModule(withChunkReload(() => import("./NoticeBellMenu")));

/**
 * The header's bell (signed-in members): the unread count as a badge, kept live by the notice
 * subscription. Like the avatar menu, its dropdown (Mantine's Menu on floating-ui, the newest five)
 * is a chunk of its own fetched at the first hover, focus or click, so it is no part of the first
 * page's JavaScript.
 */
export function NoticeBell() {
  const intl = useIntl();
  const count = useQuery(NoticeUnreadCountQuery, { fetchPolicy: "cache-and-network" });
  useNoticeLive(true);
  const [parts, setParts] = useState(menu.current);
  const [openNow, setOpenNow] = useState(false);
  const unread = count.data?.noticeUnreadCount ?? 0;
  const open = () =>
    menu.run((module) => {
      setOpenNow(true);
      setParts(() => module);
    });

  const bell = (
    <Indicator
      label={unread > 99 ? "99+" : unread}
      size={18}
      color="red"
      disabled={unread === 0}
      offset={4}
      data-testid="notice-bell-count"
      data-count={unread}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={intl.formatMessage({ id: "notices.bell.label" }, { count: unread })}
        aria-haspopup="menu"
        data-testid="notice-bell"
        {...(parts ? {} : { onClick: open, onFocus: menu.preload, onPointerEnter: menu.preload })}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
  return parts ? <parts.NoticeBellMenu target={bell} unread={unread} defaultOpened={openNow} /> : bell;
}
