import type { MappedError } from "../errors/errorMapper";

interface FormLike {
  values: object;
  setFieldError: (field: string, error: string) => void;
}

/**
 * The gateway names the input at fault on a 400 (`data: { field, reason }`, reason a `validation.*`
 * key). When that field is on this form, show the reason under it as well as in the snackbar.
 */
export function showServerFieldError(form: FormLike, mapped: MappedError): void {
  const field = mapped.data?.field;
  const reason = mapped.data?.reason;
  if (typeof field !== "string" || typeof reason !== "string" || !reason.startsWith("validation.")) return;
  if (field in form.values) form.setFieldError(field, reason);
}
