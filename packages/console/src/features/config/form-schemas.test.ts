import type { TextKey } from '../../texts/catalogue';
import { domainSaveSchema, fieldErrorsOf, projectConfigSaveSchema } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { linesOf } from './lines-of';

const t = (key: TextKey) => `t:${key}`;

describe('fieldErrorsOf: the server schema checks the console forms (product.md §3, §5)', () => {
  it('names each failing field of a domain record with its catalogue key', () => {
    const errors = fieldErrorsOf(
      domainSaveSchema,
      { domain: 'not a host', orgCode: '', logoUrl: 'javascript:alert(1)' },
      t,
    );
    expect(errors).toEqual({
      domain: 't:config.domain.invalid',
      orgCode: 't:config.orgCode.required',
      logoUrl: 't:config.logoUrl.invalid',
    });
  });

  it('accepts a valid record (blank optional fields are absent)', () => {
    expect(
      fieldErrorsOf(
        domainSaveSchema,
        { domain: 'a.example.com', orgCode: 'H001', copyRight: '' },
        t,
      ),
    ).toEqual({});
  });

  it('reports list items on their list, e.g. a bad port', () => {
    const config = {
      apiBases: { UC: '/uc', INTERNAL_MESSAGE: '', WEB_SOCKET: '/ws', TRANSLATE: '/translate' },
      outsideLinks: { protocols: [], domains: [], ports: ['80', '99999'] },
      modules: { MESSAGE: true, USER_BAR: true, LANG: true, DEV_NAVIGATION: true },
      customerFlags: {
        outsideChain: false,
        wanda: false,
        shuxiang: false,
        polin: false,
        kaiyuan: true,
        mazhen: false,
        ssoLogin: false,
        guolv: false,
      },
    };
    expect(fieldErrorsOf(projectConfigSaveSchema, config, t)).toEqual({
      'outsideLinks.ports': 't:config.port.invalid',
    });
  });
});

describe('linesOf', () => {
  it('splits lines and commas, dropping blanks', () => {
    expect(linesOf(' https \n\nwss, ftp ')).toEqual(['https', 'wss', 'ftp']);
  });
});
