import type { FastifyInstance } from 'fastify';

/** One file part of a multipart/form-data body. */
export interface UploadedPart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** What the multipart parser puts in `request.body`: the file parts, in order. */
export interface MultipartBody {
  files: UploadedPart[];
}

/**
 * A small multipart/form-data parser for the one upload call (/logo): the whole body is buffered
 * (bounded by `bodyLimit`) and split on the boundary. Fields without a filename are ignored.
 */
export function registerMultipart(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    (request, body, done) => {
      const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(
        request.headers['content-type'] ?? '',
      );
      const marker = boundary?.[1] ?? boundary?.[2];
      if (!marker)
        return done(Object.assign(new Error('multipart boundary missing'), { statusCode: 400 }));
      done(null, { files: parseParts(body as Buffer, marker) } satisfies MultipartBody);
    },
  );
}

export function parseParts(body: Buffer, boundary: string): UploadedPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const files: UploadedPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Between delimiters: CRLF, headers, CRLF CRLF, content, CRLF.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
      const filename = /filename="([^"]*)"/i.exec(disposition)?.[1];
      if (filename !== undefined) {
        files.push({
          field: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
          name: filename,
          type:
            /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream',
          data: Buffer.from(part.subarray(split + 4)),
        });
      }
    }
    start = next;
  }
  return files;
}
