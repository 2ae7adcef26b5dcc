import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeBlocks, type CodeBlock } from '../docs/markdown-pages';
import type { ServerProcess } from '../e2e/server-process';
import { repo } from './packed-consumer';

/**
 * What the guide tests share: the files a guide tells the reader to write (its code blocks opened
 * with a file name, ```ts [src/main.ts]), and the administrator's calls the guide names, made by
 * the API as the guide shows them beside the console's screens.
 */

export const PASSWORD = 'Portico#2026';
/**
 * The server addresses the guides write: the demo's (`npm start` on port 8080) and the example
 * production hub's (https://portico.example.com).
 */
const GUIDE_SERVER = /(https?|wss?):\/\/(?:localhost:8080|portico\.example\.com)/g;
/** The test server speaks plain HTTP: the guide's TLS schemes become their plain ones. */
const PLAIN: Record<string, string> = { https: 'http', wss: 'ws' };

/** A guide's text with its server addresses replaced by the test server's. */
export function atServer(text: string, server: ServerProcess): string {
  return text.replace(
    GUIDE_SERVER,
    (_all, scheme: string) => `${PLAIN[scheme] ?? scheme}://127.0.0.1:${server.port}`,
  );
}

/** The blocks of a guide that are files of the reader's app, by file name. */
export function guideFiles(page: string): CodeBlock[] {
  return codeBlocks(page).filter((block) => block.title !== null);
}

/**
 * Writes a guide's files into `dir`, the guide's server address replaced by the test server's (the
 * one change a reader makes for their own server).
 */
export function writeGuideFiles(page: string, dir: string, server: ServerProcess): string[] {
  const written: string[] = [];
  for (const block of guideFiles(page)) {
    const file = path.join(dir, block.title!);
    mkdirSync(path.dirname(file), { recursive: true });
    const code = atServer(block.code, server);
    writeFileSync(file, code.endsWith('\n') ? code : `${code}\n`);
    written.push(block.title!);
  }
  return written;
}

/**
 * The guide's `npm install` of Vite, from the workspace's pinned copy: the consumer installs only
 * Portico's packed tarballs from disk, so the test needs no registry.
 */
export function linkWorkspaceVite(consumer: string): void {
  symlinkSync(path.join(repo, 'node_modules/vite'), path.join(consumer, 'node_modules/vite'));
}

interface Envelope<T> {
  result: number;
  msg: string;
  retVal: T;
}

/** A platform administrator's calls on the test server, as the guides show them. */
export async function adminApi(server: ServerProcess) {
  const login = await fetch(`${server.url}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as Envelope<{ jwtToken: string }>).retVal.jwtToken;
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json', language: 'en-US' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.result !== 0) throw new Error(`${method} ${url}: ${answer.result} ${answer.msg}`);
    return answer.retVal;
  };
  return {
    /** A call by its full path (`/uc/…`, `/internal-message/…`); throws on a non-zero result. */
    call,
    /** A private message to one user (api-contract.md §7.9), as the message centre sends it. */
    async sendMessage(unitCode: string, userCode: string, title: string): Promise<void> {
      await call('POST', '/internal-message/api/backstage/messages', {
        messageTitle: title,
        messageType: 'PRIVATE',
        audience: { users: [{ unitCode, userCode }] },
      });
    },
    /** "Register the app" and "open it for the unit": the two steps of the guides. */
    async registerApp(code: string, name: string, href: string, unitCode: string): Promise<void> {
      await call('POST', '/uc/apply/add', { code, descript: name, href, sso: 'T' });
      const units = await call<{ datas: { id: string; code: string }[] }>(
        'GET',
        `/uc/unit/list?keyword=${unitCode}&firstResult=0&pageSize=10`,
      );
      const unit = units.datas.find((row) => row.code === unitCode);
      if (!unit) throw new Error(`no unit ${unitCode}`);
      await call('PUT', '/uc/unit/saveApp', { unitId: unit.id, appCode: code, enabled: true });
    },
  };
}
