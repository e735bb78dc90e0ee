import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatGmt8 } from "../../../shared/time/gmt8";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ScopeList } from "../components/ScopeList";
import { MyPartnerBindingsQuery, RevokePartnerBindingMutation } from "../graphql/partners";
import { BINDING_METHOD_MESSAGE, BINDING_STATE_MESSAGE } from "../messages";

/** /{lang}/users/bindings: the partner platforms this account is bound to; a binding can be revoked. */
export function PartnerBindingsPage() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { data, error, refetch } = useQuery(MyPartnerBindingsQuery, { fetchPolicy: "cache-and-network" });
  const [revoke, revoking] = useMutation(RevokePartnerBindingMutation, {
    refetchQueries: [MyPartnerBindingsQuery],
  });
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = data?.myPartnerBindings ?? [];
  return (
    <Stack gap="lg" maw={960} mx="auto" data-testid="partner-bindings-page">
      <div>
        <Title order={1}>
          <FormattedMessage id="partners.bindings.title" />
        </Title>
        <Text c="dimmed" mt={4}>
          <FormattedMessage id="partners.bindings.subtitle" />
        </Text>
      </div>
      {error && !data ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data && list.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="partners.bindings.empty" />}
          testId="partner-bindings-empty"
        />
      ) : null}
      {list.map((b) => {
        const stateId = BINDING_STATE_MESSAGE[b.state];
        const methodId = BINDING_METHOD_MESSAGE[b.method];
        return (
          <Paper key={b.id} withBorder radius="lg" p="md" bg="dark.7" data-testid="partner-binding">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={700}>{b.partnerName}</Text>
                  <Badge color={b.state === "ACTIVE" ? "teal" : "gray"} variant="light">
                    {stateId ? <FormattedMessage id={stateId} /> : b.state}
                  </Badge>
                </Group>
                {b.state === "ACTIVE" && confirming !== b.id ? (
                  <Button
                    color="red"
                    variant="light"
                    size="compact-sm"
                    data-testid="partner-binding-revoke"
                    onClick={() => setConfirming(b.id)}
                  >
                    <FormattedMessage id="partners.bindings.revoke" />
                  </Button>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="partners.bindings.since"
                  values={{
                    date: formatGmt8(b.boundAt),
                    method: methodId ? intl.formatMessage({ id: methodId }) : b.method,
                  }}
                />
                {b.revokedAt ? (
                  <>
                    {" · "}
                    <FormattedMessage
                      id="partners.bindings.revokedAt"
                      values={{ date: formatGmt8(b.revokedAt) }}
                    />
                  </>
                ) : null}
              </Text>
              {confirming === b.id ? (
                <Alert color="red" variant="light" data-testid="partner-binding-confirm">
                  <Stack gap="xs">
                    <Text size="sm">
                      <FormattedMessage
                        id="partners.bindings.confirmRevoke"
                        values={{ partner: b.partnerName }}
                      />
                    </Text>
                    <Group gap="xs" justify="flex-end">
                      <Button variant="default" size="compact-sm" onClick={() => setConfirming(null)}>
                        <FormattedMessage id="common.cancel" />
                      </Button>
                      <Button
                        color="red"
                        size="compact-sm"
                        loading={revoking.loading}
                        data-testid="partner-binding-revoke-confirm"
                        onClick={() => {
                          revoke({ variables: { id: b.id } })
                            .then(() => {
                              setConfirming(null);
                              snackbar.show(
                                intl.formatMessage({ id: "partners.bindings.revoked" }),
                                "success",
                              );
                            })
                            .catch(handleError);
                        }}
                      >
                        <FormattedMessage id="partners.bindings.revoke" />
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
              <ScopeList scopes={b.scopes} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
