import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { AdminUserDetail } from '@portico/sdk/contract';
import { useState } from 'react';
import { Badge, Button } from '@portico/elements/ui';
import { CheckBox } from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { useAreas, useSaveRelations, useUnitsOfType } from '../api/user-relations';
import { chosenAreaIds, loginUnitIds } from '../user-relations';

/**
 * The units a user may sign in to besides the home unit (api-contract.md §7.4
 * saveUserZoneInfo, saveUserCompanyInfo, saveUserSupplier; product.md §6): the relations as they
 * are, then zones (every hotel of an area), companies and suppliers, each saved on its own.
 */
export function SignInUnitsPanel({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const hotels = useUnitsOfType('HOTEL');
  const companies = useUnitsOfType('COMPAN');
  const suppliers = useUnitsOfType('SUPPLI');
  const areas = useAreas();
  const save = useSaveRelations();
  const done = useMutationToasts().done(undefined, t('users.rel.saved', { code: user.userCode }));
  const units = (list: typeof companies) =>
    (list.data?.datas ?? []).map((u) => ({ id: u.id, label: `${u.descript} (${u.code})` }));

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="user-rel-current">
        <h3 id="user-rel-current" className="mb-1 text-xs font-semibold text-slate-700">
          {t('users.rel.current')}
        </h3>
        {user.units.length === 0 ? (
          <p className="text-xs text-slate-500">{t('users.rel.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {user.units.map((r) => (
              <li key={r.unitId}>
                <Badge tone={r.canLogin === 'T' ? 'success' : 'neutral'}>
                  {[
                    `${r.unitName} (${r.unitCode})`,
                    r.isAdmin === 'T' ? t('users.rel.admin') : null,
                    r.canLogin === 'T' ? null : t('users.rel.noLogin'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      {hotels.data && areas.data && (
        <ChoiceSection
          title={t('users.rel.zones')}
          hint={t('users.rel.zonesHint')}
          options={areas.data.datas.map((a) => ({ id: a.id, label: `${a.descript} (${a.code})` }))}
          initial={chosenAreaIds(hotels.data.datas, user.units)}
          saving={save.isPending && save.variables?.call === 'saveZones'}
          onSave={(ids) =>
            save.mutate({ call: 'saveZones', body: { userId: user.id, areaIds: ids } }, done)
          }
        />
      )}
      {companies.data && (
        <ChoiceSection
          title={t('users.rel.companies')}
          options={units(companies)}
          initial={loginUnitIds(companies.data.datas, user.units)}
          saving={save.isPending && save.variables?.call === 'saveCompanies'}
          onSave={(ids) =>
            save.mutate({ call: 'saveCompanies', body: { userId: user.id, unitIds: ids } }, done)
          }
        />
      )}
      {suppliers.data && (
        <ChoiceSection
          title={t('users.rel.suppliers')}
          options={units(suppliers)}
          initial={loginUnitIds(suppliers.data.datas, user.units)}
          saving={save.isPending && save.variables?.call === 'saveSupplier'}
          onSave={(ids) =>
            save.mutate({ call: 'saveSupplier', body: { userId: user.id, unitIds: ids } }, done)
          }
        />
      )}
    </div>
  );
}

/** A titled group of checkboxes with its own save button. */
function ChoiceSection({
  title,
  hint,
  options,
  initial,
  saving,
  onSave,
}: {
  title: string;
  hint?: string;
  options: { id: string; label: string }[];
  initial: ReadonlySet<string>;
  saving: boolean;
  onSave: (ids: string[]) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <fieldset className="rounded border border-slate-200 p-2">
      <legend className="px-1 text-xs font-semibold text-slate-700">{title}</legend>
      {hint && <p className="mb-1 text-[11px] text-slate-500">{hint}</p>}
      {options.length === 0 ? (
        <p className="text-xs text-slate-500">{t('common.noData')}</p>
      ) : (
        <div className="grid max-h-32 grid-cols-2 gap-x-4 gap-y-1 overflow-auto">
          {options.map((option) => (
            <CheckBox
              key={option.id}
              label={option.label}
              checked={chosen.has(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
          ))}
        </div>
      )}
      <div className="mt-2 flex justify-end">
        <Button loading={saving} onClick={() => onSave([...chosen])}>
          {t('common.save')}
        </Button>
      </div>
    </fieldset>
  );
}
