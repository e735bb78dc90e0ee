import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { SetCelebrityActiveMutation, StaffCelebritiesQuery } from "../../graphql/celebrities";
import type { EditedCelebrity } from "./CelebrityForm";

/** Every celebrity with its languages, an edit button and the on-board switch (conditional on the version). */
export function CelebrityStaffList({ onEdit }: { onEdit: (c: EditedCelebrity) => void }) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const { data, error, refetch } = useQuery(StaffCelebritiesQuery);
  const [setActive] = useMutation(SetCelebrityActiveMutation, { refetchQueries: [StaffCelebritiesQuery] });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const list = data?.staffCelebrities ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-celebrity-list">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.celebrities.list" values={{ n: list.length }} />
        </Title>
        {list.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap" data-testid="staff-celebrity-row">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {c.name}
              </Text>
              <Group gap={4}>
                {c.texts.map((t) => (
                  <Badge key={t.language} size="xs" variant="light" color="gray">
                    {t.language}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Switch
                checked={c.active}
                label={intl.formatMessage({ id: "staff.celebrities.active" })}
                onChange={(e) => {
                  const active = e.currentTarget.checked;
                  setActive({ variables: { id: c.id, version: c.version, active } }).catch(handleError);
                }}
              />
              <Button size="compact-sm" variant="light" onClick={() => onEdit(c)}>
                <FormattedMessage id="staff.celebrities.editButton" />
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
