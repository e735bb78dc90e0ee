import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { formatGmt8 } from "../../../../shared/time/gmt8";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { PartnerDeliveriesQuery, RedeliverPartnerEventMutation } from "../../graphql/staffPartners";
import { EVENT_STATE_MESSAGE } from "../../messages";

const STATE_COLOR: Record<string, string> = { PENDING: "yellow", DELIVERED: "teal", FAILED: "red" };

/** A partner's latest webhook events, each with its attempts (HTTP status, time) and a redeliver button. */
export function DeliveryLog({ partnerId }: { partnerId: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { data, error, refetch } = useQuery(PartnerDeliveriesQuery, {
    variables: { partnerId, limit: 50 },
    fetchPolicy: "cache-and-network",
  });
  const [redeliver, redelivering] = useMutation(RedeliverPartnerEventMutation);
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const events = data?.partnerDeliveries ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-partner-log">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            <FormattedMessage id="staff.partners.logTitle" values={{ n: events.length }} />
          </Title>
          <Button size="compact-sm" variant="subtle" onClick={() => void refetch()}>
            <FormattedMessage id="staff.partners.refresh" />
          </Button>
        </Group>
        {events.length === 0 ? (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="staff.partners.logEmpty" />
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="staff.partners.col.event" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.partners.col.state" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.partners.col.attempts" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.partners.col.created" />
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((e) => {
                  const stateId = EVENT_STATE_MESSAGE[e.state];
                  return (
                    <Table.Tr key={e.id} data-testid="staff-partner-event">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {e.type}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {e.eventId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLOR[e.state] ?? "gray"} variant="light">
                          {stateId ? <FormattedMessage id={stateId} /> : e.state}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {e.deliveries.map((d) => (
                            <Badge
                              key={d.attempt}
                              size="sm"
                              variant="outline"
                              color={d.ok ? "teal" : "red"}
                              title={d.error ?? `${d.durationMs} ms · ${formatGmt8(d.at)}`}
                            >
                              {d.statusCode ?? "—"}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>{formatGmt8(e.createdAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={redelivering.loading}
                          data-testid="staff-partner-redeliver"
                          onClick={() => {
                            redeliver({ variables: { id: e.id } })
                              .then(() => {
                                snackbar.show(
                                  intl.formatMessage({ id: "staff.partners.redelivered" }),
                                  "success",
                                );
                                void refetch();
                              })
                              .catch(handleError);
                          }}
                        >
                          <FormattedMessage id="staff.partners.redeliver" />
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
