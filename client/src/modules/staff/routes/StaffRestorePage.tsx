import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { DataTable } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ConfirmModal, QueryState } from "../components/console/ConsoleParts";
import { AccountsPendingDeletionQuery, RestoreAccountMutation } from "../graphql/support";

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  member: "staff.restore.col.member",
  email: "staff.restore.col.email",
  due: "staff.restore.col.due",
  action: "staff.restore.col.action",
} as const;

interface Pending {
  userId: string;
  nickname: string;
}

/**
 * /{lang}/admin/restore — accounts waiting out their deletion period (accountRestore): support restores
 * one when its owner asks before the period ends.
 */
export function StaffRestorePage() {
  return (
    <RequireStaff>
      <Restore />
    </RequireStaff>
  );
}

function Restore() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [target, setTarget] = useState<Pending | null>(null);
  const { data, loading, error, refetch } = useQuery(AccountsPendingDeletionQuery, {
    fetchPolicy: "cache-and-network",
  });
  const [restore, restoring] = useMutation(RestoreAccountMutation, {
    refetchQueries: ["AccountsPendingDeletion"],
  });
  const accounts = data?.accountsPendingDeletion ?? [];
  const confirm = async () => {
    if (!target) return;
    try {
      await restore({ variables: { userId: target.userId } });
      snackbar.show(intl.formatMessage({ id: "staff.restore.done" }, { name: target.nickname }), "success");
    } catch (e) {
      handleError(e);
    }
    setTarget(null);
  };
  return (
    <Stack gap="lg" data-testid="staff-restore">
      <StaffNav current="restore" />
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={accounts.length === 0}
        empty={<FormattedMessage id="staff.restore.empty" />}
        emptyTestId="staff-restore-empty"
        onRetry={() => void refetch()}
      >
        <DataTable
          testId="staff-restore-table"
          minWidth={640}
          rows={accounts}
          rowKey={(a) => a.userId}
          rowTestId="staff-restore-row"
          columns={[
            {
              key: "member",
              header: COL_MESSAGE.member,
              primary: true,
              cell: (a) => (
                <>
                  <Text size="sm" fw={600}>
                    {a.nickname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.publicId}
                  </Text>
                </>
              ),
            },
            { key: "email", header: COL_MESSAGE.email, cell: (a) => a.email },
            {
              key: "due",
              header: COL_MESSAGE.due,
              cell: (a) => <FormattedDate value={a.deletionDueAt} dateStyle="medium" timeStyle="short" />,
            },
            {
              key: "action",
              header: COL_MESSAGE.action,
              actions: true,
              cell: (a) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setTarget(a)}
                  data-testid="staff-restore-button"
                >
                  <FormattedMessage id="staff.restore.restore" />
                </Button>
              ),
            },
          ]}
        />
      </QueryState>
      <ConfirmModal
        opened={target !== null}
        title={<FormattedMessage id="staff.restore.restore" />}
        body={<FormattedMessage id="staff.restore.confirm" values={{ name: target?.nickname ?? "" }} />}
        loading={restoring.loading}
        onClose={() => setTarget(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
