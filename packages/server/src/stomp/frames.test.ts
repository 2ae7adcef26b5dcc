import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFrameParser,
  encodeFrame,
  headerRecord,
  type ParseEvent,
  type StompFrame,
  type StompVersion,
} from '@portico/sdk/stomp-frames';

const frameOf = (events: ParseEvent[]) =>
  events.flatMap((e) => (e.type === 'frame' ? [e.frame] : []));
const errorsOf = (events: ParseEvent[]) =>
  events.flatMap((e) => (e.type === 'error' ? [e.message] : []));

function parse(text: string | Uint8Array, version: StompVersion = '1.2', maxFrame?: number) {
  const parser = createFrameParser({ maxFrame });
  parser.version = version;
  return parser.push(text);
}

describe('STOMP frame parser (STOMP 1.2 "Frames and headers")', () => {
  it('reads command, headers and a NUL-terminated body', () => {
    const [frame] = frameOf(parse('SUBSCRIBE\nid:0\ndestination:/topic/unit/H001\n\n\0'));
    expect(frame?.command).toBe('SUBSCRIBE');
    expect({ ...frame?.headers }).toEqual({ id: '0', destination: '/topic/unit/H001' });
    expect(frame?.body).toBe('');
  });

  it('accepts CRLF line ends', () => {
    const [frame] = frameOf(parse('SEND\r\ndestination:/q\r\n\r\nhello\0'));
    expect(frame).toMatchObject({ command: 'SEND', body: 'hello' });
    expect(frame?.headers.destination).toBe('/q');
  });

  it('honours content-length: a body may hold NUL', () => {
    const [frame] = frameOf(parse('SEND\ncontent-length:5\n\na\0b\0c\0'));
    expect(frame?.body).toBe('a\0b\0c');
  });

  it('counts content-length in UTF-8 bytes', () => {
    const [frame] = frameOf(parse('SEND\ncontent-length:6\n\n消息\0'));
    expect(frame?.body).toBe('消息');
  });

  it('unescapes \\n \\c \\\\ \\r in 1.1+ headers, but not in CONNECT or in 1.0', () => {
    const [sub] = frameOf(parse('SUBSCRIBE\nid:a\\cb\\nc\\\\d\\re\n\n\0'));
    expect(sub?.headers.id).toBe('a:b\nc\\d\re');
    const [connect] = frameOf(parse('CONNECT\nlogin:a\\cb\n\n\0'));
    expect(connect?.headers.login).toBe('a\\cb');
    const [old] = frameOf(parse('SUBSCRIBE\nid:a\\cb\n\n\0', '1.0'));
    expect(old?.headers.id).toBe('a\\cb');
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = frameOf(parse('MESSAGE\nfoo:World\nfoo:Hello\n\n\0'));
    expect(frame?.headers.foo).toBe('World');
  });

  it('treats a header named __proto__ as a plain header', () => {
    const [frame] = frameOf(parse('SEND\n__proto__:x\nconstructor:y\n\n\0'));
    expect(frame?.headers['__proto__']).toBe('x');
    expect(frame?.headers['constructor']).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reports EOLs between frames as heart-beats', () => {
    const events = parse('\n\r\nDISCONNECT\n\n\0\n\n');
    expect(events.map((e) => e.type)).toEqual([
      'heartbeat',
      'heartbeat',
      'frame',
      'heartbeat',
      'heartbeat',
    ]);
  });

  it('assembles a frame split at every byte, and splits frames joined in one chunk', () => {
    const text =
      'SUBSCRIBE\r\nid:1\r\ndestination:/topic/app/GC\r\n\r\n\0SEND\ncontent-length:2\n\nok\0';
    const parser = createFrameParser();
    parser.version = '1.2';
    const events = [...new TextEncoder().encode(text)].flatMap((b) =>
      parser.push(Uint8Array.of(b)),
    );
    expect(frameOf(events).map((f) => f.command)).toEqual(['SUBSCRIBE', 'SEND']);
    expect(frameOf(parse(text)).map((f) => f.body)).toEqual(['', 'ok']);
  });

  it.each([
    ['a bad command', 'hello world\n\n\0', 'invalid command'],
    ['a header line without colon', 'SEND\nnocolon\n\n\0', 'header line without a name'],
    ['an undefined escape', 'SEND\nx:a\\tb\n\n\0', 'invalid escape'],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\0', 'invalid content-length'],
    ['a body past content-length', 'SEND\ncontent-length:1\n\nabc\0', 'longer than content-length'],
    ['CR without LF', '\rX', 'CR without LF'],
  ])('turns %s into an error event, not an exception', (_, text, message) => {
    expect(errorsOf(parse(text))[0]).toContain(message);
  });

  it('refuses frames over maxFrame: no NUL in sight, or a large content-length', () => {
    expect(errorsOf(parse(`SEND\n\n${'x'.repeat(20000)}`))[0]).toContain('frame too large');
    expect(errorsOf(parse(`SEND\nh:${'x'.repeat(20000)}`))[0]).toContain('frame too large');
    expect(errorsOf(parse('SEND\ncontent-length:99999\n\n'))[0]).toContain('frame too large');
    const exact = `SEND\n\n${'x'.repeat(16384 - 7)}\0`;
    expect(frameOf(parse(exact))).toHaveLength(1);
    expect(errorsOf(parse(`SEND\n\n${'x'.repeat(16384 - 6)}\0`))).toHaveLength(1);
  });

  it('refuses garbage at its first bytes, without waiting for a frame end', () => {
    for (const garbage of ['\u0000\u0001', 'GET / HTTP/1.1', 'send', 'A'.repeat(21)]) {
      expect(errorsOf(parse(garbage))[0], garbage).toContain('invalid command');
    }
    for (const start of ['CONN', 'CONNECT\r', 'A'.repeat(20)]) {
      expect(parse(start), start).toEqual([]);
    }
  });

  it('ignores everything after an error', () => {
    const parser = createFrameParser();
    expect(errorsOf(parser.push('bad\n\n\0'))).toHaveLength(1);
    expect(parser.push('DISCONNECT\n\n\0')).toEqual([]);
  });
});

