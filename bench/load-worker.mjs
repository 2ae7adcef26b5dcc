// The load generator of bench/server-throughput.ts, in a worker thread: its event loop is not
// the measured server's (that runs in another process) nor the bench's. It runs autocannon with
// the options it is given and posts the result back. Each request takes the next of `tokens` in
// turn (as the Authorization header, or in place of `{token}` / `{appCode}` in the path), so a
// run spreads over many sessions.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, path, tokens = [], tokenIn, connections, duration, method = 'GET', body } = workerData;
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
parentPort.postMessage({
  rate: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
