import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { formatGmt8 } from "../../../../shared/time/gmt8";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { DataTable } from "../../../../shared/ui/DataTable";
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
          <DataTable
            framed={false}
            highlightOnHover={false}
            minWidth={640}
            rows={events}
            rowKey={(e) => e.id}
            rowTestId="staff-partner-event"
            columns={[
              {
                key: "event",
                header: "staff.partners.col.event",
                primary: true,
                cell: (e) => (
                  <>
                    <Text size="sm" fw={600}>
                      {e.type}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {e.eventId}
                    </Text>
                  </>
                ),
              },
              {
                key: "state",
                header: "staff.partners.col.state",
                cell: (e) => {
                  const stateId = EVENT_STATE_MESSAGE[e.state];
                  return (
                    <Badge color={STATE_COLOR[e.state] ?? "gray"} variant="light">
                      {stateId ? <FormattedMessage id={stateId} /> : e.state}
                    </Badge>
                  );
                },
              },
              {
                key: "attempts",
                header: "staff.partners.col.attempts",
                cell: (e) => (
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
                ),
              },
              { key: "created", header: "staff.partners.col.created", cell: (e) => formatGmt8(e.createdAt) },
              {
                key: "redeliver",
                actions: true,
                cell: (e) => (
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={redelivering.loading}
                    data-testid="staff-partner-redeliver"
                    onClick={() => {
                      redeliver({ variables: { id: e.id } })
                        .then(() => {
                          snackbar.show(intl.formatMessage({ id: "staff.partners.redelivered" }), "success");
                          void refetch();
                        })
                        .catch(handleError);
                    }}
                  >
                    <FormattedMessage id="staff.partners.redeliver" />
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
