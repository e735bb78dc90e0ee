import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { useIntl } from "react-intl";
import { SEX } from "@vitrine/schema";

/** Sex codes of spec §3: 1 male, 2 female, 3 prefer not to say; "" until chosen. */
export function SexSelect(props: Omit<NativeSelectProps, "data">) {
  const intl = useIntl();
  return (
    <NativeSelect
      {...props}
      data={[
        { value: "", label: intl.formatMessage({ id: "accounts.sex.choose" }), disabled: true },
        { value: String(SEX.MALE), label: intl.formatMessage({ id: "accounts.sex.male" }) },
        { value: String(SEX.FEMALE), label: intl.formatMessage({ id: "accounts.sex.female" }) },
        {
          value: String(SEX.PREFER_NOT_TO_SAY),
          label: intl.formatMessage({ id: "accounts.sex.preferNotToSay" }),
        },
      ]}
    />
  );
}
