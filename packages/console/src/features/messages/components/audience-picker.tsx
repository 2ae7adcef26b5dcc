import { Button } from '@portico/elements/ui';
import { useState, type ReactNode } from 'react';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { Select, TextInput } from '../../../components/ui/form-controls';
import { useDebounced } from '../../../components/ui/use-debounced';
import { useT } from '../../../lib/use-t';
import { useAudienceUnits, useUnitDepartments, useUnitRoles, useUnitUsers } from '../api/directory';
import { addEntry, entryKey, type AudienceEntry } from '../compose-form';

export interface AudiencePickerProps {
  value: readonly AudienceEntry[];
  onChange: (value: AudienceEntry[]) => void;
  /** Shown under the chips: how many people it reaches, or the error. */
  footer: ReactNode;
  errorId?: string;
}

/**
 * The audience from the audience directory: a unit (the session's by default, any other the
 * caller may publish to, found by code or name), then the whole unit (with or without its children), one
 * of its departments, roles or users; the entries gather as chips, in any mix.
 */
export function AudiencePicker({ value, onChange, footer, errorId }: AudiencePickerProps) {
  const t = useT();
  const sessionUnit = useSessionUnit();
  const [unitSearch, setUnitSearch] = useState('');
  const unitKeyword = useDebounced(unitSearch);
  const units = useAudienceUnits(unitKeyword.trim());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const reachable = units.data ?? [];
  const chosen = reachable.find((u) => u.id === (chosenId ?? sessionUnit?.id)) ?? reachable[0];
  const unit = chosen ? { id: chosen.id, code: chosen.code, name: chosen.name } : null;
  const unitId = unit?.id ?? null;
  const [withChildren, setWithChildren] = useState(false);
  const [department, setDepartment] = useState('');
  const [role, setRole] = useState('');
  const [user, setUser] = useState('');
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search);
  const departments = useUnitDepartments(unitId);
  const roles = useUnitRoles(unitId);
  const users = useUnitUsers(unitId, keyword.trim());
  const add = (entry: AudienceEntry) => onChange(addEntry(value, entry));
  const pick = (label: string) => [{ value: '', label }];

  const kindLabel = (entry: AudienceEntry) =>
    entry.kind === 'unit'
      ? t(entry.withSubUnits ? 'announce.audience.kind.unitTree' : 'announce.audience.kind.unit')
      : t(`announce.audience.kind.${entry.kind}`);

  return (
    <div className="flex flex-col gap-2" aria-describedby={errorId}>
      <div className="grid grid-cols-[8rem_1fr_auto] items-center gap-2 text-xs">
        <label htmlFor="audience-unit" className="text-slate-600">
          {t('announce.audience.from')}
        </label>
        <div className="flex gap-1">
          <TextInput
            aria-label={t('announce.audience.unitSearch')}
            placeholder={t('announce.audience.unitSearch')}
            value={unitSearch}
            onChange={(e) => setUnitSearch(e.target.value)}
            className="max-w-[12rem]"
          />
          <Select
            id="audience-unit"
            value={unitId ?? ''}
            onChange={(e) => {
              setChosenId(e.target.value);
              setDepartment('');
              setRole('');
              setUser('');
            }}
            options={reachable.map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }))}
          />
        </div>
        <span />

        <span className="text-slate-600">{t('announce.audience.unit')}</span>
        <label className="flex items-center gap-1 text-slate-700">
          <input
            type="checkbox"
            checked={withChildren}
            onChange={(e) => setWithChildren(e.target.checked)}
          />
          {t('announce.audience.withChildren')}
        </label>
        <Button
          disabled={!unit}
          aria-label={`${t('announce.audience.add')}: ${t('announce.audience.unit')}`}
          onClick={() =>
            unit &&
            add({ kind: 'unit', unitCode: unit.code, name: unit.name, withSubUnits: withChildren })
          }
        >
          {t('announce.audience.add')}
        </Button>

        <label htmlFor="audience-department" className="text-slate-600">
          {t('announce.audience.department')}
        </label>
        <Select
          id="audience-department"
          value={department}
          onChange={(e) => setDepartment(e.target.value)}
          options={[
            ...pick(t('announce.audience.pick')),
            ...(departments.data ?? []).map((d) => ({
              value: d.id,
              label: `${d.label} (${d.code})`,
            })),
          ]}
        />
        <Button
          disabled={!department || !unit}
          aria-label={`${t('announce.audience.add')}: ${t('announce.audience.department')}`}
          onClick={() => {
            const found = departments.data?.find((d) => d.id === department);
            if (found && unit)
              add({
                kind: 'department',
                unitCode: unit.code,
                code: found.code,
                name: found.label.trim(),
              });
          }}
        >
          {t('announce.audience.add')}
        </Button>

        <label htmlFor="audience-role" className="text-slate-600">
          {t('announce.audience.role')}
        </label>
        <Select
          id="audience-role"
          value={role}
          onChange={(e) => setRole(e.target.value)}
          options={[
            ...pick(t('announce.audience.pick')),
            ...(roles.data ?? []).map((r) => ({
              value: r.id,
              label: `${r.name} (${r.code})`,
            })),
          ]}
        />
        <Button
          disabled={!role}
          aria-label={`${t('announce.audience.add')}: ${t('announce.audience.role')}`}
          onClick={() => {
            const found = roles.data?.find((r) => r.id === role);
            if (found)
              add({ kind: 'role', unitCode: found.unitCode, code: found.code, name: found.name });
          }}
        >
          {t('announce.audience.add')}
        </Button>

        <label htmlFor="audience-user" className="text-slate-600">
          {t('announce.audience.user')}
        </label>
        <div className="flex gap-1">
          <TextInput
            aria-label={t('announce.audience.userSearch')}
            placeholder={t('announce.audience.userSearch')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="max-w-[12rem]"
          />
          <Select
            id="audience-user"
            value={user}
            onChange={(e) => setUser(e.target.value)}
            options={[
              ...pick(t('announce.audience.pick')),
              ...(users.data ?? []).map((u) => ({
                value: u.id,
                label: `${u.name} (${u.code})`,
              })),
            ]}
          />
        </div>
        <Button
          disabled={!user}
          aria-label={`${t('announce.audience.add')}: ${t('announce.audience.user')}`}
          onClick={() => {
            const found = users.data?.find((u) => u.id === user);
            if (found)
              add({ kind: 'user', unitCode: found.unitCode, code: found.code, name: found.name });
          }}
        >
          {t('announce.audience.add')}
        </Button>
      </div>

      {value.length === 0 ? (
        <p className="text-xs text-slate-500">{t('announce.audience.empty')}</p>
      ) : (
        <ul aria-label={t('announce.audience')} className="flex flex-wrap gap-1">
          {value.map((entry) => {
            const name = entry.kind === 'unit' ? entry.name : `${entry.name}`;
            return (
              <li
                key={entryKey(entry)}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-2 pe-1 text-xs text-brand-900 ring-1 ring-brand-100"
              >
                <span className="text-slate-500">{kindLabel(entry)}</span>
                <span>
                  {name} · {entry.unitCode}
                </span>
                <button
                  type="button"
                  aria-label={t('announce.audience.remove', { name })}
                  className="rounded-full px-1 text-slate-500 hover:bg-white hover:text-red-600"
                  onClick={() => onChange(value.filter((e) => entryKey(e) !== entryKey(entry)))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {footer}
    </div>
  );
}
