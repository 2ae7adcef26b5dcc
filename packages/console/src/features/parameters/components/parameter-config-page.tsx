import { AdminPage } from '../../../components/admin/admin-page';
import { UnitScopeField, useScopeUnit } from '../../../components/admin/unit-scope-field';
import { useT } from '../../../lib/use-t';
import { useUnitParameters } from '../api/password-strategy';
import { PASSWORD_STRATEGY } from '../strategy-form';
import { PasswordStrategyForm } from './password-strategy-form';

/**
 * /config/parameter-config (product.md §2.5, §5): the chosen unit's password strategy. Other
 * parameters live on the unit parameter page (/unit/unit-params).
 */
export function ParameterConfigPage() {
  const t = useT();
  const [unit, setUnit] = useScopeUnit();
  const params = useUnitParameters(unit?.id ?? null);
  const row = params.data?.find((p) => p.code === PASSWORD_STRATEGY);

  return (
    <AdminPage title={t('route.config.parameterConfig')}>
      <UnitScopeField label={t('security.unit')} value={unit} onChange={setUnit} />
      {params.isError && (
        <p role="alert" className="text-xs text-red-600">
          {params.error.message}
        </p>
      )}
      {!params.data && params.isFetching && (
        <p className="text-xs text-slate-600">{t('common.loading')}</p>
      )}
      {unit && params.data && (
        // Keyed by unit and stored rule, so the form restarts from what the server now holds.
        <PasswordStrategyForm key={`${unit.id}:${row?.value ?? ''}`} unitId={unit.id} row={row} />
      )}
      <p className="text-xs text-slate-600">{t('parameterConfig.otherParams')}</p>
    </AdminPage>
  );
}
