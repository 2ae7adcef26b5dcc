/**
 * The STOMP frame codec (STOMP 1.0, 1.1, 1.2): an encoder to text and an incremental parser of
 * bytes. Pure: no sockets, no timers. The parser never throws; a malformed or oversize frame
 * becomes an `error` event, after which the parser ignores its input (the connection is closed).
 * The one codec of the repository: the server's broker and the test brokers of the SDK and the
 * elements speak through it (entry `@portico/sdk/stomp-frames`; the root entry never imports it).
 */

export type StompVersion = '1.0' | '1.1' | '1.2';

/** One STOMP frame: command, headers and body. */
export interface StompFrame {
  command: string;
  /** A null-prototype record: a header named `__proto__` or `constructor` is a plain header. */
  headers: Record<string, string>;
  body: string;
}

/** What a `FrameParser` reads: a frame, a heart-beat or an error. */
export type ParseEvent =
  | { type: 'frame'; frame: StompFrame }
  /** An EOL between frames: a heart-beat. */
  | { type: 'heartbeat' }
  | { type: 'error'; message: string };

/** api-contract.md §9: "max frame 16384 chars". Counted here in bytes, the stricter reading. */
export const DEFAULT_MAX_FRAME = 16384;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = new Uint8Array(0);
const MAX_COMMAND = 20;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** CONNECT and CONNECTED never escape headers, so that 1.0 peers can read them (STOMP 1.2). */
function escapes(command: string, version: StompVersion): boolean {
  return version !== '1.0' && command !== 'CONNECT' && command !== 'CONNECTED';
}

/** STOMP headers as a null-prototype record, without the undefined entries. */
export function headerRecord(entries: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(entries)) if (value !== undefined) out[name] = value;
  return out;
}

function escapeValue(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

/** Without escaping, a line break would end the header early: it becomes a space. */
function flattenValue(value: string): string {
  return value.replace(/[\r\n]/g, ' ');
}

/**
 * The frame as text. `content-length` is always recomputed from the body (in UTF-8 bytes), so a
 * body with NUL characters survives and clients need not scan for the terminator.
 */
export function encodeFrame(frame: StompFrame, version: StompVersion = '1.2'): string {
  const escape = escapes(frame.command, version) ? escapeValue : flattenValue;
  let text = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    text += `${escape(name)}:${escape(value)}\n`;
  }
  if (frame.body !== '') text += `content-length:${encoder.encode(frame.body).length}\n`;
  return `${text}\n${frame.body}\0`;
}

function unescapeValue(value: string): string | null {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = value[++i];
    if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    // STOMP 1.2: an undefined escape sequence is a fatal protocol error.
    else return null;
  }
  return out;
}

interface Head {
  command: string;
  headers: Record<string, string>;
  bodyStart: number;
  /** Bytes of body announced by `content-length`, or -1 to read up to the NUL. */
  contentLength: number;
}

/** An incremental STOMP parser: feed it bytes, read frames and errors as events. */
export interface FrameParser {
  /** Appends received bytes (or text, encoded as UTF-8). */
  feed(chunk: Uint8Array | string): void;
  /** The next complete event, or null until more bytes arrive. */
  next(): ParseEvent | null;
  /** feed + every event the bytes completed. */
  push(chunk: Uint8Array | string): ParseEvent[];
  /** The negotiated version: from 1.1 on, headers of frames other than CONNECT are unescaped. */
  version: StompVersion;
}

