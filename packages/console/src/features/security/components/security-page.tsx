import type { SecurityExceptionKind } from '@portico/sdk/contract';
import { AdminPage } from '../../../components/admin/admin-page';
import { UnitScopeField, useScopeUnit } from '../../../components/admin/unit-scope-field';
import { useT } from '../../../lib/use-t';
import { UpstreamIdpLink } from '../../oidc';
import { useSecuritySettings } from '../api/security-settings';
import { ExceptionUsers } from './exception-users';
import { IpWhitelistPanel } from './ip-whitelist-panel';
import { LockScreenPanel } from './lock-screen-panel';
import { MfaPolicyPanel } from './mfa-policy-panel';
import { SettingSwitch } from './setting-switch';

export type SecuritySection = 'ipWhite' | 'sms' | 'lockScreen' | 'repeatLogin';

/** The exception kind each screen edits; the lock screen honours only 'ALL' (login-result.ts). */
const EXCEPTION_KIND: Record<SecuritySection, SecurityExceptionKind> = {
  ipWhite: 'IP',
  sms: 'SMS',
  lockScreen: 'ALL',
  repeatLogin: 'REPEAT_LOGIN',
};

/**
 * /safety/{ipWhite,sms,lockScreen,repeatLogin} (product.md §2.5, §6): one setting of the chosen
 * unit and its exception users; /safety/sms is "Sign-in factors", the second-factor policy with
 * the SMS validation. The server enforces each at the next sign-in.
 */
export function SecurityPage({ section }: { section: SecuritySection }) {
  const t = useT();
  const [unit, setUnit] = useScopeUnit();
  const settings = useSecuritySettings(unit?.id ?? null);
  const data = settings.data;

  return (
    <AdminPage title={t(`route.safety.${section}`)} actions={<UpstreamIdpLink />}>
      <UnitScopeField label={t('security.unit')} value={unit} onChange={setUnit} />
      {settings.isError && (
        <p role="alert" className="text-xs text-red-600">
          {settings.error.message}
        </p>
      )}
      {!data && settings.isFetching && (
        <p className="text-xs text-slate-600">{t('common.loading')}</p>
      )}
      {data && (
        // Keyed by unit so that forms restart with the other unit's values.
        <div key={data.unitId} className="flex flex-col gap-3">
          {section === 'ipWhite' && <IpWhitelistPanel settings={data} />}
          {section === 'sms' && (
            <>
              {/* Sign-in factors: the second-factor policy, then the SMS validation it counts. */}
              <MfaPolicyPanel unitId={data.unitId} />
              <SettingSwitch
                settings={data}
                field="smsValidation"
                label={t('security.sms.switch')}
                hint={t('security.sms.hint')}
              />
            </>
          )}
          {section === 'lockScreen' && <LockScreenPanel settings={data} />}
          {section === 'repeatLogin' && (
            <SettingSwitch
              settings={data}
              field="repeatLogin"
              label={t('security.repeatLogin.switch')}
              hint={t('security.repeatLogin.hint')}
            />
          )}
          <ExceptionUsers settings={data} kind={EXCEPTION_KIND[section]} />
        </div>
      )}
    </AdminPage>
  );
}
