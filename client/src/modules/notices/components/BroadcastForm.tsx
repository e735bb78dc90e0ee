import { useState } from "react";
import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { LOCALES, LOCALE_NAMES } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { LocaleTextTabs } from "../../../shared/forms/LocaleTextTabs";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { BroadcastNoticeMutation, StaffBroadcastsQuery } from "../graphql/broadcast";
import { SEGMENT_LABEL } from "../messages";
import {
  BROADCAST_MAX,
  broadcastProblems,
  emptyBroadcast,
  type BroadcastValues,
} from "../forms/broadcastForm";

/** A new staff broadcast: who it reaches, its title and text in all five languages, and a link. */
export function BroadcastForm() {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const form = useForm<BroadcastValues>({ initialValues: emptyBroadcast(), validate: broadcastProblems });
  const problem = useFieldError(form.errors);
  const [sent, setSent] = useState<number | null>(null);
  const [send, { loading }] = useMutation(BroadcastNoticeMutation, {
    refetchQueries: [StaffBroadcastsQuery],
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await send({
        variables: {
          input: {
            segment: values.segment,
            locale: values.segment === "LOCALE" ? values.locale : null,
            texts: values.texts,
            path: values.path.trim() || null,
          },
        },
      });
      setSent(Number(result.data?.broadcastNotice.id ?? 0));
      form.setValues(emptyBroadcast());
    } catch (error) {
      showServerFieldError(form, handleError(error));
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="broadcast-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="staff.broadcast.new" />
          </Title>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={intl.formatMessage({ id: "staff.broadcast.segment" })}
              allowDeselect={false}
              {...form.getInputProps("segment")}
              data={(["ALL", "KYC_APPROVED", "LOCALE"] as const).map((s) => ({
                value: s,
                label: intl.formatMessage({ id: SEGMENT_LABEL[s] }),
              }))}
            />
            {form.values.segment === "LOCALE" && (
              <Select
                label={intl.formatMessage({ id: "staff.broadcast.locale" })}
                {...form.getInputProps("locale")}
                data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
                error={problem("locale")}
              />
            )}
          </Group>
          <LocaleTextTabs
            errors={form.errors}
            fields={["texts.{locale}.title", "texts.{locale}.body"]}
            keepMounted={false}
          >
            {(l) => (
              <Stack gap="xs">
                <TextInput
                  label={intl.formatMessage({ id: "staff.broadcast.titleField" })}
                  maxLength={BROADCAST_MAX.title}
                  {...form.getInputProps(`texts.${l}.title`)}
                  error={problem(`texts.${l}.title`)}
                  data-testid={`broadcast-title-${l}`}
                />
                <Textarea
                  label={intl.formatMessage({ id: "staff.broadcast.bodyField" })}
                  maxLength={BROADCAST_MAX.body}
                  autosize
                  minRows={3}
                  {...form.getInputProps(`texts.${l}.body`)}
                  error={problem(`texts.${l}.body`)}
                  data-testid={`broadcast-body-${l}`}
                />
              </Stack>
            )}
          </LocaleTextTabs>
          <TextInput
            label={intl.formatMessage({ id: "staff.broadcast.path" })}
            description={intl.formatMessage({ id: "staff.broadcast.pathHint" })}
            placeholder="/marketplace"
            maxLength={BROADCAST_MAX.path}
            {...form.getInputProps("path")}
            error={problem("path")}
          />
          <Group justify="space-between">
            {sent !== null ? (
              <Text size="sm" c="teal" data-testid="broadcast-sent">
                <FormattedMessage id="staff.broadcast.sent" />
              </Text>
            ) : (
              <span />
            )}
            <Button type="submit" loading={loading} data-testid="broadcast-send">
              <FormattedMessage id="staff.broadcast.send" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
