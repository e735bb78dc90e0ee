import { useState } from "react";
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import type { JpointConversionFieldsFragment } from "../../../gql/graphql";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { useTimeLeft } from "../../../shared/hooks/useTimeLeft";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { conversionFormSchema, MIN_CONVERSION_EXCLUSIVE } from "../forms/conversionForm";
import { QuoteJpointConversionMutation } from "../graphql/jpoint";
import { ConvertConfirm } from "./ConvertConfirm";

const digits = (value: string) => value.replace(/[^\d]/g, "");

/**
 * Convert Jpoint to USDT: an amount (whole, over 29, at most the balance — checked as typed), a quote
 * with the rate and result valid 60 seconds (counted down), then a confirmation that it cannot be
 * reversed.
 */
export function ConvertSection({ balance, disabled }: { balance: string; disabled: boolean }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const handleError = useErrorHandler();
  const [quote, setQuote] = useState<JpointConversionFieldsFragment | null>(null);
  const [requestQuote, { loading }] = useMutation(QuoteJpointConversionMutation);
  const form = useForm({
    initialValues: { amount: "" },
    validateInputOnChange: true,
    validate: schemaResolver(conversionFormSchema(balance), { sync: true }),
  });

  const error = form.errors.amount;
  const errorText =
    typeof error === "string"
      ? intl.formatMessage({ id: error }, { min: MIN_CONVERSION_EXCLUSIVE, balance: formatJpoint(balance) })
      : undefined;

  const submit = form.onSubmit(async ({ amount }) => {
    try {
      const res = await requestQuote({ variables: { amount: amount.trim() } });
      setQuote(res.data?.quoteJpointConversion ?? null);
    } catch (e) {
      setQuote(null);
      handleError(e);
    }
  });

  const openConfirm = (q: JpointConversionFieldsFragment) =>
    dialogs.open({
      kind: "convert-confirm",
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "jpoint.convert.confirmTitle" }),
      content: (
        <ConvertConfirm
          quoteId={q.id}
          jpoint={q.jpoint}
          usdt={q.usdt}
          onDone={() => {
            setQuote(null);
            form.reset();
          }}
        />
      ),
    });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="jpoint-convert">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="jpoint.convert.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="jpoint.convert.rule" values={{ min: MIN_CONVERSION_EXCLUSIVE }} />
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={intl.formatMessage({ id: "jpoint.convert.amount" })}
              inputMode="numeric"
              data-testid="convert-amount"
              value={form.values.amount}
              onChange={(e) => {
                form.setFieldValue("amount", digits(e.currentTarget.value));
                setQuote(null);
              }}
              error={errorText}
              disabled={disabled}
              style={{ flex: "1 1 200px" }}
            />
            <Button type="submit" mt={25} loading={loading} disabled={disabled} data-testid="convert-quote">
              <FormattedMessage id="jpoint.convert.getQuote" />
            </Button>
          </Group>
        </form>
        {quote ? (
          <QuoteResult
            key={quote.id}
            quote={quote}
            disabled={disabled}
            onConvert={() => openConfirm(quote)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The quote's terms with a countdown to its expiry (mounted per quote, so the clock starts fresh). */
function QuoteResult({
  quote,
  disabled,
  onConvert,
}: {
  quote: JpointConversionFieldsFragment;
  disabled: boolean;
  onConvert: () => void;
}) {
  // Counted from the server's seconds left, so a client clock that is off does not matter.
  const [deadline] = useState(() => new Date(Date.now() + quote.expiresInSeconds * 1000).toISOString());
  const left = useTimeLeft(deadline);
  const expired = left === 0;
  return (
    <Stack gap="xs" data-testid="convert-quote-result">
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              <FormattedMessage id="jpoint.convert.rate" />
            </Table.Td>
            <Table.Td ta="right" data-testid="convert-rate">
              <FormattedMessage id="jpoint.convert.rateValue" values={{ rate: quote.rate }} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <FormattedMessage id="jpoint.convert.pay" />
            </Table.Td>
            <Table.Td ta="right" data-testid="convert-jpoint">
              <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(quote.jpoint) }} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <FormattedMessage id="jpoint.convert.receive" />
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="convert-usdt">
              <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(quote.usdt) }} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c={expired ? "red" : "dimmed"} data-testid="convert-countdown">
          {expired ? (
            <FormattedMessage id="jpoint.convert.expired" />
          ) : (
            <FormattedMessage
              id="jpoint.convert.expiresIn"
              values={{ seconds: Math.ceil((left ?? 0) / 1000) }}
            />
          )}
        </Text>
        <Button onClick={onConvert} disabled={expired || disabled} data-testid="convert-open-confirm">
          <FormattedMessage id="jpoint.convert.convert" />
        </Button>
      </Group>
    </Stack>
  );
}
