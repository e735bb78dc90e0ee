import { FormattedNumber } from "react-intl";

/** A file's size as people read it: KB under a megabyte, MB with one decimal above. */
export function FileSize({ bytes }: { bytes: number }) {
  return bytes < 1_000_000 ? (
    <>
      <FormattedNumber value={Math.max(1, Math.round(bytes / 1000))} /> KB
    </>
  ) : (
    <>
      <FormattedNumber value={bytes / 1_000_000} maximumFractionDigits={1} /> MB
    </>
  );
}
