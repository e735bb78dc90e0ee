import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconArrowLeft, IconCircleCheck } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import {
  ERRORS,
  KYC_IMAGE_KINDS,
  KYC_PHONE_CODE_LENGTH,
  LOCALE_TAGS,
  type KycImageKind,
} from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { SendCodeButton } from "../../../shared/ui/SendCodeButton";
import { DEFAULT_DIAL_CODE, regionNames } from "../../../shared/i18n/countries";
import { KYC_PHONE_COUNTRIES } from "../forms/dialCodes";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import { personalVerifyUrl, useViewer } from "../../accounts";
import { todayIso } from "../../../shared/time/today";
import { KycPhotoInput } from "../components/KycPhotoInput";
import {
  KycFormOptionsQuery,
  PersonalVerificationQuery,
  SendKycPhoneCodeMutation,
  SubmitKycMutation,
  VerifyKycPhoneMutation,
} from "../graphql/kyc";
import {
  emptyKycForm,
  KYC_IMAGE_FIELD,
  kycFormSchema,
  phoneIdentity,
  type KycFormValues,
} from "../forms/kycForm";
import { kycVerificationUrl } from "../urls";

/**
 * /{lang}/users/:publicId/personalVerify/verification — the KYC form (spec §3, §5): identity, a phone
 * verified by SMS code, address, purpose of use and four ID photos. Only a member with nothing under
 * review or approved may fill it in; a failed submission comes back pre-filled except for the ID
 * number and the photos.
 */
export function KycVerificationPage() {
  const { publicId } = useParams();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  const status = useQuery(PersonalVerificationQuery);
  const options = useQuery(KycFormOptionsQuery);
  if (!viewer) return null;
  if (publicId !== viewer.publicId)
    return <Navigate to={kycVerificationUrl(locale, viewer.publicId)} replace />;
  const error = status.error ?? options.error;
  if (error && (!status.data || !options.data))
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          void status.refetch();
          void options.refetch();
        }}
      />
    );
  if (!status.data || !options.data)
    return <Skeleton height={640} radius="lg" maw={860} mx="auto" data-testid="kyc-form-loading" />;
  const kyc = status.data.myKyc;
  // Under review or approved: nothing to fill in, the status page says why.
  if (kyc.status === "REVIEW" || kyc.status === "APPROVED")
    return <Navigate to={personalVerifyUrl(locale, viewer.publicId)} replace />;
  const previous =
    kyc.status === "FAILED"
      ? {
          nationality: kyc.nationality ?? "",
          firstName: kyc.firstName ?? "",
          lastName: kyc.lastName ?? "",
          birthday: kyc.birthday ?? "",
          // The number comes back too, but it must be verified again by a new code.
          ...(kyc.phoneCountry && kyc.phone ? { phoneCountry: kyc.phoneCountry, phone: kyc.phone } : {}),
          address: kyc.address ?? "",
          purpose: kyc.purpose ?? "",
        }
      : {};
  return (
    <KycForm
      publicId={viewer.publicId}
      nationalities={options.data.kycOptions.nationalities}
      purposes={options.data.kycOptions.purposes}
      initial={{ ...emptyKycForm(viewer.phoneCountryCode ?? DEFAULT_DIAL_CODE), ...previous }}
    />
  );
}

