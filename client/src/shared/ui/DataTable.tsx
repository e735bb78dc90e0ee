import { Fragment, type CSSProperties, type ReactNode } from "react";
import { Box, em, Paper, px, Stack, Table, Text, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { FormattedMessage } from "react-intl";
import classes from "./DataTable.module.css";

/** How a cell is being drawn: a table cell, or a line of a phone card. */
export interface CellView {
  phone: boolean;
}

/** One column of a DataTable. */
export interface DataColumn<T> {
  /** Stable key of the column (React key). */
  key: string;
  /** Message id of the header (also the label of the value on a phone card); none for an actions column. */
  header?: string;
  /** A header that is not a plain message (e.g. a message with values). */
  headerNode?: ReactNode;
  cell: (row: T, view: CellView) => ReactNode;
  /** The card's title on phones (the first primary column); its label is left out. */
  primary?: boolean;
  /** Left out of the phone card (details the table shows but a phone can do without). */
  hideOnPhone?: boolean;
  /** Buttons: on phones they close the card, one full-width button a line, without a label. */
  actions?: boolean;
  /** Keeps the cell on one line in the table. */
  nowrap?: boolean;
  /** Text alignment of the table cell. */
  align?: "left" | "right" | "center";
  /** Width of the table column (CSS). */
  width?: CSSProperties["width"];
}

function headerOf<T>(column: DataColumn<T>): ReactNode {
  if (column.headerNode !== undefined) return column.headerNode;
  return column.header ? <FormattedMessage id={column.header} /> : null;
}

/** Extra attributes for a row (the table row, or the phone card). */
export interface RowProps {
  onClick?: () => void;
  style?: CSSProperties;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

export type DataTableLayout = "auto" | "table" | "cards";

/**
 * True below Mantine's `sm` breakpoint (48em, 768 px): the width at which DataTables turn into cards.
 * Without a matching media query (jsdom, server) it answers false, so the table is what renders.
 */
export function usePhoneTables(): boolean {
  const theme = useMantineTheme();
  const sm = Number(px(theme.breakpoints.sm));
  return useMediaQuery(`(max-width: ${em(sm - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
}

/**
 * A list of rows with named columns: the Mantine table from the `sm` breakpoint up, and below it one
 * card a row (the primary column as its title, "label: value" lines, then the actions as full-width
 * buttons), so nothing scrolls sideways on a phone. Row test ids are the same in both renderings
 * (`cardTestId` gives cards their own); the element with `testId` is the table or the card list.
 * Paging stays with the caller, below the list.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  cardTestId,
  rowProps,
  testId,
  layout = "auto",
  framed = true,
  minWidth,
  highlightOnHover = true,
  striped,
  caption,
  expanded,
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  rowTestId?: string | ((row: T) => string);
  /** The phone card's test id when it differs from the row's (defaults to `rowTestId`). */
  cardTestId?: string | ((row: T) => string);
  rowProps?: (row: T) => RowProps;
  testId?: string;
  /** "auto" follows the window width; "table" and "cards" force one rendering. */
  layout?: DataTableLayout;
  /** Draws the table in a bordered paper (console pages); false for tables inside a card already. */
  framed?: boolean;
  /** From `sm` up, a table wider than its column still scrolls rather than squeezing its cells. */
  minWidth?: number;
  highlightOnHover?: boolean;
  striped?: boolean;
  caption?: ReactNode;
  /** What a row shows opened (e.g. its settings): a full-width line under its table row, the end of its card. */
  expanded?: (row: T) => ReactNode;
}) {
  const phoneWidth = usePhoneTables();
  const phone = layout === "cards" || (layout === "auto" && phoneWidth);
  const idOf = (id: string | ((row: T) => string) | undefined, row: T) =>
    typeof id === "function" ? id(row) : id;

  if (phone) {
    const primary = columns.find((c) => c.primary);
    const fields = columns.filter((c) => c !== primary && !c.actions && !c.hideOnPhone);
    const actions = columns.filter((c) => c.actions && !c.hideOnPhone);
    const view: CellView = { phone: true };
    return (
      <Stack gap="xs" data-testid={testId} data-layout="cards">
        {caption}
        {rows.map((row, i) => {
          const { onClick, style, ...data } = rowProps?.(row) ?? {};
          return (
            <Paper
              key={rowKey(row, i)}
              withBorder
              radius="md"
              p="sm"
              className={classes.card}
              onClick={onClick}
              style={onClick ? { cursor: "pointer", ...style } : style}
              data-testid={idOf(cardTestId, row) ?? idOf(rowTestId, row)}
              {...data}
            >
              {primary ? (
                <Box fw={600} mb={6} style={{ overflowWrap: "anywhere" }}>
                  {primary.cell(row, view)}
                </Box>
              ) : null}
              {fields.map((column) => {
                const label = headerOf(column);
                // A column without a heading is a line of its own, not a "label: value" pair.
                return label === null ? (
                  <Box key={column.key} fz="sm" className={classes.line}>
                    {column.cell(row, view)}
                  </Box>
                ) : (
                  <div key={column.key} className={classes.field}>
                    <Text size="xs" c="dimmed" className={classes.label}>
                      {label}
                    </Text>
                    <Box fz="sm" className={classes.value}>
                      {column.cell(row, view)}
                    </Box>
                  </div>
                );
              })}
              {actions.length ? (
                // Taps on the buttons are theirs, not the card's.
                <div className={classes.actions} onClick={onClick ? (e) => e.stopPropagation() : undefined}>
                  {actions.map((column) => (
                    <Box key={column.key}>{column.cell(row, view)}</Box>
                  ))}
                </div>
              ) : null}
              {expanded ? <Box mt="xs">{expanded(row)}</Box> : null}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  const view: CellView = { phone: false };
  const table = (
    <Table
      highlightOnHover={highlightOnHover}
      striped={striped}
      verticalSpacing="sm"
      data-testid={testId}
      data-layout="table"
    >
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      {columns.some((column) => headerOf(column) !== null) ? (
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} w={column.width}>
                {headerOf(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
      ) : null}
      <Table.Tbody>
        {rows.map((row, i) => {
          const { onClick, style, ...data } = rowProps?.(row) ?? {};
          const opened = expanded?.(row);
          return (
            <Fragment key={rowKey(row, i)}>
              <Table.Tr
                onClick={onClick}
                style={onClick ? { cursor: "pointer", ...style } : style}
                data-testid={idOf(rowTestId, row)}
                {...data}
              >
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    className={classes.cell}
                    style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                  >
                    {column.cell(row, view)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {opened ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>{opened}</Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  const scrolling = minWidth ? (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
  return framed ? (
    <Paper withBorder radius="lg" bg="dark.7">
      {scrolling}
    </Paper>
  ) : (
    scrolling
  );
}
