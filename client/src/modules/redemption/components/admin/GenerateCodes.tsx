import { useState } from "react";
import { Button, Group, NumberInput, Paper, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { GenerateRedeemCodesMutation } from "../../graphql/admin";

/** A batch of open codes, or one code per e-mail (vouchers) when e-mails are given. */
export function GenerateCodes({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [count, setCount] = useState<number | string>(10);
  const [emails, setEmails] = useState("");
  const [generate, { loading }] = useMutation(GenerateRedeemCodesMutation);
  const bound = emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const submit = async () => {
    try {
      const { data } = await generate({
        variables: {
          eventId,
          count: bound.length ? bound.length : Number(count),
          boundEmails: bound.length ? bound : null,
        },
      });
      snackbar.show(
        intl.formatMessage({ id: "redeem.admin.generated" }, { count: data?.generateRedeemCodes ?? 0 }),
        "success",
      );
      setEmails("");
      onDone();
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={intl.formatMessage({ id: "redeem.admin.generateCount" })}
          min={1}
          max={10_000}
          value={count}
          onChange={setCount}
          disabled={bound.length > 0}
          w={{ base: "100%", xs: 140 }}
        />
        <TextInput
          label={intl.formatMessage({ id: "redeem.admin.generateEmails" })}
          value={emails}
          onChange={(e) => setEmails(e.currentTarget.value)}
          style={{ flex: "1 1 240px" }}
        />
        <Button onClick={() => void submit()} loading={loading} data-testid="redeem-admin-generate">
          <FormattedMessage id="redeem.admin.generate" />
        </Button>
      </Group>
    </Paper>
  );
}