function KycForm({
  publicId,
  nationalities,
  purposes,
  initial,
}: {
  publicId: string;
  nationalities: readonly string[];
  purposes: readonly string[];
  initial: KycFormValues;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [verifiedPhone, setVerifiedPhone] = useState<string>();
  const [previews, setPreviews] = useState<Partial<Record<KycImageKind, string>>>({});
  const submitting = useRef(false);

  const [sendCode, sendState] = useMutation(SendKycPhoneCodeMutation);
  const [verifyPhone, verifyState] = useMutation(VerifyKycPhoneMutation);
  const [submitKyc, submitState] = useMutation(SubmitKycMutation, {
    // The answer is the new status: the status page shows it without asking again.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: PersonalVerificationQuery, data: { myKyc: data.submitKyc } });
    },
  });

  const form = useForm<KycFormValues>({
    initialValues: initial,
    validate: schemaResolver(kycFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors, { min: KYC_PHONE_CODE_LENGTH });
  // Set through an updater: inside a submit handler, setFieldError compares with errors that the
  // validation run is about to replace, and skips an error equal to the previous one.
  const codeError = (key: string) => form.setErrors((current) => ({ ...current, code: key }));

  const regionName = useMemo(() => regionNames(LOCALE_TAGS[locale]), [locale]);
  const dialCodes = useMemo(() => {
    const options = KYC_PHONE_COUNTRIES.map(({ code, dial }) => ({
      value: dial,
      label: `${dial} ${regionName(code)}`,
    })).filter(
      // +1 serves two countries: offer it once.
      (option, index, all) => all.findIndex((o) => o.value === option.value) === index,
    );
    // A prefix from the profile or an earlier submission stays selectable even when not listed.
    if (!options.some((o) => o.value === initial.phoneCountry))
      options.push({ value: initial.phoneCountry, label: initial.phoneCountry });
    return options;
  }, [regionName, initial.phoneCountry]);
  const placeholder = (id: string) => ({ value: "", label: intl.formatMessage({ id }), disabled: true });
  const nationalityOptions = [
    placeholder("kyc.form.choose"),
    ...nationalities.map((code) => ({
      value: code,
      label: intl.formatMessage({ id: `kyc.nationality.${code}` }),
    })),
  ];
  const purposeOptions = [
    placeholder("kyc.form.choose"),
    ...purposes.map((code) => ({ value: code, label: intl.formatMessage({ id: `kyc.purpose.${code}` }) })),
  ];

  const { phoneCountry, phone } = form.values;
  const currentPhone = phoneIdentity(phoneCountry, phone);
  const phoneVerified = verifiedPhone === currentPhone;
  // A code belongs to the number it was sent to: changing the number asks for a new one.
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
    const code = form.values.code.trim();
    if (code.length !== KYC_PHONE_CODE_LENGTH) {
      codeError("validation.code");
      return;
    }
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

  const onSubmit = async (values: KycFormValues) => {
    if (verifiedPhone !== phoneIdentity(values.phoneCountry, values.phone)) {
      codeError("kyc.phone.verifyFirst");
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    const parsed = kycFormSchema.parse(values);
    try {
      await submitKyc({
        variables: {
          input: {
            nationality: parsed.nationality,
            firstName: parsed.firstName,
            lastName: parsed.lastName,
            birthday: parsed.birthday,
            idNumber: parsed.idNumber,
            phoneCountry: parsed.phoneCountry,
            phone: parsed.phone,
            address: parsed.address,
            purpose: parsed.purpose,
            frontFileKey: parsed.frontFileKey,
            backFileKey: parsed.backFileKey,
            selfieFileKey: parsed.selfieFileKey,
            secondIdFileKey: parsed.secondIdFileKey,
          },
        },
      });
      snackbar.show(intl.formatMessage({ id: "kyc.submitted" }), "success");
      void navigate(personalVerifyUrl(locale, publicId));
    } catch (error) {
      const mapped = handleError(error);
      showServerFieldError(form, mapped);
      if (mapped.code === ERRORS.PHONE_NOT_VERIFIED.code) {
        setVerifiedPhone(undefined);
        codeError("kyc.phone.verifyFirst");
      }
    } finally {
      submitting.current = false;
    }
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    // Also say when the phone is not verified yet, so every missing piece shows at once.
    if (!phoneVerified && !errors.code) codeError("kyc.phone.verifyFirst");
  };

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7" maw={860} mx="auto">
      <form onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate data-testid="kyc-form">
        <Stack gap="lg">
          <div>
            <Anchor component={Link} to={personalVerifyUrl(locale, publicId)} size="sm" c="dimmed">
              <Group gap={4}>
                <IconArrowLeft size={14} />
                <FormattedMessage id="kyc.backToStatus" />
              </Group>
            </Anchor>
            <Title order={1} size="h3" mt="xs">
              <FormattedMessage id="kyc.form.title" />
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              <FormattedMessage id="kyc.form.intro" />
            </Text>
          </div>

          <Section title="kyc.form.identity">
            <NativeSelect
              label={intl.formatMessage({ id: "kyc.form.nationality" })}
              data={nationalityOptions}
              withAsterisk
              data-testid="kyc-nationality"
              {...form.getInputProps("nationality")}
              error={fieldError("nationality")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={intl.formatMessage({ id: "kyc.form.firstName" })}
                withAsterisk
                autoComplete="given-name"
                data-testid="kyc-first-name"
                {...form.getInputProps("firstName")}
                error={fieldError("firstName")}
              />
              <TextInput
                label={intl.formatMessage({ id: "kyc.form.lastName" })}
                withAsterisk
                autoComplete="family-name"
                data-testid="kyc-last-name"
                {...form.getInputProps("lastName")}
                error={fieldError("lastName")}
              />
              <TextInput
                type="date"
                label={intl.formatMessage({ id: "kyc.form.birthday" })}
                placeholder="YYYY-MM-DD"
                max={todayIso()}
                withAsterisk
                data-testid="kyc-birthday"
                {...form.getInputProps("birthday")}
                error={fieldError("birthday")}
              />
              <TextInput
                label={intl.formatMessage({ id: "kyc.form.idNumber" })}
                description={intl.formatMessage({ id: "kyc.form.idNumberHelp" })}
                inputWrapperOrder={["label", "input", "description", "error"]}
                withAsterisk
                autoComplete="off"
                data-testid="kyc-id-number"
                {...form.getInputProps("idNumber")}
                error={fieldError("idNumber")}
              />
            </SimpleGrid>
          </Section>

          <Section title="kyc.form.phoneSection">
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
                  phoneVerified ? <IconCircleCheck size={18} color="var(--mantine-color-teal-5)" /> : null
                }
              />
              <SendCodeButton
                mt={25}
                secondsLeft={countdown.secondsLeft}
                sent={codeSent}
                loading={sendState.loading}
                disabled={phoneVerified}
                onClick={() => void onSendCode()}
                testId="kyc-send-code"
              />
            </Group>
            {phoneVerified ? (
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
                    id: codeSent ? "kyc.phone.sentHint" : "kyc.phone.sendFirst",
                  })}
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={KYC_PHONE_CODE_LENGTH}
                  disabled={!codeSent}
                  style={{ flex: 1, minWidth: 180 }}
                  data-testid="kyc-code"
                  {...form.getInputProps("code")}
                  error={fieldError("code")}
                />
                <Button
                  mt={45}
                  variant="light"
                  disabled={!codeSent}
                  loading={verifyState.loading}
                  onClick={() => void onVerify()}
                  data-testid="kyc-verify-phone"
                >
                  <FormattedMessage id="kyc.phone.verify" />
                </Button>
              </Group>
            )}
          </Section>

          <Section title="kyc.form.more">
            <TextInput
              label={intl.formatMessage({ id: "kyc.form.address" })}
              withAsterisk
              autoComplete="street-address"
              data-testid="kyc-address"
              {...form.getInputProps("address")}
              error={fieldError("address")}
            />
            <NativeSelect
              label={intl.formatMessage({ id: "kyc.form.purpose" })}
              data={purposeOptions}
              withAsterisk
              data-testid="kyc-purpose"
              {...form.getInputProps("purpose")}
              error={fieldError("purpose")}
            />
          </Section>

          <Section title="kyc.form.photos" description="kyc.form.photosIntro">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {KYC_IMAGE_KINDS.map((kind) => (
                <KycPhotoInput
                  key={kind}
                  kind={kind}
                  previewUrl={previews[kind]}
                  error={
                    typeof form.errors[KYC_IMAGE_FIELD[kind]] === "string"
                      ? (form.errors[KYC_IMAGE_FIELD[kind]] as string)
                      : undefined
                  }
                  onUploaded={({ key, url }) => {
                    form.setFieldValue(KYC_IMAGE_FIELD[kind], key);
                    form.clearFieldError(KYC_IMAGE_FIELD[kind]);
                    setPreviews((current) => ({ ...current, [kind]: url }));
                  }}
                />
              ))}
            </SimpleGrid>
          </Section>

          <Divider />
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed" maw={460}>
              <FormattedMessage id="kyc.form.privacy" />
            </Text>
            <Button type="submit" size="md" loading={submitState.loading} data-testid="kyc-submit">
              <FormattedMessage id="kyc.form.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h5">
          <FormattedMessage id={title} />
        </Title>
        {description ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id={description} />
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
