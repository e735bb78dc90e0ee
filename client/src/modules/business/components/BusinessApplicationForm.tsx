import { useRef, useState } from "react";
import {
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { BUSINESS_LIMITS } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { businessFormSchema, emptyBusinessForm, type BusinessFormValues } from "../forms/businessForm";
import { CATEGORY_MESSAGE, FIELD_LABEL, VOLUME_MESSAGE, type FieldName } from "../messages";
import { MyBusinessApplicationQuery, SubmitBusinessApplicationMutation } from "../graphql/business";
import type { UploadedAttachment } from "../graphql/uploadAttachment";
import { AttachmentsInput } from "./AttachmentsInput";

/** The issuer application (spec §6): company, contact, what to issue, attachments, consent. */
export function BusinessApplicationForm({ email }: { email: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const submitting = useRef(false);
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  const [submit, state] = useMutation(SubmitBusinessApplicationMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: MyBusinessApplicationQuery,
          data: { myBusinessApplication: data.submitBusinessApplication },
        });
    },
  });
  const form = useForm<BusinessFormValues>({
    initialValues: emptyBusinessForm(email),
    validate: schemaResolver(businessFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors, { max: BUSINESS_LIMITS.attachments });
  const label = (field: FieldName) => intl.formatMessage({ id: FIELD_LABEL[field] });
  const options = (messages: Record<string, string>) => [
    { value: "", label: intl.formatMessage({ id: "business.form.choose" }), disabled: true },
    ...Object.entries(messages).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) })),
  ];
  const setAttachments = (next: UploadedAttachment[]) => {
    setFiles(next);
    form.setFieldValue(
      "attachmentKeys",
      next.map((f) => f.key),
    );
  };

  const onSubmit = async (values: BusinessFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    const input = businessFormSchema.parse(values);
    try {
      await submit({ variables: { input } });
      snackbar.show(intl.formatMessage({ id: "business.submitted" }), "success");
    } catch (error) {
      showServerFieldError(form, handleError(error));
    } finally {
      submitting.current = false;
    }
  };
  const description = form.values.description.trim().length;

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate data-testid="business-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              <FormattedMessage id="business.form.title" />
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              <FormattedMessage id="business.form.intro" />
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={label("companyName")}
              withAsterisk
              autoComplete="organization"
              data-testid="business-company"
              {...form.getInputProps("companyName")}
              error={fieldError("companyName")}
            />
            <TextInput
              label={label("registrationNumber")}
              {...form.getInputProps("registrationNumber")}
              error={fieldError("registrationNumber")}
            />
            <TextInput
              label={label("contactName")}
              withAsterisk
              autoComplete="name"
              data-testid="business-contact"
              {...form.getInputProps("contactName")}
              error={fieldError("contactName")}
            />
            <TextInput
              label={label("contactEmail")}
              withAsterisk
              type="email"
              autoComplete="email"
              data-testid="business-email"
              {...form.getInputProps("contactEmail")}
              error={fieldError("contactEmail")}
            />
            <TextInput
              label={label("phone")}
              withAsterisk
              type="tel"
              autoComplete="tel"
              data-testid="business-phone"
              {...form.getInputProps("phone")}
              error={fieldError("phone")}
            />
            <TextInput
              label={label("website")}
              placeholder="https://"
              type="url"
              {...form.getInputProps("website")}
              error={fieldError("website")}
            />
            <NativeSelect
              label={label("category")}
              withAsterisk
              data={options(CATEGORY_MESSAGE)}
              data-testid="business-category"
              {...form.getInputProps("category")}
              error={fieldError("category")}
            />
            <NativeSelect
              label={label("expectedVolume")}
              withAsterisk
              data={options(VOLUME_MESSAGE)}
              data-testid="business-volume"
              {...form.getInputProps("expectedVolume")}
              error={fieldError("expectedVolume")}
            />
          </SimpleGrid>
          <Textarea
            label={label("description")}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            description={intl.formatMessage(
              { id: "business.form.descriptionCount" },
              { count: description, max: BUSINESS_LIMITS.description },
            )}
            data-testid="business-description"
            {...form.getInputProps("description")}
            error={fieldError("description")}
          />
          <AttachmentsInput files={files} onChange={setAttachments} error={fieldError("attachmentKeys")} />
          <Checkbox
            label={label("consent")}
            data-testid="business-consent"
            {...form.getInputProps("consent", { type: "checkbox" })}
            error={fieldError("consent")}
          />
          <Button
            type="submit"
            loading={state.loading}
            w={{ base: "100%", sm: "fit-content" }}
            data-testid="business-submit"
          >
            <FormattedMessage id="business.form.submit" />
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
