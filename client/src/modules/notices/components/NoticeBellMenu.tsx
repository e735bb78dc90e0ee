import { useState, type ReactElement } from "react";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { MarkAllNoticesReadMutation, NoticesQuery, NoticeUnreadCountQuery } from "../graphql/notices";
import { useOpenNotice } from "../hooks/useOpenNotice";
import { noticeUrl } from "../urls";
import { NoticeItem } from "./NoticeItem";

/** Notices the header's dropdown shows. */
const DROPDOWN_SIZE = 5;

/**
 * The bell's dropdown (a chunk of its own, loaded at the first hover, focus or click on the bell):
 * the newest five notices, "mark all read" and the way to the notice centre.
 */
export function NoticeBellMenu({
  target,
  unread,
  defaultOpened,
}: {
  target: ReactElement;
  unread: number;
  defaultOpened: boolean;
}) {
  const { locale } = useLocale();
  const client = useApolloClient();
  const [opened, setOpened] = useState(defaultOpened);
  const latest = useQuery(NoticesQuery, {
    variables: { page: 1 },
    skip: !opened,
    fetchPolicy: "cache-and-network",
  });
  const openNotice = useOpenNotice();
  const [markAll, markingAll] = useMutation(MarkAllNoticesReadMutation);
  const items = latest.data?.notices.items.slice(0, DROPDOWN_SIZE) ?? [];

  const readAll = async () => {
    await markAll();
    await client.refetchQueries({ include: [NoticeUnreadCountQuery, NoticesQuery] });
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown p="xs" data-testid="notice-dropdown">
        <Group justify="space-between" px="xs" pb={4}>
          <Text fw={600} size="sm">
            <FormattedMessage id="notices.title" />
          </Text>
          {unread > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => void readAll()}
              loading={markingAll.loading}
            >
              <FormattedMessage id="notices.markAllRead" />
            </Button>
          )}
        </Group>
        <Stack gap={2} mah={380} style={{ overflowY: "auto" }}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm" ta="center">
              <FormattedMessage id={latest.loading ? "app.loading" : "notices.empty"} />
            </Text>
          ) : (
            items.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                compact
                onOpen={(n) => {
                  setOpened(false);
                  openNotice(n);
                }}
              />
            ))
          )}
        </Stack>
        <Anchor
          component={Link}
          to={noticeUrl(locale)}
          onClick={() => setOpened(false)}
          size="sm"
          display="block"
          ta="center"
          pt="xs"
          data-testid="notice-see-all"
        >
          <FormattedMessage id="notices.seeAll" />
        </Anchor>
      </Menu.Dropdown>
    </Menu>
  );
}
