import {
  ActionIcon,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PrimaryOrderFieldsFragment } from "../../../gql/graphql";
import { useTimeLeft } from "../../../shared/hooks/useTimeLeft";
import { useFormatWhole } from "../../../shared/money/whole";
import { Countdown } from "./SaleStatusBadge";
import { ZonedTime } from "../../../shared/time/ZonedTime";

type Atm = NonNullable<PrimaryOrderFieldsFragment["atm"]>;

function Copyable({ value, testId }: { value: string; testId: string }) {
  const intl = useIntl();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text ff="monospace" fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={intl.formatMessage({ id: copied ? "primary.atm.copied" : "primary.atm.copy" })}>
            <ActionIcon
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={intl.formatMessage({ id: "primary.atm.copy" })}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The bank-transfer screen of an ATM order: where to transfer, how much, until when. */
export function AtmInstructions({ atm, amountTwd }: { atm: Atm; amountTwd: string | null | undefined }) {
  const fmt = useFormatWhole();
  const left = useTimeLeft(atm.deadline) ?? 0;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="atm-instructions">
      <Stack gap="sm">
        <Title order={3}>
          <FormattedMessage id="primary.atm.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="primary.atm.intro" />
        </Text>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="primary.atm.bankCode" />
              </Table.Td>
              <Table.Td>
                <Copyable value={atm.bankCode} testId="atm-bank-code" />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="primary.atm.account" />
              </Table.Td>
              <Table.Td>
                <Copyable value={atm.virtualAccount} testId="atm-account" />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="primary.atm.amount" />
              </Table.Td>
              <Table.Td ta="right" fw={700} fz="lg" data-testid="atm-amount">
                <FormattedMessage id="primary.price.twd" values={{ amount: fmt(amountTwd) }} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="primary.atm.deadline" />
              </Table.Td>
              <Table.Td ta="right" data-testid="atm-deadline">
                <ZonedTime value={atm.deadline} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="primary.atm.timeLeft" />
              </Table.Td>
              <Table.Td ta="right" fw={600} c={left > 0 ? "yellow.4" : "red.4"}>
                {left > 0 ? (
                  <Countdown ms={left} testId="atm-countdown" />
                ) : (
                  <span data-testid="atm-countdown">
                    <FormattedMessage id="primary.atm.expired" />
                  </span>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>
            <FormattedMessage id="primary.atm.noteChecked" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="primary.atm.noteSupport" />
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
