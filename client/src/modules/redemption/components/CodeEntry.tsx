import { useState } from "react";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconQrcode } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { codeFormSchema } from "../forms/shipmentForm";
import { normaliseCode } from "./scanner/code";
import { LazyQrScanner as QrScanner } from "./scanner/LazyQrScanner";

/** A code typed (case, spaces and dashes ignored) or read from a voucher's QR code. */
export function CodeEntry({ onCode, loading }: { onCode: (code: string) => void; loading: boolean }) {
  const intl = useIntl();
  const [scanning, setScanning] = useState(false);
  const form = useForm({
    initialValues: { code: "" },
    validate: schemaResolver(codeFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const submit = form.onSubmit((values) => onCode(normaliseCode(values.code)));

  return (
    <Paper withBorder radius="lg" p="md" data-testid="redeem-entry">
      <Stack gap="sm">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: "1 1 240px" }}
              label={intl.formatMessage({ id: "redeem.code.label" })}
              placeholder="XXXX-XXXX-XXXX-X"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.getInputProps("code")}
              error={err("code")}
              data-testid="redeem-code-input"
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={loading} data-testid="redeem-check">
              <FormattedMessage id="redeem.code.check" />
            </Button>
          </Group>
        </form>
        <Group gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconQrcode size={16} />}
            onClick={() => setScanning((s) => !s)}
            data-testid="redeem-scan-toggle"
          >
            <FormattedMessage id={scanning ? "redeem.scan.hide" : "redeem.scan.show"} />
          </Button>
        </Group>
        {scanning ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="redeem.scan.intro" />
            </Text>
            <QrScanner
              onText={(text) => {
                setScanning(false);
                form.setFieldValue("code", text);
                onCode(normaliseCode(text));
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
