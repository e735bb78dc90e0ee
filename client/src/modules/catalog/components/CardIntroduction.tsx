import type { ReactNode } from "react";
import { Table } from "@mantine/core";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { CardDetailQuery } from "../../../gql/graphql";

type Card = CardDetailQuery["cardDetail"]["card"];

/** The introduction tab: the card's facts (empty ones left out). */
export function CardIntroduction({ card }: { card: Card }) {
  const rows: [string, ReactNode][] = [
    ["market.intro.artist", card.artist.name],
    ["market.intro.publisher", card.publisher.name],
    ["market.intro.series", card.series?.name],
    ["market.intro.workNumber", card.workNumber],
    ["market.intro.edition", card.edition],
    ["market.intro.size", card.size],
    ["market.intro.year", card.creationYear],
    ["market.intro.totalIssued", card.totalIssued],
    ["market.intro.chain", card.chain.name],
    ["catalog.card.contractId", card.contractId],
    ["market.intro.contract", card.contractAddress],
    ["catalog.card.tokenAddress", card.tokenAddress],
    ["market.intro.tokenId", card.tokenId],
    ["market.intro.release", <FormattedDate key="r" value={card.releaseAt} dateStyle="medium" />],
  ];
  return (
    <Table data-testid="card-intro" layout="fixed">
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([id, value]) => (
            <Table.Tr key={id}>
              <Table.Td c="dimmed" w="38%">
                <FormattedMessage id={id} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
