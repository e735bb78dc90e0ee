import { FormattedDate } from "react-intl";

/**
 * A publication time in GMT+8 (spec §9: the platform's times are Taipei time), with the zone stated
 * so a reader elsewhere is not misled.
 */
export function ContentDate({ value, withTime = true }: { value: string; withTime?: boolean }) {
  return (
    <time dateTime={value}>
      <FormattedDate
        value={value}
        dateStyle="medium"
        timeStyle={withTime ? "short" : undefined}
        timeZone="Asia/Taipei"
      />
      {withTime ? " GMT+8" : null}
    </time>
  );
}