/** A `FrameParser`; a frame above `maxFrame` bytes is an error event. */
export function createFrameParser(options: { maxFrame?: number } = {}): FrameParser {
  const maxFrame = options.maxFrame ?? DEFAULT_MAX_FRAME;
  let buf: Uint8Array = EMPTY;
  let head: Head | null = null;
  // Where the search for the header end (or the NUL) resumes, so split frames are scanned once.
  let scan = 0;
  let failed = false;
  // Frames pipelined while the broker is busy (authenticating) are bounded too.
  let overflow = false;

  const fail = (message: string): ParseEvent => {
    failed = true;
    buf = EMPTY;
    return { type: 'error', message };
  };

  function consume(count: number): void {
    buf = buf.subarray(count);
    scan = 0;
  }

  /** Index of the first body byte (after the blank line), or -1 when not yet received. */
  function findBodyStart(): number {
    for (;;) {
      const lf = buf.indexOf(LF, scan);
      if (lf < 0) {
        scan = buf.length;
        return -1;
      }
      const a = buf[lf + 1];
      if (a === LF) return lf + 2;
      if (a === CR && buf[lf + 2] === LF) return lf + 3;
      // Too few bytes to tell whether this line is the blank one: look again with more.
      if (a === undefined || (a === CR && lf + 2 >= buf.length)) {
        scan = lf;
        return -1;
      }
      scan = lf + 1;
    }
  }

  /** Garbage is refused at its first bytes rather than after maxFrame bytes or a timeout. */
  function commandLooksValid(): boolean {
    const lf = buf.indexOf(LF);
    const line = Math.min(lf < 0 ? buf.length : lf, MAX_COMMAND + 2);
    for (let i = 0; i < line; i++) {
      const byte = buf[i] ?? 0;
      if (byte >= 0x41 && byte <= 0x5a) continue;
      // A CR may end the line: right before its LF, or as the last byte received so far.
      if (byte === CR && i === line - 1) continue;
      return false;
    }
    const letters = buf[line - 1] === CR ? line - 1 : line;
    return letters <= MAX_COMMAND;
  }

  function parseHead(bodyStart: number, version: StompVersion): Head | string {
    const lines = decoder.decode(buf.subarray(0, bodyStart)).split('\n');
    const trimmed = lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = trimmed[0] ?? '';
    if (!/^[A-Z]{1,20}$/.test(command)) return 'malformed frame: invalid command';
    const unescape = escapes(command, version);
    const hdrs: Record<string, string> = Object.create(null);
    // The last two lines are the empty ones that end the headers.
    for (const line of trimmed.slice(1, -2)) {
      const colon = line.indexOf(':');
      if (colon <= 0) return 'malformed frame: header line without a name';
      const name = unescape ? unescapeValue(line.slice(0, colon)) : line.slice(0, colon);
      const value = unescape ? unescapeValue(line.slice(colon + 1)) : line.slice(colon + 1);
      if (name === null || value === null) return 'malformed frame: invalid escape in a header';
      // STOMP 1.2: of repeated headers, the first one counts.
      if (!(name in hdrs)) hdrs[name] = value;
    }
    let contentLength = -1;
    const declared = hdrs['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared.trim())) return 'malformed frame: invalid content-length';
      contentLength = Number(declared.trim());
    }
    return { command, headers: hdrs, bodyStart, contentLength };
  }

  function next(): ParseEvent | null {
    if (failed) return null;
    if (overflow) return fail('too much unprocessed data');
    if (!head) {
      // Between frames, EOLs are heart-beats.
      const first = buf[0];
      if (first === undefined) return null;
      if (first === LF) {
        consume(1);
        return { type: 'heartbeat' };
      }
      if (first === CR) {
        if (buf.length < 2) return null;
        if (buf[1] !== LF) return fail('malformed frame: CR without LF');
        consume(2);
        return { type: 'heartbeat' };
      }
      if (!commandLooksValid()) return fail('malformed frame: invalid command');
      const bodyStart = findBodyStart();
      if (bodyStart < 0) return buf.length >= maxFrame ? fail(tooLarge(maxFrame)) : null;
      if (bodyStart >= maxFrame) return fail(tooLarge(maxFrame));
      const parsed = parseHead(bodyStart, parser.version);
      if (typeof parsed === 'string') return fail(parsed);
      head = parsed;
      scan = bodyStart;
    }
    let end: number;
    if (head.contentLength >= 0) {
      end = head.bodyStart + head.contentLength;
      if (end >= maxFrame) return fail(tooLarge(maxFrame));
      if (buf.length <= end) return null;
      if (buf[end] !== NUL) return fail('malformed frame: body longer than content-length');
    } else {
      end = buf.indexOf(NUL, scan);
      if (end < 0) {
        scan = buf.length;
        return buf.length >= maxFrame ? fail(tooLarge(maxFrame)) : null;
      }
      if (end >= maxFrame) return fail(tooLarge(maxFrame));
    }
    const frame: StompFrame = {
      command: head.command,
      headers: head.headers,
      body: decoder.decode(buf.subarray(head.bodyStart, end)),
    };
    head = null;
    consume(end + 1);
    return { type: 'frame', frame };
  }

  const parser: FrameParser = {
    version: '1.0',
    feed(chunk) {
      if (failed) return;
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      if (bytes.length === 0) return;
      const merged = new Uint8Array(buf.length + bytes.length);
      merged.set(buf);
      merged.set(bytes, buf.length);
      buf = merged;
      if (buf.length > maxFrame * 8) overflow = true;
    },
    next,
    push(chunk) {
      parser.feed(chunk);
      const events: ParseEvent[] = [];
      for (let event = next(); event; event = next()) events.push(event);
      return events;
    },
  };
  return parser;
}

function tooLarge(maxFrame: number): string {
  return `frame too large: the limit is ${maxFrame} bytes`;
}
