import { useRef, useState } from "react";
import { Button } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { IMPORT_MAX_BYTES, importCodes } from "../../graphql/importCodes";

/** Imports codes from an Excel or CSV file (columns code, e-mail, pack name). */
export function ImportCodes({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      snackbar.show(intl.formatMessage({ id: "redeem.admin.importTooLarge" }), "error");
      return;
    }
    setBusy(true);
    try {
      const result = await importCodes(eventId, file);
      snackbar.show(intl.formatMessage({ id: "redeem.admin.imported" }, result), "success");
      onDone();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="redeem-admin-import"
      >
        <FormattedMessage id="redeem.admin.import" />
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => void send(e.currentTarget.files?.[0])}
        data-testid="redeem-admin-import-file"
      />
    </>
  );
}
