/** The GraphQL documents the virtual collectors send, as the client's pages do (client/src/modules). */

export const ORDER_BOOK = `query OrderBook($filter: OrderBookFilter) {
  orderBook(filter: $filter) { page pageSize hasNext items { ...ListingFields __typename } __typename }
}
fragment CardTile_card on Card {
  id name imageUrl likes artist { id name __typename } publisher { id name __typename }
  chain { id code name __typename } __typename
}
fragment ListingFields on Listing {
  id type state units remaining unitPrice startPrice buyNowPrice highestBid bidCount minimumNextBid
  startsAt endsAt createdAt isMine card { ...CardTile_card __typename } seller { publicId displayName __typename }
  __typename
}`;

export const CARD = `query Card($id: ID!) {
  card(id: $id) { id name imageUrl likes totalIssued artist { id name } publisher { id name } chain { code name } }
}`;

export const LISTING = `query Listing($id: ID!) {
  listing(id: $id) { id state highestBid bidCount minimumNextBid endsAt isMine }
}`;

export const PLACE_BID = `mutation PlaceBid($i: PlaceBidInput!) {
  placeBid(input: $i) { id highestBid bidCount minimumNextBid }
}`;

export const BUY_PRODUCT = `mutation BuyProduct($i: BuyProductInput!) {
  buyProduct(input: $i) { orderId state quantity amountJpoint }
}`;

export const REQUEST_USDT_WITHDRAWAL = `mutation RequestUsdtWithdrawal($i: RequestUsdtWithdrawalInput!) {
  requestUsdtWithdrawal(input: $i) { id status amount fee }
}`;

export const ORDER_BOOK_SORTS = ["ENDING_SOON", "LISTED_NEWEST", "LISTED_OLDEST", "PRICE_HIGH", "PRICE_LOW"];
