import { useState } from "react";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { adminCreditRule, MAX_LENGTH } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { AdminCreditUsdtMutation } from "../graphql/duties";

/** Message ids by value (explicit, so every message id can be checked). */
const STAFF_CREDITS_MESSAGE = {
  userId: "staff.credits.userId",
  amount: "staff.credits.amount",
} as const;

const newKey = () => `staff-credit-${crypto.randomUUID()}`;

/** The form checks what the gateway parses (adminCreditRule); the key is added on submit. */
const creditFormSchema = adminCreditRule.omit({ idempotencyKey: true });
const EMPTY = { userId: "", amount: "", reason: "" };

/** Staff credit USDT to a member; above the four-eyes threshold it waits for a second staff member. */
export function CreditForm({ threshold }: { threshold?: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const form = useForm({ initialValues: EMPTY, validate: schemaResolver(creditFormSchema, { sync: true }) });
  const err = useFieldError(form.errors);
  const [key, setKey] = useState(newKey);
  const [credit, { loading }] = useMutation(AdminCreditUsdtMutation, {
    refetchQueries: ["AdminCreditRequests"],
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await credit({ variables: { input: { ...values, idempotencyKey: key } } });
      const pending = Boolean(data?.adminCreditUsdt.pendingRequest);
      snackbar.show(
        intl.formatMessage({ id: pending ? "staff.credits.requested" : "staff.credits.posted" }),
        "success",
      );
      form.reset();
      setKey(newKey());
    } catch (error) {
      showServerFieldError(form, handleError(error));
    }
  });
  const input = (name: "userId" | "amount") => (
    <TextInput
      required
      label={intl.formatMessage({ id: STAFF_CREDITS_MESSAGE[name] })}
      inputMode={name === "amount" ? "decimal" : "numeric"}
      {...form.getInputProps(name)}
      error={err(name)}
      data-testid={`staff-credit-${name}`}
    />
  );
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="staff.credits.formTitle" />
          </Title>
          {threshold ? (
            <Text size="sm" c="dimmed" data-testid="staff-credit-threshold">
              <FormattedMessage id="staff.credits.fourEyesHint" values={{ threshold }} />
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input("userId")}
            {input("amount")}
          </SimpleGrid>
          <Textarea
            required
            autosize
            minRows={2}
            maxLength={MAX_LENGTH.reason}
            label={intl.formatMessage({ id: "staff.credits.reason" })}
            {...form.getInputProps("reason")}
            error={err("reason")}
            data-testid="staff-credit-reason"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="staff-credit-submit">
              <FormattedMessage id="staff.credits.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
