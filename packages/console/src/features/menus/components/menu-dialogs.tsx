import { LOCALES, type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import {
  MENU_WIN_TYPES,
  menuAddSchema,
  type AdminMenuNode,
  type MenuWinType,
} from '@portico/sdk/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { MoveNodeDialog } from '../../../components/admin/move-node-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, CheckBox, TextField } from '../../../components/ui/bound-fields';
import {
  localeTextsOf,
  useLocaleTextFields,
} from '../../../components/admin/use-locale-text-fields';
import { ChoiceSelect, Field } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../lib/use-t';
import { fieldErrorsOf } from '../../applications';
import { useMenuChanges } from '../api/menus';
import { menuLabel } from '../menu-label';
import { parentChoices } from '../menu-order';

/** The form field of each locale's title. */
const TITLE_FIELDS = { 'zh-CN': 'titleZh', 'en-US': 'titleEn' } as const satisfies Record<
  Locale,
  string
>;
type TitleField = (typeof TITLE_FIELDS)[Locale];
const TITLE_LABELS: Record<Locale, TextKey> = {
  'zh-CN': 'menus.field.titleZh',
  'en-US': 'menus.field.titleEn',
};

type MenuText = 'identity' | 'name' | 'title' | 'path' | 'link' | 'icon' | 'tip' | TitleField;
const MESSAGES: Record<MenuText, TextKey> = {
  titleZh: 'applications.form.tooLong',
  titleEn: 'applications.form.tooLong',
  identity: 'menus.form.identityInvalid',
  name: 'menus.form.nameRequired',
  title: 'menus.form.titleRequired',
  path: 'menus.form.pathInvalid',
  link: 'menus.form.linkInvalid',
  icon: 'applications.form.tooLong',
  tip: 'applications.form.tooLong',
};

/** Adds a menu (under `parent`, or at the top) or edits one: every field of product.md §3. */
export function MenuFormDialog({
  appCode,
  parent,
  menu,
  onClose,
}: {
  appCode: string;
  parent?: AdminMenuNode | null;
  menu?: AdminMenuNode;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { add, update } = useMenuChanges();
  const fields = useFormFields<Record<MenuText, string>, Partial<Record<MenuText, TextKey>>>({
    identity: menu?.identity ?? '',
    name: menu?.name ?? '',
    title: menu?.title ?? '',
    path: menu?.path ?? '',
    link: menu?.link ?? '',
    icon: menu?.icon ?? '',
    tip: menu?.tip ?? '',
    titleZh: menu?.titles['zh-CN'] ?? '',
    titleEn: menu?.titles['en-US'] ?? '',
  });
  const bind = bindForm(fields, t);
  const { form, passes } = fields;
  const titleFields = useLocaleTextFields(fields, 'title', TITLE_FIELDS);
  const titleBind = bindForm(titleFields, t);
  const [winType, setWinType] = useState<MenuWinType>(menu?.winType ?? 'ROUTE');
  const [stretch, setStretch] = useState(menu?.stretch === 'T');
  // A menu no one holds shows in no shell: a submenu goes, by default, to those seeing its parent.
  const [grantLikeParent, setGrantLikeParent] = useState(true);

  const submit = () => {
    const values = {
      identity: form.identity.trim(),
      name: form.name.trim() || form.identity.trim().toLowerCase(),
      title: form.title.trim(),
      path: form.path.trim() || null,
      link: form.link.trim() || null,
      icon: form.icon.trim() || null,
      tip: form.tip.trim() || null,
      titles: localeTextsOf(form, TITLE_FIELDS),
      winType,
      stretch: stretch ? ('T' as const) : ('F' as const),
    };
    const body = {
      appCode,
      parentId: parent?.id ?? null,
      ...values,
      grantLikeParent: !!parent && grantLikeParent,
    };
    if (!passes(fieldErrorsOf(menuAddSchema, body, MESSAGES))) return;
    const done = toasts.done(onClose, t('menus.saved', { title: values.title }));
    if (menu) update.mutate({ id: menu.id, ...values }, done);
    else add.mutate(body, done);
  };

  return (
    <FormDialog
      title={t(menu ? 'menus.editTitle' : 'menus.addTitle')}
      saving={add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!menu && (
        <p className="text-xs text-slate-600">
          {t('menus.field.parent')}: {parent ? menuLabel(parent) : t('menus.top')}
        </p>
      )}
      {!menu && parent && (
        <CheckBox
          name="grantLikeParent"
          label={t('menus.field.grantLikeParent', { title: menuLabel(parent) })}
          checked={grantLikeParent}
          onChange={(event) => setGrantLikeParent(event.target.checked)}
        />
      )}
      {!menu && !parent && <p className="text-xs text-slate-600">{t('menus.topLevelGrant')}</p>}
      <div className="grid grid-cols-2 gap-3">
        <TextField bind={titleBind} name="title" label={t('menus.field.title')} required />
        <TextField bind={bind} name="identity" label={t('menus.field.identity')} required />
        <TextField bind={bind} name="name" label={t('menus.field.name')} />
        <Field label={t('menus.field.winType')}>
          <ChoiceSelect
            name="winType"
            value={winType}
            onChange={setWinType}
            values={MENU_WIN_TYPES}
            labelOf={(value) => t(`menus.winType.${value}`)}
          />
        </Field>
        <TextField bind={bind} name="path" label={t('menus.field.path')} />
        <TextField bind={bind} name="link" label={t('menus.field.link')} />
        <TextField bind={bind} name="icon" label={t('menus.field.icon')} />
        <div className="flex items-end gap-2 pb-1">
          <Switch checked={stretch} onChange={setStretch} label={t('menus.field.stretch')} />
          <span className="text-xs text-slate-600">{t('menus.field.stretch')}</span>
        </div>
      </div>
      <TextField bind={bind} name="tip" label={t('menus.field.tip')} />
      <div className="grid grid-cols-2 gap-3">
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            bind={titleBind}
            name={TITLE_FIELDS[locale]}
            label={t(TITLE_LABELS[locale])}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">{t('menus.field.titlesHint')}</p>
    </FormDialog>
  );
}

/** Moves a menu under another menu of the app (last among its children), or to the top. */
export function MoveMenuDialog({
  tree,
  menu,
  onClose,
}: {
  tree: readonly AdminMenuNode[];
  menu: AdminMenuNode;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { move } = useMenuChanges();
  return (
    <MoveNodeDialog
      id="menu-move-form"
      title={t('menus.moveTitle', { title: menuLabel(menu) })}
      topLabel={t('menus.top')}
      parentLabel={t('menus.newParent')}
      currentParentId={menu.parentId}
      choices={parentChoices(tree, menu).map(({ node, depth }) => ({
        id: node.id,
        depth,
        label: `${menuLabel(node)} (${node.identity})`,
      }))}
      saving={move.isPending}
      onMove={(parentId) =>
        move.mutate(
          { id: menu.id, parentId, index: 9999 },
          toasts.done(onClose, t('menus.moved', { title: menuLabel(menu) })),
        )
      }
      onClose={onClose}
    />
  );
}
