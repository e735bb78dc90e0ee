import { useState } from "react";
import { ActionIcon, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconTrash } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { JpointPauseScope } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { DataTable } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { FormPanel, QueryState } from "../components/console/ConsoleParts";
import { isoOrNull } from "../components/catalog/fields";
import {
  AddJpointPauseMutation,
  RemoveJpointPauseMutation,
  SetJpointServiceEndMutation,
  StaffJpointServiceQuery,
} from "../graphql/service";

/** Message ids by value (explicit, so every message id can be checked). */
const SCOPE_MESSAGE = {
  BOTH: "staff.jpointService.scope.BOTH",
  TOPUP: "staff.jpointService.scope.TOPUP",
  USE: "staff.jpointService.scope.USE",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  scope: "staff.jpointService.col.scope",
  from: "staff.jpointService.col.from",
  to: "staff.jpointService.col.to",
  note: "staff.jpointService.col.note",
  remove: "staff.jpointService.col.remove",
} as const;

const when = (value: string) => <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;

/** /{lang}/admin/jpoint-service — the Jpoint service's end date and its pause windows (jpointSettings). */
export function StaffJpointServicePage() {
  return (
    <RequireStaff>
      <JpointService />
    </RequireStaff>
  );
}

function JpointService() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { data, loading, error, refetch } = useQuery(StaffJpointServiceQuery, {
    fetchPolicy: "cache-and-network",
  });
  const status = data?.jpointServiceStatus;
  const [endsAt, setEndsAt] = useState("");
  const [setEnd, end] = useMutation(SetJpointServiceEndMutation, { refetchQueries: ["StaffJpointService"] });
  const [remove] = useMutation(RemoveJpointPauseMutation, { refetchQueries: ["StaffJpointService"] });
  const saveEnd = async (value: string | null) => {
    try {
      await setEnd({ variables: { endsAt: value } });
      snackbar.show(intl.formatMessage({ id: "staff.jpointService.saved" }), "success");
      setEndsAt("");
    } catch (e) {
      handleError(e);
    }
  };
  return (
    <Stack gap="lg" data-testid="staff-jpoint-service">
      <StaffNav current="jpointService" />
      <FormPanel title={<FormattedMessage id="staff.jpointService.end" />}>
        <Text size="sm" data-testid="staff-jpoint-ends-at">
          {status?.endsAt ? (
            <FormattedMessage id="staff.jpointService.endsAt" values={{ date: when(status.endsAt) }} />
          ) : (
            <FormattedMessage id="staff.jpointService.noEnd" />
          )}{" "}
          {status?.ended ? (
            <Badge color="red" variant="light">
              <FormattedMessage id="staff.jpointService.ended" />
            </Badge>
          ) : null}
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={intl.formatMessage({ id: "staff.jpointService.newEnd" })}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            data-testid="staff-jpoint-end-input"
          />
          <Button
            disabled={!endsAt}
            loading={end.loading}
            onClick={() => void saveEnd(isoOrNull(endsAt))}
            data-testid="staff-jpoint-end-save"
          >
            <FormattedMessage id="staff.jpointService.setEnd" />
          </Button>
          {status?.endsAt ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void saveEnd(null)}
              data-testid="staff-jpoint-end-clear"
            >
              <FormattedMessage id="staff.jpointService.clearEnd" />
            </Button>
          ) : null}
        </Group>
      </FormPanel>
      <PauseForm />
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={(status?.pauses.length ?? 0) === 0}
        empty={<FormattedMessage id="staff.jpointService.noPauses" />}
        emptyTestId="staff-jpoint-pauses-empty"
        onRetry={() => void refetch()}
      >
        <DataTable
          testId="staff-jpoint-pauses"
          minWidth={640}
          rows={status?.pauses ?? []}
          rowKey={(pause) => pause.id}
          rowTestId="staff-jpoint-pause"
          columns={[
            {
              key: "scope",
              header: COL_MESSAGE.scope,
              primary: true,
              cell: (pause) => (
                <Badge variant="light">
                  <FormattedMessage id={SCOPE_MESSAGE[pause.scope]} />
                </Badge>
              ),
            },
            { key: "from", header: COL_MESSAGE.from, cell: (pause) => when(pause.from) },
            { key: "to", header: COL_MESSAGE.to, cell: (pause) => when(pause.to) },
            { key: "note", header: COL_MESSAGE.note, cell: (pause) => pause.note ?? "—" },
            {
              key: "remove",
              header: COL_MESSAGE.remove,
              actions: true,
              cell: (pause, view) => {
                const onRemove = () => void remove({ variables: { id: pause.id } }).catch(handleError);
                const label = intl.formatMessage({ id: "staff.jpointService.removePause" });
                return view.phone ? (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={onRemove}
                    data-testid="staff-jpoint-pause-remove"
                  >
                    {label}
                  </Button>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={label}
                    onClick={onRemove}
                    data-testid="staff-jpoint-pause-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                );
              },
            },
          ]}
        />
      </QueryState>
    </Stack>
  );
}

function PauseForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [scope, setScope] = useState<JpointPauseScope>("BOTH");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [note, setNote] = useState("");
  const [add, { loading }] = useMutation(AddJpointPauseMutation, { refetchQueries: ["StaffJpointService"] });
  const submit = async () => {
    try {
      await add({
        variables: {
          input: { scope, from: isoOrNull(from)!, to: isoOrNull(to)!, note: note.trim() || null },
        },
      });
      snackbar.show(intl.formatMessage({ id: "staff.jpointService.pauseAdded" }), "success");
      setFrom("");
      setTo("");
      setNote("");
    } catch (e) {
      handleError(e);
    }
  };
  return (
    <FormPanel title={<FormattedMessage id="staff.jpointService.addPause" />}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Select
          label={intl.formatMessage({ id: "staff.jpointService.col.scope" })}
          value={scope}
          allowDeselect={false}
          onChange={(v) => setScope((v ?? "BOTH") as JpointPauseScope)}
          data={(Object.keys(SCOPE_MESSAGE) as JpointPauseScope[]).map((value) => ({
            value,
            label: intl.formatMessage({ id: SCOPE_MESSAGE[value] }),
          }))}
          data-testid="staff-jpoint-pause-scope"
        />
        <TextInput
          type="datetime-local"
          label={intl.formatMessage({ id: "staff.jpointService.col.from" })}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data-testid="staff-jpoint-pause-from"
        />
        <TextInput
          type="datetime-local"
          label={intl.formatMessage({ id: "staff.jpointService.col.to" })}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data-testid="staff-jpoint-pause-to"
        />
        <TextInput
          label={intl.formatMessage({ id: "staff.jpointService.col.note" })}
          value={note}
          maxLength={255}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="staff-jpoint-pause-note"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          disabled={!from || !to}
          loading={loading}
          onClick={() => void submit()}
          data-testid="staff-jpoint-pause-add"
        >
          <FormattedMessage id="staff.jpointService.addPause" />
        </Button>
      </Group>
    </FormPanel>
  );
}
