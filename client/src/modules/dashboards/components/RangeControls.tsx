import { Button, Group, SegmentedControl, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";

export type Granularity = "DAY" | "WEEK";
export interface Range {
  from: string;
  to: string;
  granularity: Granularity;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** From and to (GMT+8 days, at most 366 apart; the server checks too) and day or week. */
export function RangeControls({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const intl = useIntl();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const valid = DAY_RE.test(from) && DAY_RE.test(to) && from <= to;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="dashboard-range">
      <TextInput
        type="date"
        label={intl.formatMessage({ id: "dashboards.range.from" })}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
        data-testid="dashboard-from"
      />
      <TextInput
        type="date"
        label={intl.formatMessage({ id: "dashboards.range.to" })}
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
        error={valid ? undefined : intl.formatMessage({ id: "dashboards.range.invalid" })}
        data-testid="dashboard-to"
      />
      <Button
        variant="light"
        disabled={!valid}
        onClick={() => onChange({ ...value, from, to })}
        data-testid="dashboard-apply"
      >
        <FormattedMessage id="dashboards.range.apply" />
      </Button>
      <SegmentedControl
        value={value.granularity}
        onChange={(g) => onChange({ ...value, granularity: g as Granularity })}
        data={[
          { value: "DAY", label: intl.formatMessage({ id: "dashboards.range.day" }) },
          { value: "WEEK", label: intl.formatMessage({ id: "dashboards.range.week" }) },
        ]}
        data-testid="dashboard-granularity"
      />
    </Group>
  );
}
