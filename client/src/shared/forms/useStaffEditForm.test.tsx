import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Button, TextInput } from "@mantine/core";
import { z } from "zod";
import { LOCALES, type Locale } from "@vitrine/schema";
import { renderInShell } from "../test/renderApp";
import { LocaleTextTabs } from "./LocaleTextTabs";
import { localizedTextField, useStaffEditForm, type ServerFieldData } from "./useStaffEditForm";

interface Values {
  code: string;
  names: Record<Locale, string>;
}
type Input = { code: string; texts: { language: Locale; name: string }[] };
interface Row {
  id: string;
  version: number;
  code: string;
  texts: { language: Locale; name: string }[];
}

const empty = (): Values => ({ code: "", names: { tw: "", cn: "", en: "", jp: "", kr: "" } });
const valuesOf = (row: Row): Values => ({
  code: row.code,
  names: Object.fromEntries(
    LOCALES.map((l) => [l, row.texts.find((t) => t.language === l)?.name ?? ""]),
  ) as Record<Locale, string>,
});
const schema = z
  .object({
    code: z.string().regex(/^\d*$/, { message: "validation.id" }),
    names: z.object({ tw: z.string().trim().min(1, { message: "validation.required" }) }).loose(),
  })
  .loose();
const toInput = (v: Values): Input => ({
  code: v.code,
  texts: LOCALES.filter((l) => v.names[l].trim()).map((l) => ({ language: l, name: v.names[l].trim() })),
});

/** A gateway answer as Apollo throws it: a GraphQL error with the catalogue code and its data. */
function dataError(data: ServerFieldData) {
  return { extensions: { errorCode: 400, data } };
}

function Harness({
  editing = null,
  save,
  done = () => {},
}: {
  editing?: Row | null;
  save: (input: Input, editing: Row | null) => Promise<unknown>;
  done?: () => void;
}) {
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty,
    valuesOf,
    schema,
    toInput,
    save,
    savedMessage: "staff.celebrities.saved",
    onDone: done,
    serverField: localizedTextField({ name: "names" }),
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="code" {...form.getInputProps("code")} error={err("code")} data-testid="code" />
      <LocaleTextTabs errors={form.errors} fields={["names"]} testId="texts">
        {(l) => (
          <TextInput
            label={`name ${l}`}
            {...form.getInputProps(`names.${l}`)}
            error={err(`names.${l}`)}
            data-testid={`name-${l}`}
          />
        )}
      </LocaleTextTabs>
      <Button type="submit" data-testid="save">
        save
      </Button>
    </form>
  );
}

describe("useStaffEditForm with LocaleTextTabs", () => {
  it("blocks the submit and marks the tab of a required text that is not shown", async () => {
    const calls: Input[] = [];
    const { user } = renderInShell(<Harness save={async (input) => void calls.push(input)} />);
    await user.click(await screen.findByTestId("texts-tab-en"));
    await user.type(screen.getByTestId("name-en"), "Only English");
    expect(screen.getByTestId("texts-tab-tw")).not.toHaveAttribute("data-invalid");

    await user.click(screen.getByTestId("save"));
    const tw = screen.getByTestId("texts-tab-tw");
    await waitFor(() => expect(tw).toHaveAttribute("data-invalid", "true"));
    expect(within(tw).getByRole("img", { name: "This language has fields to correct" })).toBeInTheDocument();
    expect(screen.getByTestId("texts-tab-en")).not.toHaveAttribute("data-invalid");
    expect(calls).toEqual([]);

    // Filling the required text in its tab clears the marker and saves.
    await user.click(tw);
    await user.type(screen.getByTestId("name-tw"), "中文名");
    await user.click(screen.getByTestId("save"));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      code: "",
      texts: [
        { language: "tw", name: "中文名" },
        { language: "en", name: "Only English" },
      ],
    });
    expect(screen.getByTestId("texts-tab-tw")).not.toHaveAttribute("data-invalid");
    expect(await screen.findByText("Celebrity saved.")).toBeInTheDocument();
    // A saved new row empties the form for the next one.
    expect(screen.getByTestId("name-tw")).toHaveValue("");
  });

  it("puts a gateway field error on the field it names, in its language's tab", async () => {
    const row: Row = {
      id: "4",
      version: 2,
      code: "12",
      texts: [
        { language: "tw", name: "甲" },
        { language: "jp", name: "乙" },
      ],
    };
    const seen: [Input, Row | null][] = [];
    let done = 0;
    const { user } = renderInShell(
      <Harness
        editing={row}
        done={() => (done += 1)}
        save={async (input, editing) => {
          seen.push([input, editing]);
          throw dataError({ field: "texts", path: "texts.1.name", reason: "validation.tooLong" });
        }}
      />,
    );
    expect(await screen.findByTestId("name-tw")).toHaveValue("甲");
    await user.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.getByTestId("texts-tab-jp")).toHaveAttribute("data-invalid", "true"));
    expect(seen[0]?.[1]).toBe(row);
    expect(done).toBe(0);
    await user.click(screen.getByTestId("texts-tab-jp"));
    expect(screen.getByTestId("name-jp")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("This is too long")).toBeVisible();
    expect(screen.getByTestId("texts-tab-tw")).not.toHaveAttribute("data-invalid");
  });

  it("puts an error on a top-level field the form has under the same name", async () => {
    const { user } = renderInShell(
      <Harness
        save={async () => {
          throw dataError({ field: "code", reason: "validation.id" });
        }}
      />,
    );
    await user.type(await screen.findByTestId("name-tw"), "名");
    await user.type(screen.getByTestId("code"), "77");
    await user.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.getByTestId("code")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Invalid ID")).toBeInTheDocument();
    // The form keeps what was typed so it can be corrected.
    expect(screen.getByTestId("code")).toHaveValue("77");
  });
});

describe("localizedTextField", () => {
  const input = {
    texts: [{ language: "tw" }, { language: "kr" }],
    stamps: [{ texts: [{ language: "en" }] }, { texts: [{ language: "tw" }, { language: "cn" }] }],
  };
  const map = localizedTextField({ name: "names", title: "titles" });
  it("maps a text of the input, or of a list item, to its per-language form field", () => {
    expect(map({ field: "texts", path: "texts.1.title", reason: "validation.tooLong" }, input)).toBe(
      "titles.kr",
    );
    expect(
      map({ field: "stamps", path: "stamps.1.texts.1.name", reason: "validation.required" }, input),
    ).toBe("stamps.1.names.cn");
  });
  it("answers nothing for other paths, unknown keys and missing texts", () => {
    expect(map({ field: "code", reason: "validation.id" }, input)).toBeUndefined();
    expect(map({ field: "texts", path: "texts.0.bio", reason: "validation.tooLong" }, input)).toBeUndefined();
    expect(
      map({ field: "texts", path: "texts.5.name", reason: "validation.tooLong" }, input),
    ).toBeUndefined();
  });
});
