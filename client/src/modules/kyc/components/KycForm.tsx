import { useMemo, useRef, useState } from "react";
import {
  Anchor,
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
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
import { regionNames } from "../../../shared/i18n/countries";
import { todayIso } from "../../../shared/time/today";
import { personalVerifyUrl } from "../../accounts";
import { KYC_PHONE_COUNTRIES } from "../forms/dialCodes";
import { KYC_IMAGE_FIELD, kycFormSchema, type KycFormValues } from "../forms/kycForm";
import { PersonalVerificationQuery, SubmitKycMutation } from "../graphql/kyc";
import { usePhoneVerification } from "../hooks/usePhoneVerification";
import { NATIONALITY_MESSAGE, optionLabelId, PURPOSE_MESSAGE } from "../messages";
import { KycFormSection } from "./KycFormSection";
import { KycPhoneSection } from "./KycPhoneSection";
import { KycPhotoInput } from "./KycPhotoInput";

/**
 * The KYC form (spec §3, §5): identity, a phone verified by SMS code, address, purpose of use and
 * four ID photos; `initial` holds a failed submission's answers except the ID number and photos.
 */
export function KycForm({
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
  const [previews, setPreviews] = useState<Partial<Record<KycImageKind, string>>>({});
  const submitting = useRef(false);

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
  const phone = usePhoneVerification(form);

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
  const labelOf = (messages: Record<string, string>, code: string) => {
    const id = optionLabelId(messages, code);
    return id ? intl.formatMessage({ id }) : code;
  };
  const placeholder = (id: string) => ({ value: "", label: intl.formatMessage({ id }), disabled: true });
  const nationalityOptions = [
    placeholder("kyc.form.choose"),
    ...nationalities.map((code) => ({
      value: code,
      label: labelOf(NATIONALITY_MESSAGE, code),
    })),
  ];
  const purposeOptions = [
    placeholder("kyc.form.choose"),
    ...purposes.map((code) => ({ value: code, label: labelOf(PURPOSE_MESSAGE, code) })),
  ];

  const onSubmit = async (values: KycFormValues) => {
    if (!phone.isVerified(values)) {
      phone.codeError("kyc.phone.verifyFirst");
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
        phone.forget();
        phone.codeError("kyc.phone.verifyFirst");
      }
    } finally {
      submitting.current = false;
    }
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    // Also say when the phone is not verified yet, so every missing piece shows at once.
    if (!phone.phoneVerified && !errors.code) phone.codeError("kyc.phone.verifyFirst");
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

          <KycFormSection title="kyc.form.identity">
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
          </KycFormSection>

          <KycPhoneSection form={form} phone={phone} dialCodes={dialCodes} fieldError={fieldError} />

          <KycFormSection title="kyc.form.more">
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
          </KycFormSection>

          <KycFormSection title="kyc.form.photos" description="kyc.form.photosIntro">
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
          </KycFormSection>

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
