import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { schemaResolver, useForm, type UseFormReturnType } from "@mantine/form";
import type { z } from "zod";
import { useErrorHandler } from "../errors/useErrorHandler";
import { useSnackbar } from "../snackbar/SnackbarContext";
import { useFieldError } from "./useFieldError";

/** What the gateway names on a 400 (`extensions.data`): the input at fault and, deeper, its path. */
export interface ServerFieldData {
  field: string;
  path?: string;
  reason: string;
  params?: Record<string, string | number>;
}

/** The item being edited: the form follows its id and version. */
export interface EditedRow {
  id: string;
  version: number;
}

export interface StaffEditFormOptions<V extends object, I, E extends EditedRow> {
  /** The row chosen in the list, or null to create one. */
  editing: E | null;
  /** The values of a new row. */
  empty: () => V;
  /** The values of an existing row. */
  valuesOf: (item: E) => V;
  /** The form's checks (messages are locale keys, `validation.*`). */
  schema: z.ZodType;
  /** The API input of valid values. */
  toInput: (values: V) => I;
  /** Creates (editing null) or updates the row. */
  save: (input: I, editing: E | null) => Promise<unknown>;
  /** Locale key of the success snackbar. */
  savedMessage: string;
  onDone: () => void;
  /**
   * The form field a gateway field error belongs to (the API input may name it differently, e.g.
   * `texts.0.name` for `names.tw`). Without it, or when it answers nothing, the error's `path` then
   * `field` is used when the form has that field.
   */
  serverField?: (data: ServerFieldData, input: I) => string | undefined;
  /** Called when a submit is blocked by the form's checks (e.g. to show the required language). */
  onInvalid?: () => void;
}

export interface StaffEditForm<V extends object> {
  form: UseFormReturnType<V>;
  /** The translated error of a field, for an input's `error` prop. */
  err: (field: string) => string | undefined;
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  editing: boolean;
}

function hasPath(values: object, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split(".")) {
    if (current === null || typeof current !== "object" || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

function serverData(data: Record<string, unknown> | undefined): ServerFieldData | undefined {
  if (!data || typeof data.field !== "string" || typeof data.reason !== "string") return undefined;
  if (!data.reason.includes(".")) return undefined;
  const params =
    data.params && typeof data.params === "object"
      ? (data.params as Record<string, string | number>)
      : undefined;
  return {
    field: data.field,
    reason: data.reason,
    ...(typeof data.path === "string" ? { path: data.path } : {}),
    ...(params ? { params } : {}),
  };
}

/**
 * The staff create-or-update frame: values from the row being edited (or empty ones), checked by a
 * zod schema; submit saves through `save`, shows the saved snackbar, empties the form and calls
 * `onDone`. A gateway error goes through the error handler, and a field it names lands on that field.
 */
export function useStaffEditForm<V extends object, I, E extends EditedRow>(
  options: StaffEditFormOptions<V, I, E>,
): StaffEditForm<V> {
  const { editing, empty, valuesOf, schema, toInput, save, savedMessage, onDone, serverField, onInvalid } =
    options;
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const form = useForm<V>({
    initialValues: editing ? valuesOf(editing) : empty(),
    validate: schemaResolver(schema as z.ZodType<V>, { sync: true }),
  });
  const [serverParams, setServerParams] = useState<Record<string, string | number>>();
  const err = useFieldError(form.errors, serverParams);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    form.setValues(editing ? valuesOf(editing) : empty());
    form.clearErrors();
    form.resetDirty();
    // The form follows the chosen row only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id, editing?.version]);

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    try {
      await save(input, editing);
      snackbar.show(intl.formatMessage({ id: savedMessage }), "success");
      form.setValues(empty());
      form.resetDirty();
      onDone();
    } catch (error) {
      const data = serverData(handleError(error).data);
      if (!data) return;
      const field =
        serverField?.(data, input) ??
        [data.path, data.field].find((f) => f !== undefined && hasPath(form.getValues(), f));
      if (field === undefined) return;
      setServerParams(data.params);
      form.setFieldError(field, data.reason);
    }
  }, onInvalid);

  return { form, err, submit, editing: editing !== null };
}

/**
 * For `serverField`: an error on `texts.<n>.<key>` of the API input belongs to the form's per-language
 * field (`names.<language of texts[n]>`); `fields` maps the text's keys to the form's fields. Texts of a
 * list item (`stamps.0.texts.1.name`) land on that item's field (`stamps.0.names.en`).
 */
export function localizedTextField(fields: Record<string, string>) {
  return (data: ServerFieldData, input: unknown): string | undefined => {
    const match = /^((?:\w+\.\d+\.)*)texts\.(\d+)\.(\w+)$/.exec(data.path ?? "");
    if (!match) return undefined;
    const prefix = match[1]!;
    let owner: unknown = input;
    for (const segment of prefix.split(".").filter(Boolean)) {
      owner = (owner as Record<string, unknown> | undefined)?.[segment];
    }
    const texts = (owner as { texts?: { language: string }[] } | undefined)?.texts;
    const language = texts?.[Number(match[2])]?.language;
    const field = fields[match[3]!];
    return language && field ? `${prefix}${field}.${language}` : undefined;
  };
}
