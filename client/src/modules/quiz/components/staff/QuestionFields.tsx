import { ActionIcon, Button, Group, NumberInput, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { LOCALES, QUIZ_LIMITS, type Locale } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import type { QuizFormValues } from "../../forms/quizForm";

const blank = () => Object.fromEntries(LOCALES.map((l) => [l, ""])) as Record<Locale, string>;

/** One question of the staff form in the language being edited: body, points, choices, the right one. */
export function QuestionFields({
  form,
  index,
  language,
  locked,
  err,
}: {
  form: UseFormReturnType<QuizFormValues>;
  index: number;
  language: Locale;
  locked: boolean;
  err: (path: string) => string | undefined;
}) {
  const intl = useIntl();
  const q = form.values.questions[index]!;
  const path = `questions.${index}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="staff-question">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={intl.formatMessage({ id: "staff.quiz.question" }, { n: index + 1 })}
            required={language === "tw"}
            disabled={locked}
            maxLength={QUIZ_LIMITS.body}
            {...form.getInputProps(`${path}.bodies.${language}`)}
            error={err(`${path}.bodies.${language}`)}
            data-testid="staff-question-body"
          />
          <NumberInput
            w={90}
            label={intl.formatMessage({ id: "staff.quiz.points" })}
            min={1}
            allowDecimal={false}
            disabled={locked}
            {...form.getInputProps(`${path}.points`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={locked || form.values.questions.length <= 1}
            aria-label={intl.formatMessage({ id: "staff.quiz.removeQuestion" })}
            onClick={() => form.removeListItem("questions", index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="staff.quiz.pickCorrect" />
        </Text>
        <Radio.Group
          value={String(q.correct)}
          onChange={(v) => form.setFieldValue(`${path}.correct`, Number(v))}
        >
          <Stack gap={6}>
            {q.choices.map((_, ci) => (
              <Group key={ci} wrap="nowrap" gap="xs">
                <Radio
                  value={String(ci)}
                  disabled={locked}
                  aria-label={intl.formatMessage({ id: "staff.quiz.correct" })}
                />
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={intl.formatMessage({ id: "staff.quiz.choice" }, { n: ci + 1 })}
                  disabled={locked}
                  maxLength={QUIZ_LIMITS.body}
                  {...form.getInputProps(`${path}.choices.${ci}.${language}`)}
                  error={err(`${path}.choices.${ci}.${language}`)}
                  data-testid="staff-choice-body"
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={locked || q.choices.length <= 2}
                  aria-label={intl.formatMessage({ id: "staff.quiz.removeChoice" })}
                  onClick={() => {
                    form.removeListItem(`${path}.choices`, ci);
                    if (q.correct >= ci && q.correct > 0)
                      form.setFieldValue(`${path}.correct`, q.correct - 1);
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {!locked && q.choices.length < QUIZ_LIMITS.choices ? (
          <Group>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => form.insertListItem(`${path}.choices`, blank())}
            >
              <FormattedMessage id="staff.quiz.addChoice" />
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
