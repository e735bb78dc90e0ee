import { useMemo, useState } from "react";
import { Button, Divider, Group, NativeSelect, SimpleGrid, Switch, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, isLocale } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { COUNTRIES, DEFAULT_DIAL_CODE, regionNames } from "../../../../shared/i18n/countries";
import { profileFormSchema, type ProfileFormValues } from "../../forms/profileForm";
import { UpdateProfileMutation } from "../../graphql/profile";
import type { Viewer } from "../../hooks/useViewer";
import { todayIso } from "../../../../shared/time/today";
import { SexSelect } from "../SexSelect";
import { ProfilePictureUpload } from "./ProfilePictureUpload";
import { SettingsSection } from "./SettingsSection";

function initialValues(viewer: Viewer, fallbackLocale: string): ProfileFormValues {
  return {
    nickname: viewer.nickname,
    showNickname: viewer.showNickname,
    firstName: viewer.firstName ?? "",
    lastName: viewer.lastName ?? "",
    realName: viewer.realName ?? "",
    phoneCountryCode: viewer.phoneCountryCode ?? DEFAULT_DIAL_CODE,
    phone: viewer.phone ?? "",
    country: viewer.country ?? "",
    birthday: viewer.birthday ?? "",
    sex: viewer.sex ? String(viewer.sex) : "",
    postalAddress: viewer.postalAddress ?? "",
    locale: isLocale(viewer.locale) ? viewer.locale : isLocale(fallbackLocale) ? fallbackLocale : "tw",
  };
}

/** Profile: what others see (nickname, picture) and the personal details kept for orders and KYC. */
export function ProfileSection({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [saving, setSaving] = useState(false);

  const form = useForm<ProfileFormValues>({
    initialValues: initialValues(viewer, locale),
    validate: schemaResolver(profileFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors);

  const regionName = useMemo(() => regionNames(LOCALE_TAGS[locale]), [locale]);
  const dialCodes = useMemo(
    () =>
      COUNTRIES.map(({ code, dial }) => ({ value: dial, label: `${dial} ${regionName(code)}` })).filter(
        // +1 serves two countries: offer it once.
        (option, index, all) => all.findIndex((o) => o.value === option.value) === index,
      ),
    [regionName],
  );
  const countries = useMemo(
    () => [
      { value: "", label: intl.formatMessage({ id: "accounts.profile.countryNone" }) },
      ...COUNTRIES.map(({ code }) => ({ value: code, label: regionName(code) })),
    ],
    [intl, regionName],
  );

  const submit = async (values: ProfileFormValues) => {
    const input = profileFormSchema.parse(values);
    setSaving(true);
    try {
      const result = await updateProfile({ variables: { input } });
      if (!result.data) throw result.error ?? new Error("updateProfile returned nothing");
      // The answer is the Viewer: Apollo updates `me` (header, this page) from it by id.
      const saved = initialValues(result.data.updateProfile, locale);
      form.setValues(saved);
      form.resetDirty(saved);
      snackbar.show(intl.formatMessage({ id: "accounts.profile.saved" }), "success");
    } catch (error) {
      showServerFieldError(form, handleError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.profile.title" />}
      description={<FormattedMessage id="accounts.profile.description" />}
      testId="profile-section"
    >
      <ProfilePictureUpload viewer={viewer} />
      <Divider />
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={intl.formatMessage({ id: "accounts.field.nickname" })}
            withAsterisk
            data-testid="profile-nickname"
            {...form.getInputProps("nickname")}
            error={fieldError("nickname")}
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={intl.formatMessage({ id: "accounts.profile.showNickname" })}
            description={intl.formatMessage({ id: "accounts.profile.showNicknameHint" })}
            data-testid="profile-show-nickname"
            {...form.getInputProps("showNickname", { type: "checkbox" })}
          />
          <TextInput
            label={intl.formatMessage({ id: "accounts.profile.firstName" })}
            autoComplete="given-name"
            {...form.getInputProps("firstName")}
            error={fieldError("firstName")}
          />
          <TextInput
            label={intl.formatMessage({ id: "accounts.profile.lastName" })}
            autoComplete="family-name"
            {...form.getInputProps("lastName")}
            error={fieldError("lastName")}
          />
          <TextInput
            label={intl.formatMessage({ id: "accounts.profile.realName" })}
            description={intl.formatMessage({ id: "accounts.profile.realNameHint" })}
            autoComplete="name"
            {...form.getInputProps("realName")}
            error={fieldError("realName")}
          />
          <NativeSelect
            label={intl.formatMessage({ id: "accounts.profile.country" })}
            data={countries}
            data-testid="profile-country"
            {...form.getInputProps("country")}
          />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <NativeSelect
              w={150}
              label={intl.formatMessage({ id: "accounts.profile.dialCode" })}
              data={dialCodes}
              data-testid="profile-phone-country"
              {...form.getInputProps("phoneCountryCode")}
              error={fieldError("phoneCountryCode")}
            />
            <TextInput
              style={{ flex: 1 }}
              label={intl.formatMessage({ id: "accounts.profile.phone" })}
              description={
                form.values.phoneCountryCode === DEFAULT_DIAL_CODE
                  ? intl.formatMessage({ id: "accounts.profile.phoneHintTw" })
                  : undefined
              }
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              data-testid="profile-phone"
              {...form.getInputProps("phone")}
              error={fieldError("phone")}
            />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <TextInput
              type="date"
              label={intl.formatMessage({ id: "accounts.field.birthday" })}
              max={todayIso()}
              data-testid="profile-birthday"
              {...form.getInputProps("birthday")}
              error={fieldError("birthday")}
            />
            <SexSelect
              label={intl.formatMessage({ id: "accounts.field.sex" })}
              data-testid="profile-sex"
              {...form.getInputProps("sex")}
              error={fieldError("sex")}
            />
          </SimpleGrid>
          <Textarea
            label={intl.formatMessage({ id: "accounts.profile.postalAddress" })}
            autoComplete="street-address"
            autosize
            minRows={2}
            {...form.getInputProps("postalAddress")}
            error={fieldError("postalAddress")}
          />
          <NativeSelect
            label={intl.formatMessage({ id: "accounts.profile.mailLanguage" })}
            description={intl.formatMessage({ id: "accounts.profile.mailLanguageHint" })}
            data={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            {...form.getInputProps("locale")}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={saving} data-testid="profile-save">
            <FormattedMessage id="accounts.profile.save" />
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
