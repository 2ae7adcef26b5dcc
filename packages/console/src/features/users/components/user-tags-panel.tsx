import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { AdminUserDetail, ManagedTag } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { useSaveUserTags, useUnitTags, useUserTags } from '../api/user-tags';

/** A tag as a chip, in its own colour when it has one (product.md §3 "tags"). */
function TagChip({ tag }: { tag: ManagedTag }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-800 ring-1 ring-slate-300 ring-inset"
      style={tag.color ? { boxShadow: `inset 3px 0 0 ${tag.color}` } : undefined}
    >
      {tag.name}
    </span>
  );
}

/**
 * The managed tags a user carries (api-contract.md §7.4 POST /userManagedTag): the chips as
 * saved, then every tag of the user's unit to tick; saving sets exactly the ticked ones.
 */
export function UserTagsPanel({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const toasts = useMutationToasts();
  const mine = useUserTags(user.id);
  const offered = useUnitTags(user.unitId);
  const save = useSaveUserTags(user.id);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  if (mine.error || offered.error) {
    return (
      <p role="alert" className="text-xs text-red-600">
        {(mine.error ?? offered.error)!.message}
      </p>
    );
  }
  if (!mine.data || !offered.data) {
    return <p className="text-xs text-slate-500">{t('common.loading')}</p>;
  }
  const ticked = chosen ?? new Set(mine.data.map((tag) => tag.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby="user-tags-current">
        <h3 id="user-tags-current" className="mb-1 text-xs font-semibold text-slate-700">
          {t('users.tags.current')}
        </h3>
        {mine.data.length === 0 ? (
          <p className="text-xs text-slate-500">{t('users.tags.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {mine.data.map((tag) => (
              <li key={tag.id}>
                <TagChip tag={tag} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <fieldset className="rounded border border-slate-200 p-2">
        <legend className="px-1 text-xs font-semibold text-slate-700">
          {t('users.tags.choose')}
        </legend>
        {offered.data.length === 0 ? (
          <p className="text-xs text-slate-500">{t('users.tags.unitHasNone')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {offered.data.map((tag) => (
              <label
                key={tag.id}
                className="flex cursor-pointer items-center gap-1.5 rounded border border-slate-200 px-2 py-1 text-xs text-slate-700 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="checkbox"
                  checked={ticked.has(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
                {tag.name}
                <span className="text-slate-600">{tag.code}</span>
              </label>
            ))}
          </div>
        )}
        <div className="mt-2 flex justify-end">
          <Button
            disabled={!chosen}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { userId: user.id, tagIds: [...ticked] },
                toasts.done(() => setChosen(null), t('users.tags.saved', { code: user.userCode })),
              )
            }
          >
            {t('common.save')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
