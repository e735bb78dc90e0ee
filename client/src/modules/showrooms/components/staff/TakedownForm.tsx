import { Button, Group, Paper, Text, TextInput, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { SHOWROOM_LIMITS, showroomTakedownRule } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { TakeDownShowroomMutation } from "../../graphql/staff";

/** The room's id and the reason, which the gateway parses with showroomTakedownRule. */
const takedownSchema = z.object({
  id: z.string().regex(/^\d+$/, { message: "validation.id" }),
  reason: showroomTakedownRule,
});

/** Staff: takes a published room down (its id is in its address) with a reason the owner is mailed. */
export function TakedownForm() {
  const intl = useIntl();
  const onError = useErrorHandler();
  const snackbar = useSnackbar();
  const form = useForm({
    initialValues: { id: "", reason: "" },
    validate: schemaResolver(takedownSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const [takeDown, { loading }] = useMutation(TakeDownShowroomMutation);
  const submit = form.onSubmit(async ({ id, reason }) => {
    try {
      await takeDown({ variables: { id, reason } });
      snackbar.show(intl.formatMessage({ id: "staff.showrooms.takenDown" }), "success");
      form.reset();
    } catch (e) {
      onError(e);
    }
  });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-showroom-takedown">
      <Title order={3} mb="xs">
        <FormattedMessage id="staff.showrooms.takedown" />
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <FormattedMessage id="staff.showrooms.takedownHelp" />
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={intl.formatMessage({ id: "staff.showrooms.roomId" })}
            {...form.getInputProps("id")}
            onChange={(e) => form.setFieldValue("id", e.currentTarget.value.trim())}
            error={err("id")}
            w={140}
          />
          <Textarea
            label={intl.formatMessage({ id: "staff.showrooms.reason" })}
            maxLength={SHOWROOM_LIMITS.takedownReason}
            {...form.getInputProps("reason")}
            error={err("reason")}
            style={{ flex: "1 1 260px" }}
            autosize
          />
          <Button type="submit" color="red" loading={loading} disabled={!form.isValid()}>
            <FormattedMessage id="staff.showrooms.takedown" />
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
