import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { Button } from "@mantine/core";
import { renderInShell } from "../test/renderApp";
import { DataTable, type DataColumn, type DataTableLayout } from "./DataTable";

interface Product {
  id: string;
  name: string;
  kind: string;
  price: number;
  seed: string;
}

const ROWS: Product[] = [
  { id: "p1", name: "Lantern Festival", kind: "Release", price: 1200, seed: "a1b2" },
  { id: "p2", name: "Harbour Pack", kind: "Package", price: 300, seed: "c3d4" },
];

function table(layout: DataTableLayout = "auto", onOpen = vi.fn(), onReveal = vi.fn()) {
  const columns: DataColumn<Product>[] = [
    { key: "name", header: "staff.releases.col.name", primary: true, cell: (p) => p.name },
    { key: "kind", header: "staff.releases.col.kind", cell: (p) => p.kind },
    {
      key: "price",
      header: "staff.releases.col.price",
      align: "right",
      cell: (p) => <span data-testid="price">NT$ {p.price}</span>,
    },
    { key: "seed", header: "staff.releases.col.seed", hideOnPhone: true, cell: (p) => p.seed },
    {
      key: "reveal",
      header: "staff.releases.col.supply",
      actions: true,
      cell: (p, view) => (
        <Button size="xs" onClick={() => onReveal(p.id)} data-testid="reveal" data-phone={view.phone}>
          Reveal {p.name}
        </Button>
      ),
    },
  ];
  return renderInShell(
    <DataTable
      columns={columns}
      rows={ROWS}
      rowKey={(p) => p.id}
      rowTestId="product-row"
      rowProps={(p) => ({ onClick: () => onOpen(p.id), "data-kind": p.kind })}
      testId="products"
      layout={layout}
    />,
  );
}

/** Makes the window answer media queries as a phone of 375 px would (max-width queries match). */
function mockPhoneWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    const limit = max ? Number(max[1]) * (max[2] === "em" ? 16 : 1) : 0;
    return { ...original(query), media: query, matches: max !== null && 375 <= limit };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe("DataTable", () => {
  it("renders a table with every column where no media query matches (desktop, jsdom)", async () => {
    const onOpen = vi.fn();
    const onReveal = vi.fn();
    const { user } = table("auto", onOpen, onReveal);
    const list = await screen.findByTestId("products");
    expect(list.tagName).toBe("TABLE");
    const headers = within(list)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Name", "Kind", "Price", "Seed", "Left / supply"]);
    const rows = screen.getAllByTestId("product-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.tagName).toBe("TR");
    expect(rows[1]).toHaveAttribute("data-kind", "Package");
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Harbour Pack", "Package", "NT$ 300", "c3d4", "Reveal Harbour Pack"]);
    expect(within(rows[0]!).getByTestId("reveal")).toHaveAttribute("data-phone", "false");

    await user.click(within(rows[1]!).getByTestId("reveal"));
    expect(onReveal).toHaveBeenCalledWith("p2");
    await user.click(within(rows[0]!).getByText("Release"));
    expect(onOpen).toHaveBeenCalledWith("p1");
  });

  it("renders one card a row below the sm breakpoint: title, label and value lines, full-width actions", async () => {
    restore = mockPhoneWidth();
    const onOpen = vi.fn();
    const onReveal = vi.fn();
    const { user } = table("auto", onOpen, onReveal);
    const list = await screen.findByTestId("products");
    expect(list.tagName).not.toBe("TABLE");
    expect(list).toHaveAttribute("data-layout", "cards");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    const cards = screen.getAllByTestId("product-row");
    expect(cards).toHaveLength(2);
    const card = cards[1]!;
    expect(card).toHaveAttribute("data-kind", "Package");
    // The primary column is the title (no label); the others are labelled; "hide on phone" is left out.
    expect(card.textContent).toContain("Harbour Pack");
    expect(within(card).queryByText("Name")).not.toBeInTheDocument();
    expect(within(card).getByText("Kind")).toBeInTheDocument();
    expect(within(card).getByText("Price")).toBeInTheDocument();
    expect(within(card).getByTestId("price")).toHaveTextContent("NT$ 300");
    expect(within(card).queryByText("Seed")).not.toBeInTheDocument();
    expect(card.textContent).not.toContain("c3d4");
    // Actions carry no label and know they are on a phone.
    expect(within(card).queryByText("Left / supply")).not.toBeInTheDocument();
    const reveal = within(card).getByTestId("reveal");
    expect(reveal).toHaveAttribute("data-phone", "true");

    // A tap on an action is the action's, not the card's.
    await user.click(reveal);
    expect(onReveal).toHaveBeenCalledWith("p2");
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(within(card).getByText("Package"));
    expect(onOpen).toHaveBeenCalledWith("p2");
  });

  it("keeps the table at desktop width and honours a forced layout", async () => {
    const first = table("cards");
    expect((await screen.findByTestId("products")).tagName).not.toBe("TABLE");
    expect(screen.getAllByTestId("product-row")[0]!.tagName).not.toBe("TR");
    first.unmount();

    restore = mockPhoneWidth();
    table("table");
    expect((await screen.findByTestId("products")).tagName).toBe("TABLE");
  });

  it("leaves out the header row when no column has a heading, and gives such a column its own card line", async () => {
    const columns: DataColumn<Product>[] = [
      { key: "name", primary: true, cell: (p) => p.name },
      { key: "kind", cell: (p) => <span data-testid="kind">{p.kind}</span> },
    ];
    const props = {
      columns,
      rows: ROWS,
      rowKey: (p: Product) => p.id,
      rowTestId: "product-row",
      testId: "products",
    };
    const first = renderInShell(<DataTable {...props} />);
    const list = await screen.findByTestId("products");
    expect(within(list).queryAllByRole("columnheader")).toHaveLength(0);
    expect(within(list).getAllByRole("row")).toHaveLength(2);
    first.unmount();

    renderInShell(<DataTable {...props} layout="cards" />);
    const card = (await screen.findAllByTestId("product-row"))[0]!;
    expect(card.textContent).toBe("Lantern FestivalRelease");
    expect(within(card).getByTestId("kind")).toHaveTextContent("Release");
  });

  it("shows an opened row's extra content under its table row and at the end of its card", async () => {
    const columns: DataColumn<Product>[] = [
      { key: "name", header: "staff.releases.col.name", primary: true, cell: (p) => p.name },
      { key: "kind", header: "staff.releases.col.kind", cell: (p) => p.kind },
    ];
    const expanded = (p: Product) =>
      p.id === "p2" ? <p data-testid="opened">Settings of {p.name}</p> : null;
    const props = { columns, rows: ROWS, rowKey: (p: Product) => p.id, rowTestId: "product-row", expanded };
    const first = renderInShell(<DataTable {...props} testId="products" />);
    const table = await screen.findByTestId("products");
    const rows = within(table).getAllByRole("row");
    // Header, the two rows, and one opened line spanning every column right under the second row.
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent("Settings of Harbour Pack");
    expect(within(rows[3]!).getByRole("cell")).toHaveAttribute("colspan", "2");
    first.unmount();

    renderInShell(<DataTable {...props} testId="products" layout="cards" />);
    const cards = await screen.findAllByTestId("product-row");
    expect(within(cards[0]!).queryByTestId("opened")).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId("opened")).toHaveTextContent("Settings of Harbour Pack");
  });
});
