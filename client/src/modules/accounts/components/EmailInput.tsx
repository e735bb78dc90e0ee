import { TextInput, type TextInputProps } from "@mantine/core";

/** Spec §5: an e-mail is lower-cased as it is typed. */
export function EmailInput({
  onChange,
  ...props
}: Omit<TextInputProps, "onChange"> & { onChange: (value: string) => void }) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
      onChange={(event) => onChange(event.currentTarget.value.toLowerCase())}
    />
  );
}
