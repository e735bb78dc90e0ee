import { Paper, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import type { NoticeKind } from "../../../gql/graphql";
import { NoticePreferencesQuery, SetNoticePreferenceMutation } from "../graphql/notices";
import { NOTICE_KIND_LABEL } from "../messages";

/** Which kinds of notice also come by e-mail (a switch each); notices on the site are always on. */
export function NoticePreferencesPanel() {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const { data } = useQuery(NoticePreferencesQuery);
  const [save] = useMutation(SetNoticePreferenceMutation, {
    update(cache, result) {
      const preferences = result.data?.setNoticePreference;
      if (preferences)
        cache.writeQuery({ query: NoticePreferencesQuery, data: { noticePreferences: preferences } });
    },
  });
  const toggle = (kind: NoticeKind, email: boolean) =>
    save({ variables: { kind, email } }).catch((error: unknown) => handleError(error));

  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="notice-preferences">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="notices.preferences.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="notices.preferences.hint" />
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {data?.noticePreferences.map((p) => (
            <Switch
              key={p.kind}
              checked={p.email}
              onChange={(event) => void toggle(p.kind, event.currentTarget.checked)}
              label={intl.formatMessage({ id: NOTICE_KIND_LABEL[p.kind] })}
              data-testid={`notice-pref-${p.kind}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
