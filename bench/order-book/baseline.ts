import { createServer, type Server, type ServerResponse } from "node:http";
import { createPool, type Pool, type RowDataPacket } from "mysql2/promise";

/**
 * The baseline of the order-book bench: the least a server can do to answer the same request with
 * the same bytes. node:http reads the same request (a GET with the variables in its URL, or a POST
 * body), takes `variables.filter`, runs the best single
 * SQL we know for that page on a mysql2 pool (the page's ids off the sort's covering index, then only
 * the columns the page shows, joined for those rows) and writes the JSON the GraphQL operation
 * answers, field for field and byte for byte (the bench checks every response against it).
 */

type Filter = {
  status?: number;
  sort?: string;
  type?: string;
  chainId?: string;
  publisherId?: string;
  minPrice?: string;
  maxPrice?: string;
  page?: number;
};

const SORT: Record<string, [string, string]> = {
  LISTED_NEWEST: ["created_at", "DESC"],
  LISTED_OLDEST: ["created_at", "ASC"],
  PRICE_LOW: ["book_price", "ASC"],
  PRICE_HIGH: ["book_price", "DESC"],
  ENDING_SOON: ["book_ends_at", "ASC"],
};

const PAGE = 20;

/** Whole USDT strings ("12", "12.5") as integers of micro-USDT. */
const micro = (usdt: string) => {
  const [whole, fraction = ""] = usdt.split(".");
  return `${whole}${fraction.padEnd(6, "0")}`.replace(/^0+(?=\d)/, "");
};

/** Micro-USDT (a BIGINT string) as the API's decimal string. */
function usdt(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.padStart(7, "0");
  const fraction = digits.slice(-6).replace(/0+$/, "");
  return fraction ? `${digits.slice(0, -6)}.${fraction}` : digits.slice(0, -6);
}

function where(f: Filter, status: "open" | "sold", params: unknown[], now: Date): string {
  const w = [`l.status = '${status}'`];
  if (status === "open") {
    w.push("l.book_ends_at > ?");
    params.push(now);
  }
  if (f.type) w.push(f.type === "AUCTION" ? "l.type = 'auction'" : "l.type = 'direct'");
  const add = (sql: string, value: unknown) => {
    w.push(sql);
    params.push(value);
  };
  if (f.chainId) add("l.card_chain_id = ?", Number(f.chainId));
  if (f.publisherId) add("l.card_publisher_id = ?", Number(f.publisherId));
  if (f.minPrice) add("l.book_price >= ?", micro(f.minPrice));
  if (f.maxPrice) add("l.book_price <= ?", micro(f.maxPrice));
  return w.join(" AND ");
}

function pageSql(f: Filter, now: Date): { sql: string; params: unknown[] } {
  const [key, dir] = SORT[f.sort ?? "LISTED_NEWEST"]!;
  const order = (a: string) => `${a}.${key} ${dir}, ${a}.id ${dir}`;
  const offset = ((f.page ?? 1) - 1) * PAGE;
  const params: unknown[] = [];
  let ids: string;
  if ((f.status ?? 1) === 1) {
    ids = `SELECT l.id FROM market_listing l WHERE ${where(f, "open", params, now)} ORDER BY ${order("l")} LIMIT ${PAGE + 1} OFFSET ${offset}`;
  } else {
    const branch = (s: "open" | "sold") =>
      `(SELECT l.id, l.${key} FROM market_listing l WHERE ${where(f, s, params, now)} ORDER BY ${order("l")} LIMIT ${offset + PAGE + 1})`;
    ids = `SELECT u.id FROM (${branch("open")} UNION ALL ${branch("sold")}) u ORDER BY ${order("u")} LIMIT ${PAGE + 1} OFFSET ${offset}`;
  }
  return {
    sql: `SELECT l.id, l.type, l.status, l.units, l.remaining, l.unit_price, l.start_price, l.buy_now_price,
                 l.highest_bid, l.bid_count, l.starts_at, l.ends_at, l.created_at,
                 c.id AS card_id, c.name AS card_name, c.likes, a.id AS artist_id, a.name AS artist_name,
                 p.id AS publisher_id, p.name AS publisher_name, ch.id AS chain_id, ch.code AS chain_code,
                 ch.name AS chain_name, su.public_id, su.nickname, su.show_nickname
            FROM (${ids}) pg
            JOIN market_listing l ON l.id = pg.id
            JOIN user_account su ON su.id = l.seller_id
            JOIN card c ON c.id = l.card_id
            JOIN artist a ON a.id = c.artist_id
            JOIN publisher p ON p.id = c.publisher_id
            JOIN chain ch ON ch.id = c.chain_id
           ORDER BY ${order("l")}`,
    params,
  };
}

