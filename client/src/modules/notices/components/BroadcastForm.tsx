import { useState } from "react";
import { Button, Group, Paper, Select, Stack, Tabs, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { LOCALES, LOCALE_NAMES, type BroadcastSegment, type Locale } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
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
  const [values, setValues] = useState<BroadcastValues>(emptyBroadcast);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<number | null>(null);
  const [send, { loading }] = useMutation(BroadcastNoticeMutation, {
    refetchQueries: [StaffBroadcastsQuery],
  });
  const problem = (field: string) =>
    problems[field] ? intl.formatMessage({ id: problems[field] }) : undefined;
  const setText = (locale: Locale, part: "title" | "body", value: string) =>
    setValues((v) => ({ ...v, texts: { ...v.texts, [locale]: { ...v.texts[locale], [part]: value } } }));

  const submit = async () => {
    const found = broadcastProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
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
      setValues(emptyBroadcast());
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="broadcast-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.broadcast.new" />
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={intl.formatMessage({ id: "staff.broadcast.segment" })}
            value={values.segment}
            allowDeselect={false}
            onChange={(segment) =>
              setValues((v) => ({ ...v, segment: (segment ?? "ALL") as BroadcastSegment }))
            }
            data={(["ALL", "KYC_APPROVED", "LOCALE"] as const).map((s) => ({
              value: s,
              label: intl.formatMessage({ id: SEGMENT_LABEL[s] }),
            }))}
          />
          {values.segment === "LOCALE" && (
            <Select
              label={intl.formatMessage({ id: "staff.broadcast.locale" })}
              value={values.locale}
              onChange={(locale) => setValues((v) => ({ ...v, locale: locale as Locale | null }))}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              error={problem("locale")}
            />
          )}
        </Group>
        <Tabs defaultValue="tw" keepMounted={false}>
          <Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Tab
                key={l}
                value={l}
                c={problems[`texts.${l}.title`] || problems[`texts.${l}.body`] ? "red" : undefined}
              >
                {LOCALE_NAMES[l]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="xs">
                <TextInput
                  label={intl.formatMessage({ id: "staff.broadcast.titleField" })}
                  value={values.texts[l].title}
                  maxLength={BROADCAST_MAX.title}
                  onChange={(e) => setText(l, "title", e.currentTarget.value)}
                  error={problem(`texts.${l}.title`)}
                  data-testid={`broadcast-title-${l}`}
                />
                <Textarea
                  label={intl.formatMessage({ id: "staff.broadcast.bodyField" })}
                  value={values.texts[l].body}
                  maxLength={BROADCAST_MAX.body}
                  autosize
                  minRows={3}
                  onChange={(e) => setText(l, "body", e.currentTarget.value)}
                  error={problem(`texts.${l}.body`)}
                  data-testid={`broadcast-body-${l}`}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <TextInput
          label={intl.formatMessage({ id: "staff.broadcast.path" })}
          description={intl.formatMessage({ id: "staff.broadcast.pathHint" })}
          placeholder="/marketplace"
          value={values.path}
          maxLength={BROADCAST_MAX.path}
          onChange={(e) => setValues((v) => ({ ...v, path: e.currentTarget.value }))}
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
          <Button onClick={() => void submit()} loading={loading} data-testid="broadcast-send">
            <FormattedMessage id="staff.broadcast.send" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
