import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV exports (guides "Audit and sessions" and "Send an announcement": export)', () => {
  it('quotes only cells holding a separator, quote or line break, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('shows a would-be formula as text', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${lead}cmd`).replace(/^"/, '')).toMatch(/^'/);
    }
  });

  it('writes a BOM, the header and CRLF lines', () => {
    const doc = csvDocument(['a', 'b'], [{ a: '1', b: '=2' }]);
    expect(doc).toBe("\uFEFFa,b\r\n1,'=2\r\n");
  });
});