function listing(r: RowDataPacket, now: Date) {
  const auction = r.type === "auction";
  const state = r.status === "sold" ? "SOLD" : (r.starts_at as Date) > now ? "NOT_ON_SHELF" : "SELLING";
  const nickname = r.nickname as string;
  const chars = [...nickname];
  return {
    id: String(r.id),
    type: auction ? "AUCTION" : "DIRECT",
    state,
    units: r.units,
    remaining: r.remaining,
    unitPrice: usdt(r.unit_price),
    startPrice: usdt(r.start_price),
    buyNowPrice: usdt(r.buy_now_price),
    highestBid: usdt(r.highest_bid),
    bidCount: r.bid_count,
    minimumNextBid: auction ? usdt(r.highest_bid ?? r.start_price) : null,
    startsAt: (r.starts_at as Date).toISOString(),
    endsAt: r.ends_at === null ? null : (r.ends_at as Date).toISOString(),
    createdAt: (r.created_at as Date).toISOString(),
    isMine: false,
    card: {
      id: String(r.card_id),
      name: r.card_name,
      imageUrl: `/media/cards/${r.card_id}.svg`,
      likes: r.likes,
      artist: { id: String(r.artist_id), name: r.artist_name, __typename: "Artist" },
      publisher: { id: String(r.publisher_id), name: r.publisher_name, __typename: "Publisher" },
      chain: { id: String(r.chain_id), code: r.chain_code, name: r.chain_name, __typename: "Chain" },
      __typename: "Card",
    },
    seller: {
      publicId: r.public_id,
      displayName: r.show_nickname
        ? nickname
        : `${chars[0] ?? ""}${"*".repeat(Math.max(2, chars.length - 1))}`,
      __typename: "PublicUser",
    },
    __typename: "Listing",
  };
}

export interface Baseline {
  server: Server;
  pool: Pool;
}

export function createBaseline(databaseUrl: string): Baseline {
  const pool = createPool({
    uri: databaseUrl,
    connectionLimit: 10,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: "Z",
  });
  const answer = (filter: Filter, res: ServerResponse) => {
    const now = new Date();
    const { sql, params } = pageSql(filter, now);
    pool.query<RowDataPacket[]>(sql, params).then(
      ([rows]) => {
        const body = {
          data: {
            orderBook: {
              page: filter.page ?? 1,
              pageSize: PAGE,
              hasNext: rows.length > PAGE,
              items: rows.slice(0, PAGE).map((r) => listing(r, now)),
              __typename: "ListingPage",
            },
          },
        };
        res.setHeader("content-type", "application/json; charset=utf-8");
        // Apollo ends its JSON with a newline; so does the baseline (the same bytes).
        res.end(`${JSON.stringify(body)}\n`);
      },
      () => res.writeHead(500).end(),
    );
  };
  const server = createServer((req, res) => {
    // The same request as the gateway gets: a persisted-query GET (variables in the URL) or a POST.
    if (req.method === "GET") {
      const variables = new URL(req.url ?? "/", "http://x").searchParams.get("variables") ?? "{}";
      answer((JSON.parse(variables) as { filter: Filter }).filter, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { variables: { filter: Filter } };
      answer(body.variables.filter, res);
    });
  });
  return { server, pool };
}
