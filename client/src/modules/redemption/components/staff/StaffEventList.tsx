import { useState } from "react";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import type { Locale } from "@vitrine/schema";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { SetRedeemEventAdministratorsMutation, StaffRedeemEventsQuery } from "../../graphql/staff";
import type { RedeemEventFields } from "../../graphql/types";
import { redeemAdminEventUrl } from "../../urls";
import { EventStateBadge } from "../badges";
import { RewardText } from "../RewardText";
import { GenerateCodes } from "../admin/GenerateCodes";
import { PagedSection } from "../../../../shared/ui/PagedSection";
import { DataTable, type DataColumn } from "../../../../shared/ui/DataTable";

const PAGE_SIZE = 20;

/** Every event, with its administrators to set and codes to generate. */
export function StaffEventList() {
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(StaffRedeemEventsQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const events = data?.staffRedeemEvents;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-event-list">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="redeem.staff.events" />
        </Title>
        <PagedSection
          list={events}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          pageSize={PAGE_SIZE}
          skeletonHeight={100}
          empty={
            <Text c="dimmed">
              <FormattedMessage id="redeem.admin.none" />
            </Text>
          }
        >
          {(items) => (
            <>
              <DataTable
                framed={false}
                highlightOnHover={false}
                minWidth={640}
                rows={items}
                rowKey={(event) => event.id}
                rowTestId="staff-event-row"
                columns={eventColumns(locale, (id) => setOpen(open === id ? null : id))}
                expanded={(event) => (open === event.id ? <EventSettings eventId={event.id} /> : null)}
              />
            </>
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}

/** An event's name (to its panel) and reward, state, dates, codes redeemed and the manage button. */
function eventColumns(locale: Locale, onToggle: (id: string) => void): DataColumn<RedeemEventFields>[] {
  return [
    {
      key: "name",
      primary: true,
      cell: (event) => (
        <>
          <Anchor component={Link} to={redeemAdminEventUrl(locale, event.id)} fw={600}>
            {event.name}
          </Anchor>
          <Text size="xs" c="dimmed" fw={400}>
            <RewardText event={event} />
          </Text>
        </>
      ),
    },
    { key: "state", cell: (event) => <EventStateBadge state={event.state} /> },
    {
      key: "dates",
      cell: (event) => (
        <Text size="xs" c="dimmed">
          <FormattedDate value={event.startsAt} dateStyle="short" /> –{" "}
          <FormattedDate value={event.endsAt} dateStyle="short" />
        </Text>
      ),
    },
    {
      key: "redeemed",
      cell: (event) => (
        <FormattedMessage
          id="redeem.admin.redeemedOf"
          values={{ redeemed: event.redeemedCount, stock: event.stock }}
        />
      ),
    },
    {
      key: "manage",
      actions: true,
      align: "right",
      cell: (event) => (
        <Button size="compact-sm" variant="light" onClick={() => onToggle(event.id)}>
          <FormattedMessage id="redeem.staff.manage" />
        </Button>
      ),
    },
  ];
}

/** An opened event: its administrators and code generation. */
function EventSettings({ eventId }: { eventId: string }) {
  return (
    <Stack gap="sm">
      <AdministratorsForm eventId={eventId} />
      <GenerateCodes eventId={eventId} onDone={() => undefined} />
    </Stack>
  );
}

function AdministratorsForm({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [emails, setEmails] = useState("");
  const [save, { loading }] = useMutation(SetRedeemEventAdministratorsMutation);
  const submit = async () => {
    const list = emails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    try {
      await save({ variables: { eventId, emails: list } });
      snackbar.show(intl.formatMessage({ id: "redeem.staff.adminsSaved" }), "success");
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={intl.formatMessage({ id: "redeem.staff.admins" })}
        description={intl.formatMessage({ id: "redeem.staff.adminsHint" })}
        value={emails}
        onChange={(e) => setEmails(e.currentTarget.value)}
        style={{ flex: "1 1 280px" }}
      />
      <Button onClick={() => void submit()} loading={loading} variant="light">
        <FormattedMessage id="redeem.staff.adminsSave" />
      </Button>
    </Group>
  );
}