describe('STOMP frame encoder', () => {
  it('writes content-length in bytes and escapes 1.1+ headers', () => {
    const text = encodeFrame({
      command: 'MESSAGE',
      headers: headerRecord({ destination: '/topic/x', note: 'a:b\nc' }),
      body: '消息',
    });
    expect(text).toBe('MESSAGE\ndestination:/topic/x\nnote:a\\cb\\nc\ncontent-length:6\n\n消息\0');
  });

  it('never escapes CONNECTED, and flattens line breaks for 1.0', () => {
    const connected = encodeFrame({ command: 'CONNECTED', headers: { v: 'a:b' }, body: '' }, '1.1');
    expect(connected).toBe('CONNECTED\nv:a:b\n\n\0');
    const old = encodeFrame({ command: 'ERROR', headers: { message: 'a\nb' }, body: '' }, '1.0');
    expect(old).toBe('ERROR\nmessage:a b\n\n\0');
  });
});

describe('codec properties (fast-check)', () => {
  // Any code point, with the characters that matter to STOMP made frequent.
  const unit = fc.oneof(
    fc.constantFrom(':', '\n', '\r', '\\', '\0', 'a', '消'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );
  const text = (minLength: number, maxLength: number) => fc.string({ unit, minLength, maxLength });
  const frames = fc.record({
    command: fc.constantFrom('SEND', 'MESSAGE', 'SUBSCRIBE', 'ERROR', 'RECEIPT'),
    headers: fc.dictionary(
      text(1, 12).filter((k) => k !== 'content-length'),
      text(0, 40),
      { maxKeys: 6 },
    ),
    body: text(0, 200),
  });

  it('random bytes, fed in random pieces, never throw', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }), (chunks) => {
        const parser = createFrameParser({ maxFrame: 512 });
        parser.version = '1.2';
        for (const chunk of chunks) parser.push(chunk);
      }),
      { numRuns: 2000 },
    );
  });

  it('frame-like text with random damage never throws', () => {
    const pieces = fc.constantFrom(
      'SEND',
      'CONNECT',
      '\n',
      '\r\n',
      ':',
      '\\',
      '\\c',
      '\0',
      'a',
      'content-length:',
      '3',
      '消',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        createFrameParser({ maxFrame: 256 }).push(parts.join(''));
      }),
      { numRuns: 3000 },
    );
  });

  it('encode → parse gives the frame back, in one chunk or split anywhere', () => {
    fc.assert(
      fc.property(frames, fc.array(fc.nat(), { maxLength: 4 }), (input, cuts) => {
        const frame: StompFrame = { ...input, headers: headerRecord(input.headers) };
        const bytes = new TextEncoder().encode(encodeFrame(frame) + '\n');
        const parser = createFrameParser({ maxFrame: 1 << 16 });
        parser.version = '1.2';
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const events: ParseEvent[] = [];
        let from = 0;
        for (const to of [...points, bytes.length]) {
          events.push(...parser.push(bytes.subarray(from, to)));
          from = to;
        }
        const [parsed] = frameOf(events);
        expect(errorsOf(events)).toEqual([]);
        expect(parsed?.command).toBe(frame.command);
        expect(parsed?.body).toBe(frame.body);
        const expected = { ...frame.headers };
        if (frame.body !== '')
          expected['content-length'] = String(new TextEncoder().encode(frame.body).length);
        expect({ ...parsed?.headers }).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
