import { useState } from "react";
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
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
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs">
                  <Table.Tbody>
                    {items.map((event) => (
                      <EventRow
                        key={event.id}
                        event={event}
                        href={redeemAdminEventUrl(locale, event.id)}
                        open={open === event.id}
                        onToggle={() => setOpen(open === event.id ? null : event.id)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}

function EventRow({
  event,
  href,
  open,
  onToggle,
}: {
  event: RedeemEventFields;
  href: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <Table.Tr data-testid="staff-event-row">
        <Table.Td>
          <Anchor component={Link} to={href} fw={600}>
            {event.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            <RewardText event={event} />
          </Text>
        </Table.Td>
        <Table.Td>
          <EventStateBadge state={event.state} />
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            <FormattedDate value={event.startsAt} dateStyle="short" /> –{" "}
            <FormattedDate value={event.endsAt} dateStyle="short" />
          </Text>
        </Table.Td>
        <Table.Td>
          <FormattedMessage
            id="redeem.admin.redeemedOf"
            values={{ redeemed: event.redeemedCount, stock: event.stock }}
          />
        </Table.Td>
        <Table.Td ta="right">
          <Button size="compact-sm" variant="light" onClick={onToggle}>
            <FormattedMessage id="redeem.staff.manage" />
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Stack gap="sm">
              <AdministratorsForm eventId={event.id} />
              <GenerateCodes eventId={event.id} onDone={() => undefined} />
            </Stack>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
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
