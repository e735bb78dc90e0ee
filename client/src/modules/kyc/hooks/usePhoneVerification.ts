import { useEffect, useState } from "react";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { emailCodeRule, ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { phoneIdentity, type KycFormValues } from "../forms/kycForm";
import { SendKycPhoneCodeMutation, VerifyKycPhoneMutation } from "../graphql/kyc";

/**
 * The KYC form's phone verification: send an SMS code to the typed number (with the resend
 * countdown), verify it, and remember which number was verified — a code belongs to the number it
 * was sent to, so changing the number asks for a new one.
 */
export function usePhoneVerification(form: UseFormReturnType<KycFormValues>) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [verifiedPhone, setVerifiedPhone] = useState<string>();
  const [sendCode, sendState] = useMutation(SendKycPhoneCodeMutation);
  const [verifyPhone, verifyState] = useMutation(VerifyKycPhoneMutation);

  // Set through an updater: inside a submit handler, setFieldError compares with errors that the
  // validation run is about to replace, and skips an error equal to the previous one.
  const codeError = (key: string) => form.setErrors((current) => ({ ...current, code: key }));

  const { phoneCountry, phone } = form.values;
  const currentPhone = phoneIdentity(phoneCountry, phone);
  const phoneVerified = verifiedPhone === currentPhone;
  useEffect(() => {
    if (verifiedPhone && verifiedPhone !== currentPhone) form.setFieldValue("code", "");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPhone]);

  const phoneReady = () => {
    const country = form.validateField("phoneCountry");
    const number = form.validateField("phone");
    return !country.hasError && !number.hasError;
  };

  const onSendCode = async () => {
    if (!phoneReady()) return;
    try {
      const res = await sendCode({ variables: { phoneCountry, phone: phone.trim() } });
      setCodeSent(true);
      countdown.start(res.data?.sendKycPhoneCode.resendInSeconds ?? 60);
      snackbar.show(intl.formatMessage({ id: "kyc.phone.sent" }), "success");
    } catch (error) {
      const mapped = handleError(error);
      // 1048: a code is still valid; count down what the gateway says is left.
      if (mapped.code === ERRORS.CODE_NOT_EXPIRED.code && mapped.remainingTime !== undefined) {
        setCodeSent(true);
        countdown.start(mapped.remainingTime);
      }
    }
  };

  const onVerify = async () => {
    if (!phoneReady()) return;
    // Spec §5: a verification code has 6 characters, trimmed (the schema's emailCodeRule).
    const parsed = emailCodeRule.safeParse(form.values.code);
    if (!parsed.success) {
      codeError("validation.code");
      return;
    }
    const code = parsed.data;
    try {
      const res = await verifyPhone({ variables: { phoneCountry, phone: phone.trim(), code } });
      if (res.data?.verifyKycPhone) {
        setVerifiedPhone(currentPhone);
        form.clearFieldError("code");
      } else {
        codeError(ERRORS.PHONE_CODE_WRONG.messageKey);
      }
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.code === ERRORS.PHONE_CODE_WRONG.code) codeError(mapped.messageKey);
    }
  };

  /** Was exactly this number verified? */
  const isVerified = (values: KycFormValues) =>
    verifiedPhone === phoneIdentity(values.phoneCountry, values.phone);

  return {
    codeSent,
    secondsLeft: countdown.secondsLeft,
    phoneVerified,
    sending: sendState.loading,
    verifying: verifyState.loading,
    onSendCode,
    onVerify,
    codeError,
    isVerified,
    /** The gateway says the phone is not verified (any more): ask for a new code. */
    forget: () => setVerifiedPhone(undefined),
  };
}
