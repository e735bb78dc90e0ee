import { useState } from "react";
import { Button, Group, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { GrantIssuerMutation, RedeemPublishersQuery } from "../../graphql/staff";

/** Staff make a member an issuer of a publisher: they administer that publisher's events. */
export function IssuerForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const publishers = useQuery(RedeemPublishersQuery);
  const [email, setEmail] = useState("");
  const [publisherId, setPublisherId] = useState<string | null>(null);
  const [grant, { loading }] = useMutation(GrantIssuerMutation);
  const submit = async () => {
    if (!email.trim() || !publisherId) return;
    try {
      await grant({ variables: { email: email.trim(), publisherId } });
      snackbar.show(intl.formatMessage({ id: "redeem.staff.issuerGranted" }), "success");
      setEmail("");
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-issuer">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="redeem.staff.issuer" />
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={intl.formatMessage({ id: "redeem.staff.issuerEmail" })}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: "1 1 240px" }}
          />
          <Select
            label={intl.formatMessage({ id: "redeem.staff.publisher" })}
            data={(publishers.data?.publishers ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={publisherId}
            onChange={setPublisherId}
            style={{ flex: "1 1 200px" }}
          />
          <Button
            onClick={() => void submit()}
            loading={loading}
            disabled={!email.trim() || !publisherId}
            variant="light"
          >
            <FormattedMessage id="redeem.staff.issuerGrant" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
