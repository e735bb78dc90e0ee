import { Badge, Button, Group, Menu, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { formatGmt8 } from "../../../../shared/time/gmt8";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import {
  RotatePartnerKeyMutation,
  RotatePartnerWebhookSecretMutation,
  StaffPartnersQuery,
  UpdatePartnerMutation,
} from "../../graphql/staffPartners";
import type { EditedPartner } from "./PartnerForm";
import type { ShownSecrets } from "./SecretsShown";

/** Key rotation choices: the old key stops now, or keeps working an hour or a day (docs/PARTNERS.md). */
const OVERLAPS = [
  { seconds: 0, label: "staff.partners.rotateNow" },
  { seconds: 3600, label: "staff.partners.rotateHour" },
  { seconds: 86_400, label: "staff.partners.rotateDay" },
] as const;

/** Every partner: scopes, key prefix, on/off, edit, key and secret rotation, its delivery log. */
export function PartnerList({
  selected,
  onEdit,
  onSelect,
  onSecrets,
}: {
  selected: string | null;
  onEdit: (p: EditedPartner) => void;
  onSelect: (id: string) => void;
  onSecrets: (s: ShownSecrets) => void;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const { data, error, refetch } = useQuery(StaffPartnersQuery);
  const refetchQueries = [StaffPartnersQuery];
  const [update] = useMutation(UpdatePartnerMutation, { refetchQueries });
  const [rotateKey] = useMutation(RotatePartnerKeyMutation, { refetchQueries });
  const [rotateSecret] = useMutation(RotatePartnerWebhookSecretMutation, { refetchQueries });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const list = data?.staffPartners ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-partner-list">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.partners.list" values={{ n: list.length }} />
        </Title>
        {list.map((p) => (
          <Paper
            key={p.id}
            withBorder
            radius="md"
            p="sm"
            bg={selected === p.id ? "dark.6" : undefined}
            data-testid="staff-partner-row"
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} truncate="end">
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {p.callbackUrl}
                  </Text>
                </Stack>
                <Switch
                  checked={p.active}
                  label={intl.formatMessage({ id: "staff.partners.active" })}
                  onChange={(e) => {
                    const active = e.currentTarget.checked;
                    const input = {
                      name: p.name,
                      scopes: [...p.scopes],
                      callbackUrl: p.callbackUrl,
                      publisherId: p.publisherId ?? null,
                    };
                    update({ variables: { id: p.id, version: p.version, input, active } }).catch(handleError);
                  }}
                />
              </Group>
              <Group gap={4}>
                {p.scopes.map((s) => (
                  <Badge key={s} size="xs" variant="light">
                    {s}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="staff.partners.keyPrefix" values={{ prefix: p.keyPrefix }} />
                {p.previousKeyUntil ? (
                  <>
                    {" · "}
                    <FormattedMessage
                      id="staff.partners.previousKeyUntil"
                      values={{ date: formatGmt8(p.previousKeyUntil) }}
                    />
                  </>
                ) : null}
                {p.publisherId ? (
                  <>
                    {" · "}
                    <FormattedMessage id="staff.partners.publisher" values={{ id: p.publisherId }} />
                  </>
                ) : null}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button size="compact-sm" variant="light" onClick={() => onEdit(p)}>
                  <FormattedMessage id="staff.partners.editButton" />
                </Button>
                <Menu position="bottom-start">
                  <Menu.Target>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="yellow"
                      data-testid="staff-partner-rotate"
                    >
                      <FormattedMessage id="staff.partners.rotateKey" />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {OVERLAPS.map((o) => (
                      <Menu.Item
                        key={o.seconds}
                        data-testid={`staff-partner-rotate-${o.seconds}`}
                        onClick={() => {
                          rotateKey({
                            variables: { id: p.id, version: p.version, overlapSeconds: o.seconds },
                          })
                            .then((res) => {
                              const key = res.data?.rotatePartnerKey.apiKey;
                              if (key) onSecrets({ partnerName: p.name, apiKey: key, webhookSecret: null });
                            })
                            .catch(handleError);
                        }}
                      >
                        <FormattedMessage id={o.label} />
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="yellow"
                  onClick={() => {
                    rotateSecret({ variables: { id: p.id, version: p.version } })
                      .then((res) => {
                        const secret = res.data?.rotatePartnerWebhookSecret.webhookSecret;
                        if (secret) onSecrets({ partnerName: p.name, apiKey: null, webhookSecret: secret });
                      })
                      .catch(handleError);
                  }}
                >
                  <FormattedMessage id="staff.partners.rotateSecret" />
                </Button>
                <Button
                  size="compact-sm"
                  variant={selected === p.id ? "filled" : "default"}
                  onClick={() => onSelect(p.id)}
                  data-testid="staff-partner-deliveries"
                >
                  <FormattedMessage id="staff.partners.deliveries" />
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
