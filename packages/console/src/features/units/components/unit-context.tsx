import { Badge } from '@portico/elements/ui';
import { useSearchParams, Link } from 'react-router';
import { adminHref } from '../../../components/admin/admin-paths';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { useT } from '../../../lib/use-t';
import { useUnit } from '../api/get-unit';

/** The unit a unit page is about: `?unitId=`, else the session's unit. */
export function useUnitIdFromQuery(): string | null {
  const [params] = useSearchParams();
  const sessionUnit = useSessionUnit();
  return params.get('unitId') || sessionUnit?.id || null;
}

/** The line under a unit page's title: which unit, its type and state, and the way back. */
export function UnitSubtitle({ unitId }: { unitId: string | null }) {
  const t = useT();
  const unit = useUnit(unitId);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={adminHref('/unit/unitList')} className="text-brand-700 hover:underline">
        {t('route.unit.unitList')}
      </Link>
      <span aria-hidden="true">/</span>
      {unit.data ? (
        <>
          <span data-testid="unit-subtitle">
            {unit.data.descript} ({unit.data.code}) · {t(`unit.type.${unit.data.type}`)}
          </span>
          {unit.data.status === 'disabled' && <Badge tone="danger">{t('common.disabled')}</Badge>}
        </>
      ) : unit.isError ? (
        <span role="alert" className="text-red-600">
          {unit.error.message}
        </span>
      ) : (
        <span>{t('common.loading')}</span>
      )}
    </span>
  );
}
