// The load generator of bench/server-throughput.ts, in a child process of its own: its event
// loop is neither the measured server's (another process) nor the bench's. (Not a worker thread:
// autocannon run inside a worker thread answers raw histograms, as for its own `workers` mode.) It runs autocannon with
// the options it is given and posts the result back. Each request takes the next of `tokens` in
// turn (as the Authorization header, or in place of `{token}` / `{appCode}` in the path), so a
// run spreads over many sessions.
import autocannon from 'autocannon';

const options = await new Promise((resolve) => process.once('message', resolve));
const { url, path, tokens = [], tokenIn, connections, duration, method = 'GET', body } = options;
let next = 0;

const request = {
  method,
  path,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  setupRequest(req) {
    if (!tokens.length) return req;
    const { token, appCode } = tokens[next++ % tokens.length];
    if (tokenIn === 'header') {
      return { ...req, headers: { ...req.headers, authorization: token } };
    }
    return { ...req, path: path.replace('{token}', token).replace('{appCode}', appCode) };
  },
};

const result = await autocannon({ url, connections, duration, requests: [request] });
process.send({
  rate: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
process.disconnect();
