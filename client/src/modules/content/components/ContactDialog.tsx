import { useState } from "react";
import { Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { SendContactMessageMutation } from "../graphql/contact";
import {
  CONTACT_MESSAGE_MAX,
  VALIDATION_VALUES,
  contactFormSchema,
  type ContactFormValues,
} from "../forms/contactForm";

/** Content of the "contact" dialog: a validated form that calls sendContactMessage. */
export function ContactDialog() {
  const intl = useIntl();
  const { locale } = useLocale();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [send] = useMutation(SendContactMessageMutation);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<ContactFormValues>({
    initialValues: { name: "", email: "", message: "" },
    validate: schemaResolver(contactFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  /** Zod messages are locale keys; show them translated. */
  const fieldError = (field: keyof ContactFormValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? intl.formatMessage({ id: key }, VALIDATION_VALUES) : undefined;
  };

  const submit = async (values: ContactFormValues) => {
    const input = contactFormSchema.parse(values);
    setSubmitting(true);
    try {
      const result = await send({ variables: { input: { ...input, locale } } });
      if (result.data?.sendContactMessage) {
        snackbar.show(intl.formatMessage({ id: "contact.sent" }), "success");
        dialogs.close();
      } else {
        handleError(result.error ?? new Error("sendContactMessage returned false"));
      }
    } catch (error) {
      handleError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))} data-testid="contact-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="contact.intro" />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: "contact.name" })}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps("name")}
          error={fieldError("name")}
        />
        <TextInput
          label={intl.formatMessage({ id: "contact.email" })}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
          error={fieldError("email")}
        />
        <Textarea
          label={intl.formatMessage({ id: "contact.message" })}
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps("message")}
          error={fieldError("message")}
          description={intl.formatMessage(
            { id: "contact.messageCount" },
            { count: form.values.message.trim().length, max: CONTACT_MESSAGE_MAX },
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dialogs.close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={submitting}>
            <FormattedMessage id="contact.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
