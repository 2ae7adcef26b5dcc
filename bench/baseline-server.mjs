// The baselines of bench/server-throughput.ts, each in its own process like the server:
// `bare` answers a constant JSON envelope with node:http, `fastify` the same from a Fastify
// route (the framework's ceiling). Prints the port once listening.
import { createServer } from 'node:http';
import Fastify from 'fastify';

const body = JSON.stringify({ result: 0, msg: '', retVal: true });
if (process.argv[2] === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ result: 0, msg: '', retVal: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`port ${app.server.address().port}`);
} else {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
}
