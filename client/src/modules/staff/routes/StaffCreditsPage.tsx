import { useState } from "react";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCheck, IconX } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AdminCreditRequestFieldsFragment, AdminCreditRequestStatus } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { useViewer } from "../../accounts";
import { CreditForm } from "../components/CreditForm";
import { ReasonModal } from "../components/ReasonModal";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { StaffQueue } from "../components/StaffQueue";
import {
  AdminCreditRequestsQuery,
  ApproveAdminCreditMutation,
  RejectAdminCreditMutation,
} from "../graphql/duties";

/** Message ids by value (explicit, so every message id can be checked). */
const STAFF_CREDITS_STATUS_MESSAGE = {
  PENDING: "staff.credits.status.PENDING",
  APPROVED: "staff.credits.status.APPROVED",
  REJECTED: "staff.credits.status.REJECTED",
} as const;

const FILTERS = ["PENDING", "APPROVED", "REJECTED"] as const satisfies readonly AdminCreditRequestStatus[];
const STATUS_COLOR: Record<AdminCreditRequestStatus, string> = {
  PENDING: "yellow",
  APPROVED: "teal",
  REJECTED: "red",
};

/** A fresh key per credit form: a retried submit credits (or requests) once. */
/** /{lang}/admin/credits — staff USDT credits; large ones wait for a second finance member (four eyes). */
export function StaffCreditsPage() {
  return (
    <RequireStaff>
      <Credits />
    </RequireStaff>
  );
}

function Credits() {
  const intl = useIntl();
  const [status, setStatus] = useState<AdminCreditRequestStatus>("PENDING");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminCreditRequestsQuery, {
    variables: { status, page },
    fetchPolicy: "cache-and-network",
  });
  const queue = data?.adminCreditRequests;
  return (
    <Stack gap="lg" data-testid="staff-credits">
      <StaffNav current="credits" />
      <CreditForm threshold={queue?.fourEyesThreshold} />
      <StaffQueue
        status={status}
        statuses={FILTERS.map((value) => ({
          value,
          label: intl.formatMessage({
            id: STAFF_CREDITS_STATUS_MESSAGE[value as keyof typeof STAFF_CREDITS_STATUS_MESSAGE],
          }),
        }))}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
        filterTestId="staff-credits-filter"
        queue={queue}
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        skeletonHeight={240}
        empty={<FormattedMessage id="staff.credits.empty" />}
        emptyTestId="staff-credits-empty"
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {queue?.items.map((request) => (
            <CreditRequestCard key={request.id} request={request} />
          ))}
        </SimpleGrid>
      </StaffQueue>
    </Stack>
  );
}

function CreditRequestCard({ request }: { request: AdminCreditRequestFieldsFragment }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { viewer } = useViewer();
  const [rejecting, setRejecting] = useState(false);
  const refetch = { refetchQueries: ["AdminCreditRequests"] };
  const [approve, approving] = useMutation(ApproveAdminCreditMutation, refetch);
  const [reject, rejected] = useMutation(RejectAdminCreditMutation, refetch);
  // Four eyes: the requester (and the credited person) wait for someone else; the gateway refuses them too.
  const mine = viewer?.id === request.requestedBy.id || viewer?.id === request.target.id;
  const decide = async (run: () => Promise<unknown>, messageId: string) => {
    try {
      await run();
      snackbar.show(intl.formatMessage({ id: messageId }), "success");
      return true;
    } catch (error) {
      handleError(error);
      return false;
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7" data-testid="staff-credit-request">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg" data-testid="staff-credit-amount">
            {request.amount} USDT
          </Text>
          <Badge color={STATUS_COLOR[request.status]} variant="light">
            <FormattedMessage
              id={STAFF_CREDITS_STATUS_MESSAGE[request.status as keyof typeof STAFF_CREDITS_STATUS_MESSAGE]}
            />
          </Badge>
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="staff.credits.to"
            values={{ name: request.target.nickname, email: request.target.email, id: request.target.id }}
          />
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
          {request.reason}
        </Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="staff.credits.requestedBy" values={{ name: request.requestedBy.nickname }} />
          {" · "}
          <FormattedDate value={request.createdAt} dateStyle="medium" timeStyle="short" />
        </Text>
        {request.decidedBy ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="staff.credits.decidedBy" values={{ name: request.decidedBy.nickname }} />
            {request.decisionNote ? ` · ${request.decisionNote}` : ""}
          </Text>
        ) : null}
        {request.status === "PENDING" ? (
          mine ? (
            <Text size="sm" c="yellow" data-testid="staff-credit-waiting">
              <FormattedMessage id="staff.credits.waitingForOther" />
            </Text>
          ) : (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setRejecting(true)}
                data-testid="staff-credit-reject"
              >
                <FormattedMessage id="staff.credits.reject" />
              </Button>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                loading={approving.loading}
                onClick={() =>
                  void decide(() => approve({ variables: { id: request.id } }), "staff.credits.approved")
                }
                data-testid="staff-credit-approve"
              >
                <FormattedMessage id="staff.credits.approve" />
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
      <ReasonModal
        opened={rejecting}
        title={intl.formatMessage({ id: "staff.credits.rejectTitle" }, { amount: request.amount })}
        confirmLabel={intl.formatMessage({ id: "staff.credits.reject" })}
        loading={rejected.loading}
        onClose={() => setRejecting(false)}
        onConfirm={(note) =>
          void decide(() => reject({ variables: { id: request.id, note } }), "staff.credits.rejected").then(
            (ok) => ok && setRejecting(false),
          )
        }
      />
    </Paper>
  );
}
