import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { useFieldError } from "../../../shared/forms/useFieldError";

/** Longest reason the gateway stores (failure_reason VARCHAR(255)). */
export const REVIEW_REASON_MAX = 255;

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(REVIEW_REASON_MAX, { message: "validation.tooLong" }),
});

/**
 * Asks for the reason of a refusal (failing a KYC submission, rejecting a withdrawal): the member is
 * shown it, so it is required.
 */
export function ReasonModal({
  opened,
  title,
  description,
  confirmLabel,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  loading?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(reasonSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.onSubmit(({ reason }) => onConfirm(reason.trim()));
  return (
    <Modal opened={opened} onClose={close} title={title} centered data-testid="reason-modal">
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm">
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
          <Textarea
            label={intl.formatMessage({ id: "staff.reason" })}
            withAsterisk
            autosize
            minRows={3}
            maxLength={REVIEW_REASON_MAX}
            {...form.getInputProps("reason")}
            error={err("reason")}
            data-testid="reason-input"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" color="red" loading={loading} data-testid="reason-confirm">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
