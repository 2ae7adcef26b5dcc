import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { BackToLoginLink, PageNotice } from '../../../features/auth/components/page-notice';
import { SubmitButton } from '../../../features/auth/components/submit-button';
import { TextField } from '../../../features/auth/components/text-field';
import {
  usePermissionCheck,
  type PermissionKind,
} from '../../../features/auth/api/check-permission';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { StandaloneLayout } from './standalone-layout';

/**
 * Form permission validation (product.md §2.5): whether the signed-in user holds the report or
 * form named by `?identity=` (and optionally `&appCode=`), answered by /resource/report or
 * /resource/menu (api-contract.md §7.6). The spec shows no more, so the page also lets the
 * user type another code.
 */
function PermissionCheckPage({ kind }: { kind: PermissionKind }) {
  useSignals();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const identity = (params.get('identity') ?? params.get('code') ?? '').trim();
  const appCode = (params.get('appCode') ?? '').trim();
  const [draft, setDraft] = useState({ identity, appCode });
  const [missing, setMissing] = useState(false);
  const info = portico.session.info.value;
  const signedIn = Boolean(portico.session.token.value && info);
  const check = usePermissionCheck(
    { kind, identity, appCode },
    `${info?.unitCode}/${info?.userCode}`,
    signedIn && identity !== '',
  );
  const kindName =
    kind === 'report' ? t('page.validation.kindReport') : t('page.validation.kindForm');

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { identity: draft.identity.trim(), appCode: draft.appCode.trim() };
    setMissing(next.identity === '');
    if (!next.identity) return;
    setParams(next.appCode ? next : { identity: next.identity });
  }

  return (
    <StandaloneLayout
      title={kind === 'report' ? t('page.validation.report') : t('page.validation.form')}
    >
      <p className="mb-5 text-sm text-slate-500">
        {kind === 'report' ? t('page.validation.reportHint') : t('page.validation.formHint')}
      </p>
      {!signedIn || !info ? (
        <div className="space-y-4" data-testid="permission-sign-in">
          <PageNotice tone="warning">{t('page.validation.signInFirst')}</PageNotice>
          <BackToLoginLink />
        </div>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">
            {t('page.validation.signedInAs', { userCode: info.userCode, unitName: info.unitName })}
          </p>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              idPrefix="permission"
              name="identity"
              label={t('page.validation.identity')}
              value={draft.identity}
              onChange={(value) => setDraft((d) => ({ ...d, identity: value }))}
              error={missing ? t('page.validation.identityRequired') : null}
            />
            <TextField
              idPrefix="permission"
              name="appCode"
              label={t('page.validation.appCode')}
              value={draft.appCode}
              onChange={(value) => setDraft((d) => ({ ...d, appCode: value }))}
            />
            <SubmitButton>{t('page.validation.check')}</SubmitButton>
          </form>
          {identity && (
            <div aria-live="polite" data-testid="permission-result">
              {check.isPending && <p className="text-slate-500">{t('page.validation.checking')}</p>}
              {check.isError && (
                <PageNotice tone="error" role="alert">
                  {t('page.validation.failed', { reason: check.error.message })}
                </PageNotice>
              )}
              {check.data?.granted === true && (
                <PageNotice tone="success" data-granted="true">
                  {t('page.validation.granted', {
                    kind: kindName,
                    name: check.data.name,
                    identity: check.data.identity,
                    appCode: check.data.appCode,
                  })}
                </PageNotice>
              )}
              {check.data?.granted === false && (
                <PageNotice tone="error" as="div" data-granted="false">
                  <p className="font-medium">{t('sso.noPermission')}</p>
                  <p className="text-sm">
                    {t('page.validation.denied', { kind: kindName, identity })}
                  </p>
                </PageNotice>
              )}
            </div>
          )}
        </div>
      )}
    </StandaloneLayout>
  );
}

/** /validationShuxiang: a form (menu page) permission. */
export function ValidationShuxiangRoute() {
  return <PermissionCheckPage kind="form" />;
}

/** /validationReport: a report permission. */
export function ValidationReportRoute() {
  return <PermissionCheckPage kind="report" />;
}
