import { graphql } from "../../../gql";

/** Staff chain page: the latest daily reserves report (members' USDT against on-chain balances). */
export const ReservesReportQuery = graphql(`
  query StaffReservesReport {
    reservesReport {
      reportDate
      createdAt
      liabilities
      onChain
      shortfall
      complete
      lines {
        network
        hotWallet
        depositAddresses
        coldStorage
        gasWallet
        averageGasPerSweep
        gasRunwaySweeps
        error
      }
    }
  }
`);
