import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { MODAL_DIALOG_TYPE } from "@vitrine/schema";
import { renderInShell } from "../src/shared/test/renderApp";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../src/shared/dialogs/DialogContext";
import { useSnackbar } from "../src/shared/snackbar/SnackbarContext";

function Opener({ type }: { type: number }) {
  const dialogs = useDialogs();
  return (
    <>
      <button
        onClick={() => dialogs.open({ kind: "tip", type, title: "Heads up", content: <p>Dialog body</p> })}
      >
        open
      </button>
      <span data-testid="open-kind">{dialogs.openKind ?? "none"}</span>
    </>
  );
}

describe("dialog system", () => {
  it(`type ${MODAL_DIALOG_TYPE} does not close on an outside click`, async () => {
    const { user } = renderInShell(<Opener type={MODAL_DIALOG_TYPE} />);
    await user.click(screen.getByRole("button", { name: "open" }));
    expect(await screen.findByRole("dialog", { name: "Heads up" })).toHaveTextContent("Dialog body");

    await user.click(screen.getByTestId("dialog-overlay"));
    expect(screen.getByRole("dialog", { name: "Heads up" })).toBeInTheDocument();
    expect(screen.getByTestId("open-kind")).toHaveTextContent("tip");

    // It still closes with its close button.
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each([DEFAULT_DIALOG_TYPE, 2])("type %i closes on an outside click", async (type) => {
    const { user } = renderInShell(<Opener type={type} />);
    await user.click(screen.getByRole("button", { name: "open" }));
    expect(await screen.findByRole("dialog", { name: "Heads up" })).toBeInTheDocument();

    await user.click(screen.getByTestId("dialog-overlay"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("open-kind")).toHaveTextContent("none");
  });

  it("is full screen at or below the mobile width", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes("max-width: 600px"),
    })) as typeof window.matchMedia;
    try {
      const { user } = renderInShell(<Opener type={DEFAULT_DIALOG_TYPE} />);
      await user.click(screen.getByRole("button", { name: "open" }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog.closest("[data-full-screen]")).not.toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

function Notifier() {
  const snackbar = useSnackbar();
  return <button onClick={() => snackbar.show("Saved!", "success")}>notify</button>;
}

describe("snackbar", () => {
  it("shows a message and hides it after SNACKBAR_MS", async () => {
    const { user } = renderInShell(<Notifier />);
    await user.click(screen.getByRole("button", { name: "notify" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Saved!");
    await waitFor(() => expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument(), { timeout: 6000 });
  }, 10_000);
});
