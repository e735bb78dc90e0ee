import { Badge, Button, Group, NativeSelect, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { KYC_PHONE_CODE_LENGTH } from "@vitrine/schema";
import { SendCodeButton } from "../../../shared/ui/SendCodeButton";
import type { KycFormValues } from "../forms/kycForm";
import type { usePhoneVerification } from "../hooks/usePhoneVerification";
import { KycFormSection } from "./KycFormSection";

/** The KYC form's phone: prefix and number, "send code", then the code and "verify" (or verified). */
export function KycPhoneSection({
  form,
  phone,
  dialCodes,
  fieldError,
}: {
  form: UseFormReturnType<KycFormValues>;
  phone: ReturnType<typeof usePhoneVerification>;
  dialCodes: { value: string; label: string }[];
  fieldError: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  return (
    <KycFormSection title="kyc.form.phoneSection">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={intl.formatMessage({ id: "kyc.form.phoneCountry" })}
          data={dialCodes}
          w={{ base: "100%", xs: 200 }}
          data-testid="kyc-phone-country"
          {...form.getInputProps("phoneCountry")}
          error={fieldError("phoneCountry")}
        />
        <TextInput
          label={intl.formatMessage({ id: "kyc.form.phone" })}
          withAsterisk
          inputMode="tel"
          autoComplete="tel-national"
          style={{ flex: 1, minWidth: 180 }}
          data-testid="kyc-phone"
          {...form.getInputProps("phone")}
          error={fieldError("phone")}
          rightSection={
            phone.phoneVerified ? <IconCircleCheck size={18} color="var(--mantine-color-teal-5)" /> : null
          }
        />
        <SendCodeButton
          mt={25}
          secondsLeft={phone.secondsLeft}
          sent={phone.codeSent}
          loading={phone.sending}
          disabled={phone.phoneVerified}
          onClick={() => void phone.onSendCode()}
          testId="kyc-send-code"
        />
      </Group>
      {phone.phoneVerified ? (
        <Badge
          color="teal"
          variant="light"
          size="lg"
          leftSection={<IconCircleCheck size={14} />}
          data-testid="kyc-phone-verified"
        >
          <FormattedMessage id="kyc.phone.verified" />
        </Badge>
      ) : (
        <Group align="flex-start" gap="sm">
          <TextInput
            label={intl.formatMessage({ id: "kyc.form.code" })}
            description={intl.formatMessage({
              id: phone.codeSent ? "kyc.phone.sentHint" : "kyc.phone.sendFirst",
            })}
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={KYC_PHONE_CODE_LENGTH}
            disabled={!phone.codeSent}
            style={{ flex: 1, minWidth: 180 }}
            data-testid="kyc-code"
            {...form.getInputProps("code")}
            error={fieldError("code")}
          />
          <Button
            mt={45}
            variant="light"
            disabled={!phone.codeSent}
            loading={phone.verifying}
            onClick={() => void phone.onVerify()}
            data-testid="kyc-verify-phone"
          >
            <FormattedMessage id="kyc.phone.verify" />
          </Button>
        </Group>
      )}
    </KycFormSection>
  );
}
