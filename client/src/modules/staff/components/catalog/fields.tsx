import { TextInput, type TextInputProps } from "@mantine/core";

/** A `datetime-local` value (the staff member's own clock) as an ISO instant; "" stays null. */
export const isoOrNull = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** Whole number or null for an empty field. */
export const intOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));

/** A text field bound to one key of a string record. */
export function Field<K extends string>({
  name,
  values,
  onChange,
  testPrefix,
  ...props
}: {
  name: K;
  values: Record<K, string>;
  onChange: (next: Record<K, string>) => void;
  testPrefix: string;
} & Omit<TextInputProps, "value" | "onChange" | "name">) {
  return (
    <TextInput
      {...props}
      value={values[name]}
      onChange={(e) => onChange({ ...values, [name]: e.currentTarget.value })}
      data-testid={`${testPrefix}-${name}`}
    />
  );
}
