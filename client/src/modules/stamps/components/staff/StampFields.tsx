import { ActionIcon, Group, Paper, Select, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { CAMPAIGN_LIMITS, STAMP_ACTIONS } from "@vitrine/schema";
import { useIntl } from "react-intl";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { ACTION_LABEL } from "../messages";
import type { CampaignFormValues } from "../../forms/campaignForm";

/** One stamp of the staff form: what earns it, what it refers to, its name and hint per language. */
export function StampFields({
  form,
  index,
  err,
}: {
  form: UseFormReturnType<CampaignFormValues>;
  index: number;
  err: (path: string) => string | undefined;
}) {
  const intl = useIntl();
  const stamp = form.values.stamps[index]!;
  const path = `stamps.${index}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="staff-stamp">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={intl.formatMessage({ id: "staff.stamps.action" })}
            data={STAMP_ACTIONS.map((a) => ({
              value: a,
              label: intl.formatMessage({ id: ACTION_LABEL[a]! }),
            }))}
            allowDeselect={false}
            w={220}
            {...form.getInputProps(`${path}.action`)}
            data-testid="staff-stamp-action"
          />
          {stamp.action !== "VENUE_QR" ? (
            <TextInput
              label={intl.formatMessage({
                id:
                  stamp.action === "PURCHASE"
                    ? "staff.stamps.refPurchase"
                    : stamp.action === "QUIZ"
                      ? "staff.stamps.refQuiz"
                      : "staff.stamps.refRedeem",
              })}
              inputMode="numeric"
              w={180}
              {...form.getInputProps(`${path}.refId`)}
              error={err(`${path}.refId`)}
              data-testid="staff-stamp-ref"
            />
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={intl.formatMessage({ id: "staff.stamps.removeStamp" })}
            disabled={form.values.stamps.length <= 1}
            onClick={() => form.removeListItem("stamps", index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <LocaleTextFields
          form={form}
          err={err}
          row
          panelPadding="xs"
          fields={[
            {
              field: `${path}.names`,
              label: intl.formatMessage({ id: "staff.stamps.stampName" }),
              max: CAMPAIGN_LIMITS.stampName,
              required: true,
              testId: "staff-stamp-name",
            },
            {
              field: `${path}.hints`,
              label: intl.formatMessage({ id: "staff.stamps.stampHint" }),
              max: CAMPAIGN_LIMITS.stampHint,
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
