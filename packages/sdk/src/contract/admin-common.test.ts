import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearableField, clearableText, optionalField } from './admin-common';

describe('clearableField (clearing optional user fields)', () => {
  const schema = z.object({ email: clearableText(20), birth: clearableField(z.iso.date()) });

  it('absent = unchanged, null or blank = clear', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ email: null, birth: null })).toEqual({ email: null, birth: null });
    expect(schema.parse({ email: '  ', birth: '' })).toEqual({ email: null, birth: null });
    expect(schema.parse({ email: ' a@b.c ', birth: '2020-01-02' })).toEqual({
      email: 'a@b.c',
      birth: '2020-01-02',
    });
  });

  it('still checks a given value', () => {
    expect(schema.safeParse({ birth: 'tomorrow' }).success).toBe(false);
    expect(schema.safeParse({ email: 'x'.repeat(21) }).success).toBe(false);
  });

  it('leaves optionalField as it was: null means "not given"', () => {
    const filter = z.object({ unitId: optionalField(z.string()) });
    expect(filter.parse({ unitId: null })).toEqual({});
  });
});
