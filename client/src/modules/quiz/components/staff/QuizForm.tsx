import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { LOCALES, LOCALE_NAMES, QUIZ_LIMITS, type Locale } from "@vitrine/schema";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCreateOrUpdate } from "../../../../shared/forms/useCreateOrUpdate";
import { localizedTextField, useStaffEditForm } from "../../../../shared/forms/useStaffEditForm";
import type { StaffQuizDetailFragment } from "../../../../gql/graphql";
import { emptyQuestion, emptyQuizForm, quizFormOf, quizFormSchema, toQuizInput } from "../../forms/quizForm";
import { CreateQuizMutation, StaffQuizzesQuery, UpdateQuizMutation } from "../../graphql/quiz";
import { QuestionFields } from "./QuestionFields";

/**
 * Staff create a quiz or edit the one chosen. Texts are edited one language at a time (tw required).
 * Once someone has started an attempt the questions are locked (sent as null).
 */
export function QuizForm({
  editing,
  onDone,
}: {
  editing: StaffQuizDetailFragment | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [language, setLanguage] = useState<Locale>("tw");
  const { save, saving } = useCreateOrUpdate(CreateQuizMutation, UpdateQuizMutation, [StaffQuizzesQuery]);
  const locked = (editing?.attemptCount ?? 0) > 0;
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty: () => emptyQuizForm(),
    valuesOf: quizFormOf,
    schema: quizFormSchema,
    toInput: (values) => toQuizInput(values, !locked),
    save,
    savedMessage: "staff.quiz.saved",
    onDone,
    serverField: localizedTextField({ title: "titles", description: "descriptions" }),
    onInvalid: () => setLanguage("tw"),
  });
  // A language whose texts (title, description, questions, choices) hold an error is marked.
  const invalid = (l: Locale) => Object.keys(form.errors).some((path) => path.endsWith(`.${l}`));
  const marker = intl.formatMessage({ id: "forms.tabHasErrors" });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-quiz-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              <FormattedMessage id={editing ? "staff.quiz.edit" : "staff.quiz.create"} />
            </Title>
            <SegmentedControl
              size="xs"
              value={language}
              onChange={(v) => setLanguage(v as Locale)}
              data={LOCALES.map((l) => ({
                value: l,
                label: invalid(l) ? (
                  <Group gap={4} wrap="nowrap" data-invalid>
                    {LOCALE_NAMES[l]}
                    <IconAlertCircle
                      size={14}
                      color="var(--mantine-color-red-6)"
                      aria-label={marker}
                      role="img"
                    />
                  </Group>
                ) : (
                  LOCALE_NAMES[l]
                ),
              }))}
              data-testid="staff-quiz-language"
            />
          </Group>
          <TextInput
            label={intl.formatMessage({ id: "staff.quiz.quizTitle" })}
            required={language === "tw"}
            maxLength={QUIZ_LIMITS.title}
            {...form.getInputProps(`titles.${language}`)}
            error={err(`titles.${language}`)}
            data-testid="staff-quiz-title"
          />
          <Textarea
            label={intl.formatMessage({ id: "staff.quiz.description" })}
            autosize
            minRows={2}
            maxLength={QUIZ_LIMITS.description}
            {...form.getInputProps(`descriptions.${language}`)}
            error={err(`descriptions.${language}`)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <TextInput
              label={intl.formatMessage({ id: "staff.quiz.startsAt" })}
              description="YYYY-MM-DD HH:mm GMT+8"
              {...form.getInputProps("startsAt")}
              error={err("startsAt")}
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.quiz.endsAt" })}
              description="YYYY-MM-DD HH:mm GMT+8"
              {...form.getInputProps("endsAt")}
              error={err("endsAt")}
            />
            <NumberInput
              label={intl.formatMessage({ id: "staff.quiz.timeLimit" })}
              min={10}
              allowDecimal={false}
              {...form.getInputProps("timeLimitSeconds")}
              error={err("timeLimitSeconds")}
            />
            <NumberInput
              label={intl.formatMessage({ id: "staff.quiz.maxAttempts" })}
              min={1}
              allowDecimal={false}
              {...form.getInputProps("maxAttempts")}
              error={err("maxAttempts")}
            />
            <NumberInput
              label={intl.formatMessage({ id: "staff.quiz.passScore" })}
              min={1}
              allowDecimal={false}
              {...form.getInputProps("passScore")}
              error={err("passScore")}
              data-testid="staff-quiz-pass"
            />
            <Group grow gap="xs" align="flex-start">
              <Select
                label={intl.formatMessage({ id: "staff.quiz.reward" })}
                allowDeselect={false}
                data={[
                  { value: "JPOWER", label: intl.formatMessage({ id: "staff.quiz.rewardJpower" }) },
                  { value: "STAMP", label: intl.formatMessage({ id: "staff.quiz.rewardStamp" }) },
                ]}
                {...form.getInputProps("rewardKind")}
              />
              {form.values.rewardKind === "JPOWER" ? (
                <NumberInput
                  label="Jpower"
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps("rewardJpower")}
                  error={err("rewardJpower")}
                />
              ) : null}
            </Group>
          </SimpleGrid>
          {locked ? (
            <Alert color="yellow" data-testid="staff-quiz-locked">
              <FormattedMessage id="staff.quiz.questionsFixed" />
            </Alert>
          ) : null}
          {form.values.questions.map((_, i) => (
            <QuestionFields key={i} form={form} index={i} language={language} locked={locked} err={err} />
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={locked || form.values.questions.length >= QUIZ_LIMITS.questions}
              onClick={() => form.insertListItem("questions", emptyQuestion())}
            >
              <FormattedMessage id="staff.quiz.addQuestion" />
            </Button>
            <Group>
              {editing ? (
                <Button variant="subtle" onClick={onDone}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              ) : null}
              <Button type="submit" loading={saving} data-testid="staff-quiz-save">
                <FormattedMessage id="staff.quiz.save" />
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
