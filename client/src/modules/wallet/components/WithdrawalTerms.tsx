import { useState } from "react";
import { Button, Checkbox, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { USDT_WITHDRAWAL_MAX } from "@vitrine/schema";

const TERMS_KEY_PREFIX = "vitrine.usdtWithdrawalTerms.";

/** Whether this member has accepted the withdrawal terms on this device (remembered per user). */
export function hasAcceptedWithdrawalTerms(userId: string): boolean {
  try {
    return window.localStorage.getItem(TERMS_KEY_PREFIX + userId) === "1";
  } catch {
    return false;
  }
}

function rememberAcceptance(userId: string) {
  try {
    window.localStorage.setItem(TERMS_KEY_PREFIX + userId, "1");
  } catch {
    // Storage off (private mode): the terms are shown again next time, which is harmless.
  }
}

/** The terms and disclaimer shown before a member's first USDT withdrawal (spec §2). */
export function WithdrawalTerms({ userId, onAccept }: { userId: string; onAccept: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="withdrawal-terms">
      <Stack gap="md">
        <Title order={2} size="h3">
          <FormattedMessage id="wallet.terms.title" />
        </Title>
        <List spacing="xs" size="sm" c="gray.4">
          <List.Item>
            <FormattedMessage id="wallet.terms.network" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="wallet.terms.address" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="wallet.terms.fee" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="wallet.terms.review" values={{ max: USDT_WITHDRAWAL_MAX }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="wallet.terms.irreversible" />
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="wallet.terms.disclaimer" />
        </Text>
        <Checkbox
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
          label={<FormattedMessage id="wallet.terms.accept" />}
          data-testid="withdrawal-terms-accept"
        />
        <Group justify="flex-end">
          <Button
            disabled={!checked}
            onClick={() => {
              rememberAcceptance(userId);
              onAccept();
            }}
            data-testid="withdrawal-terms-continue"
          >
            <FormattedMessage id="wallet.terms.continue" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
