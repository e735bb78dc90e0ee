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

/** Staff chain page: open deposit sweeps (with the last run's problem) and failed ones. */
export const SweepIssuesQuery = graphql(`
  query StaffSweepIssues {
    sweepIssues {
      id
      network
      address
      status
      amount
      destinationKind
      gasTxHash
      sweepTxHash
      reason
      updatedAt
    }
  }
`);
