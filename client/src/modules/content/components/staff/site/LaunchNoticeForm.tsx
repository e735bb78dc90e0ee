import { useEffect } from "react";
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { CONTENT_LIMITS, launchNoticeRule, LOCALES, LOCALE_NAMES, type Locale } from "@vitrine/schema";
import { useErrorHandler } from "../../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../../shared/snackbar/SnackbarContext";
import { ErrorState } from "../../../../../shared/ui/ErrorState";
import { SetLaunchNoticeMutation, StaffLaunchNoticeQuery } from "../../../graphql/site";
import { ContentDate } from "../../reader/ContentDate";
import { issuesToFields, localizedPath, perLocale } from "./siteForms";

interface NoticeValues {
  enabled: boolean;
  url: string;
  texts: Record<Locale, string>;
}

const toInput = (v: NoticeValues) => ({
  enabled: v.enabled,
  url: v.url.trim() || null,
  texts: LOCALES.filter((l) => v.texts[l].trim()).map((language) => ({
    language,
    text: v.texts[language].trim(),
  })),
});

/** The launch notice bar (spec §4): on or off, an optional link, its text per language (tw needed when on). */
export function LaunchNoticeForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { data, error, refetch } = useQuery(StaffLaunchNoticeQuery);
  const [save, { loading }] = useMutation(SetLaunchNoticeMutation);
  const notice = data?.staffLaunchNotice;
  const form = useForm<NoticeValues>({
    initialValues: { enabled: false, url: "", texts: perLocale("") },
    validate: (v) => {
      const input = toInput(v);
      return issuesToFields(launchNoticeRule.safeParse(input), localizedPath("texts", input.texts));
    },
  });
  const fieldError = useFieldError(form.errors);

  // Fill the form once the saved notice arrives (and after each save).
  useEffect(() => {
    if (!notice) return;
    const texts = perLocale("");
    for (const t of notice.texts) if (t.language in texts) texts[t.language as Locale] = t.text;
    const values = { enabled: notice.enabled, url: notice.url ?? "", texts };
    form.setInitialValues(values);
    form.setValues(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved notice changes
  }, [notice]);

  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!notice) return <Skeleton height={280} />;

  return (
    <Paper withBorder radius="md" p="md" bg="dark.7" data-testid="staff-launch-notice">
      <form
        noValidate
        onSubmit={form.onSubmit(async (v) => {
          try {
            await save({ variables: { input: toInput(v) } });
            snackbar.show(intl.formatMessage({ id: "staff.site.notice.saved" }), "success");
          } catch (e) {
            handleError(e);
          }
        })}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              <FormattedMessage id="staff.site.notice.title" />
            </Title>
            {notice.updatedAt ? (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="staff.site.updatedAt"
                  values={{ time: <ContentDate value={notice.updatedAt} /> }}
                />
              </Text>
            ) : null}
          </Group>
          <Switch
            label={intl.formatMessage({ id: "staff.site.notice.enabled" })}
            {...form.getInputProps("enabled", { type: "checkbox" })}
            data-testid="staff-notice-enabled"
          />
          <TextInput
            label={intl.formatMessage({ id: "staff.site.link" })}
            description={intl.formatMessage({ id: "staff.site.linkHint" })}
            maxLength={CONTENT_LIMITS.linkUrl}
            {...form.getInputProps("url")}
            error={fieldError("url")}
          />
          {LOCALES.map((l) => (
            <TextInput
              key={l}
              lang={l}
              label={intl.formatMessage({ id: "staff.site.notice.text" }, { language: LOCALE_NAMES[l] })}
              required={l === "tw"}
              maxLength={CONTENT_LIMITS.noticeText}
              {...form.getInputProps(`texts.${l}`)}
              error={fieldError(`texts.${l}`)}
              data-testid={`staff-notice-text-${l}`}
            />
          ))}
          <Group>
            <Button
              type="submit"
              loading={loading}
              leftSection={<IconDeviceFloppy size={16} />}
              data-testid="staff-notice-save"
            >
              <FormattedMessage id="staff.content.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
