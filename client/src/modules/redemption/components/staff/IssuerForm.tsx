import { Button, Group, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { emailRule } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { GrantIssuerMutation, RedeemPublishersQuery } from "../../graphql/staff";

/** The gateway parses the e-mail with emailRule and looks the publisher up. */
const issuerSchema = z.object({
  email: emailRule,
  publisherId: z.string({ message: "validation.required" }).min(1, { message: "validation.required" }),
});

/** Staff make a member an issuer of a publisher: they administer that publisher's events. */
export function IssuerForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const publishers = useQuery(RedeemPublishersQuery);
  const form = useForm<{ email: string; publisherId: string | null }>({
    initialValues: { email: "", publisherId: null },
    validate: schemaResolver(issuerSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const [grant, { loading }] = useMutation(GrantIssuerMutation);
  const submit = form.onSubmit(async ({ email, publisherId }) => {
    try {
      await grant({ variables: { email: email.trim(), publisherId: publisherId! } });
      snackbar.show(intl.formatMessage({ id: "redeem.staff.issuerGranted" }), "success");
      form.setFieldValue("email", "");
    } catch (error) {
      showServerFieldError(form, handleError(error));
    }
  });
  const { email, publisherId } = form.getValues();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-issuer">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="redeem.staff.issuer" />
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              label={intl.formatMessage({ id: "redeem.staff.issuerEmail" })}
              {...form.getInputProps("email")}
              error={err("email")}
              style={{ flex: "1 1 240px" }}
            />
            <Select
              label={intl.formatMessage({ id: "redeem.staff.publisher" })}
              data={(publishers.data?.publishers ?? []).map((p) => ({ value: p.id, label: p.name }))}
              {...form.getInputProps("publisherId")}
              error={err("publisherId")}
              data-testid="staff-issuer-publisher"
              style={{ flex: "1 1 200px" }}
            />
            <Button type="submit" loading={loading} disabled={!email.trim() || !publisherId} variant="light">
              <FormattedMessage id="redeem.staff.issuerGrant" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
