import { answer, defineCall, fileAnswerSchema, redirectAnswerSchema } from '@portico/sdk/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { callDocs } from '../openapi/call-docs';
import { mountCall } from './mount-call';
import { registerMultipart, type MultipartBody } from './multipart';

// README "Routes": a declared call answers the envelope unless its declaration says `answers`
// (plain JSON for the startup files of api-contract.md §7.2, a file's bytes, or a redirect), and an `upload`
// call reads a multipart body with its fields in the query string.

const open = { base: 'UC', family: 'public', readme: { input: '-', answer: '-' } } as const;
const JSON_CALL = defineCall({
  ...open,
  method: 'GET',
  path: '/plain.json',
  input: z.object({}),
  output: answer(z.object({ a: z.number() })),
  answers: 'json',
  summary: 'plain',
});
const FILE_CALL = defineCall({
  ...open,
  method: 'GET',
  path: '/file',
  input: z.object({ name: z.string() }),
  output: answer(fileAnswerSchema),
  answers: 'file',
  summary: 'file',
});
const UPLOAD_CALL = defineCall({
  ...open,
  method: 'POST',
  path: '/upload',
  input: z.object({ tag: z.string() }),
  output: answer(z.object({ tag: z.string(), names: z.array(z.string()) })),
  upload: true,
  summary: 'upload',
});

const REDIRECT_CALL = defineCall({
  ...open,
  method: 'GET',
  path: '/go',
  input: z.object({ to: z.string() }),
  output: answer(redirectAnswerSchema),
  answers: 'redirect',
  summary: 'go',
});

// Public calls never reach the database.
const db = {} as Database;

async function appWithCalls() {
  const app = Fastify();
  registerMultipart(app, 10_000);
  mountCall(app, db, JSON_CALL, async () => ({ a: 1 }));
  mountCall(app, db, FILE_CALL, async (_caller, { name }) => ({
    body: Buffer.from(name),
    headers: { 'Content-Type': 'image/png' },
  }));
  mountCall(app, db, UPLOAD_CALL, async (_caller, { tag }, request) => ({
    tag,
    names: (request.body as MultipartBody).files.map((file) => file.name),
  }));
  mountCall(app, db, REDIRECT_CALL, async (_caller, { to }) => ({
    location: `/sso?to=${to}`,
    headers: { 'set-cookie': 'c=1; HttpOnly' },
  }));
  await app.ready();
  return app;
}

describe('answer kinds of a declared call', () => {
  it('answers plain JSON without the envelope', async () => {
    const app = await appWithCalls();
    const reply = await app.inject({ method: 'GET', url: '/plain.json' });
    expect(reply.json()).toEqual({ a: 1 });
  });

  it('answers a file with its type and nosniff', async () => {
    const app = await appWithCalls();
    const reply = await app.inject({ method: 'GET', url: '/file?name=xy' });
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.rawPayload.toString()).toBe('xy');
  });

  it('answers a redirect: 303 to its location, with its headers', async () => {
    const app = await appWithCalls();
    const reply = await app.inject({ method: 'GET', url: '/go?to=x' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/sso?to=x');
    expect(reply.headers['set-cookie']).toBe('c=1; HttpOnly');
  });

  it('reads an upload: the files from the multipart body, the fields from the query', async () => {
    const app = await appWithCalls();
    const boundary = 'b0undary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const reply = await app.inject({
      method: 'POST',
      url: '/upload?tag=t',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(reply.json()).toMatchObject({ result: 0, retVal: { tag: 't', names: ['a.png'] } });
  });

  it('documents each kind in OpenAPI: plain JSON, a file, a redirect, a multipart body', () => {
    const docs = callDocs([JSON_CALL, FILE_CALL, UPLOAD_CALL, REDIRECT_CALL]);
    expect(docs['GET /uc/go']).toMatchObject({ answer: 'redirect' });
    expect(docs['GET /uc/plain.json']).toMatchObject({ answer: 'json' });
    expect(docs['GET /uc/file']).toMatchObject({ answer: 'file' });
    expect(docs['POST /uc/upload']).toMatchObject({
      bodyType: 'multipart/form-data',
      querystring: UPLOAD_CALL.input,
    });
    expect(docs['GET /uc/file']).not.toHaveProperty('bodyType');
  });
});
