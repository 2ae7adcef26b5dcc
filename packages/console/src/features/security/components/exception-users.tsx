import type { AdminUser, SecurityExceptionKind, UnitSecuritySettings } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { TextInput } from '../../../components/ui/form-controls';
import { IconButton } from '../../../components/ui/icon-button';
import { useDebounced } from '../../../components/ui/use-debounced';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';
import { searchUnitUsers } from '../api/unit-users';

/**
 * The exception users of one rule of the unit (product.md §2.5 /safety: "exception users"): they
 * are exempt from it at sign-in. Adding searches the unit's users; each change saves the list.
 */
export function ExceptionUsers({
  settings,
  kind,
}: {
  settings: UnitSecuritySettings;
  kind: SecurityExceptionKind;
}) {
  const t = useT();
  const { saveExceptions } = useSecurityChanges(settings.unitId);
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const current = settings.exceptions.filter((e) => e.kind === kind);
  const ids = current.map((e) => e.userId);
  const found = useQuery({
    queryKey: ['security', 'exceptionSearch', settings.unitId, search],
    queryFn: () => searchUnitUsers(settings.unitId, search),
    enabled: search.length > 0,
  });
  const change = (userIds: string[]) =>
    saveExceptions.mutate(
      { kind, userIds },
      {
        onSuccess: () => notify(t('security.saved'), 'success'),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  const candidates = (found.data?.datas ?? []).filter((u: AdminUser) => !ids.includes(u.id));

  return (
    <Panel label={t('security.exceptions.title')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-800">
        {t(kind === 'ALL' ? 'security.exceptions.all' : 'security.exceptions.title')}
      </h2>
      <p className="text-xs text-slate-600">{t('security.exceptions.hint')}</p>
      {current.length === 0 ? (
        <p className="text-xs text-slate-500">{t('security.exceptions.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" data-testid={`exceptions-${kind}`}>
          {current.map((user) => (
            <li
              key={user.userId}
              className="flex items-center gap-1 rounded bg-slate-100 py-0.5 pr-0.5 pl-2 text-xs"
            >
              {user.name} ({user.userCode})
              <IconButton
                icon="clear"
                label={t('security.exceptions.removeOne', { code: user.userCode })}
                loading={saveExceptions.isPending}
                onClick={() => change(ids.filter((id) => id !== user.userId))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex max-w-md flex-col gap-1">
        <TextInput
          aria-label={t('security.exceptions.add')}
          placeholder={t('security.exceptions.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        {candidates.length > 0 && (
          <ul className="rounded border border-slate-200 bg-white text-xs">
            {candidates.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className="w-full cursor-pointer px-2 py-1 text-left hover:bg-brand-50"
                  onClick={() => {
                    change([...ids, user.id]);
                    setKeyword('');
                  }}
                >
                  {user.name} ({user.userCode})
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
