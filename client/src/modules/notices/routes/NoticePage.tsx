import { Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { NoticeList } from "../components/NoticeList";
import { NoticePreferencesPanel } from "../components/NoticePreferencesPanel";

/**
 * /{lang}/users/notice (spec §2 users/notice): the member's notice centre — every notice with
 * read/unread, unread only, mark all read, each opening what it is about — and the e-mail choices.
 */
export function NoticePage() {
  return (
    <Stack gap="lg" data-testid="notice-page">
      <Title order={1} size="h2">
        <FormattedMessage id="notices.title" />
      </Title>
      <NoticeList />
      <NoticePreferencesPanel />
    </Stack>
  );
}
