import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpecialUse } from '../../shared/special-use-address';
import { guardedFetch, issuerProblem } from './network-guard';

/**
 * README "Upstream identity providers" (private networks): the server connects to a unit's
 * provider only on public addresses unless the operator allows private networks; the address is
 * checked on the connection itself, so a name that resolves to loopback is refused there.
 */
let tcp: Server;
let connections = 0;
let port = 0;
const web = createHttpServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'x-seen': 'yes' });
  response.end('{"issuer":"here"}');
});
let webPort = 0;

beforeAll(async () => {
  tcp = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  port = (tcp.address() as { port: number }).port;
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webPort = (web.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => tcp.close(resolve));
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
});

const request = { method: 'GET', headers: {}, redirect: 'manual', body: undefined } as const;

describe('the network guard of upstream providers', () => {
  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a01:203',
      '64:ff9b::a01:203',
      'not an address',
    ]) {
      expect(isSpecialUse(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111']) {
      expect(isSpecialUse(address), address).toBe(false);
    }
  });

  it('refuses, without connecting, a name or literal that is not public, and plain http', async () => {
    const fetch = guardedFetch(false);
    for (const url of [
      `https://localhost:${port}/.well-known/openid-configuration`,
      `https://127.0.0.1:${port}/jwks`,
      `https://[::ffff:127.0.0.1]:${port}/token`,
      `http://127.0.0.1:${port}/`,
    ]) {
      await expect(fetch(url, request), url).rejects.toThrow(/not a public address|not https/);
    }
    expect(connections).toBe(0);
  });

  it('connects when the operator allows private networks, and answers a Fetch Response', async () => {
    const answer = await guardedFetch(true)(`http://localhost:${webPort}/x`, request);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(await answer.json()).toEqual({ issuer: 'here' });
  });

  it('checks the settings: https, resolvable, public unless allowed', async () => {
    expect(await issuerProblem('http://idp.example.com', false)).toBe('scheme');
    expect(await issuerProblem(`http://127.0.0.1:${port}`, true)).toBeNull();
    expect(await issuerProblem('https://localhost', false)).toBe('private');
    expect(await issuerProblem('https://10.0.0.1', false)).toBe('private');
    expect(await issuerProblem('https://10.0.0.1', true)).toBeNull();
    expect(await issuerProblem('https://8.8.8.8', false)).toBeNull();
    expect(await issuerProblem('https://no-such-host.invalid', false)).toBe('unresolved');
  });
});
