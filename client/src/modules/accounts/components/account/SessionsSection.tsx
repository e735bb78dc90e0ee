import { Badge, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { SITE_REGISTRY, isSiteKey } from "@vitrine/schema";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../../shared/time/ZonedTime";
import { MySessionsQuery } from "../../graphql/sessions";
import { SettingsSection } from "./SettingsSection";

/**
 * Where the account is signed in: every session with the site it was made on (one account works on
 * every site of the platform), the device and when it was last used; this browser's first.
 */
export function SessionsSection() {
  const { data, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: "cache-and-network" });
  const sessions = [...(data?.mySessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.sessions.title" />}
      description={<FormattedMessage id="accounts.sessions.description" />}
      testId="sessions-section"
    >
      {error && !data ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      <Stack gap="sm">
        {sessions.map((session) => {
          const key = session.siteKey.toLowerCase();
          const name = isSiteKey(key) ? SITE_REGISTRY[key].name : session.siteKey;
          return (
            <Group
              key={session.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="session-row"
              data-site={key}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} data-testid="session-site">
                    {name}
                  </Text>
                  {session.current ? (
                    <Badge variant="light" size="sm" data-testid="session-current">
                      <FormattedMessage id="accounts.sessions.current" />
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {session.userAgent ?? <FormattedMessage id="accounts.sessions.unknownDevice" />}
                </Text>
              </Stack>
              <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
                <FormattedMessage id="accounts.sessions.lastSeen" /> <ZonedTime value={session.lastSeenAt} />
              </Text>
            </Group>
          );
        })}
      </Stack>
    </SettingsSection>
  );
}
