// The order-book bench's load generator, run as a process of its own (`node bench/order-book/load.mjs
// '<json>'`) so it never shares the measured server's event loop: autocannon sends one request (GET, or
// POST with `body`) to one URL for `seconds` over `connections` keep-alive connections and checks every
// response against `expectBody` byte for byte. Prints one JSON line: requests and requests/s, latency
// percentiles (ms, p95 from every response), and the counts of responses that were not 2xx, did not
// match, or failed.
import autocannon from "autocannon";

const { url, method, headers, body, expectBody, seconds, connections } = JSON.parse(process.argv[2]);
const times = [];
const instance = autocannon(
  {
    url,
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    expectBody,
    duration: seconds,
    connections,
  },
  (error, result) => {
    if (error) throw error;
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
    console.log(
      JSON.stringify({
        requests: result.requests.total,
        rps: result.requests.total / result.duration,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        non2xx: result.non2xx,
        mismatches: result.mismatches,
        errors: result.errors,
      }),
    );
  },
);
instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
