import { formatMessage, USER_CODE_MAX_LENGTH } from '@portico/sdk/internal';
import { type AdminUserDetail } from '@portico/sdk/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { useSaveUser, useUserDetail } from '../api/users';
import {
  EMPTY_USER_FORM,
  toAddRequest,
  toUpdateRequest,
  userToForm,
  validateUserForm,
  type OrgRef,
  type UserForm,
  type UserFormErrors,
} from '../user-form';
import { DepartmentChooserField } from './department-chooser';
import { ProjectionsPanel } from './projections-panel';
import { SignInUnitsPanel } from './sign-in-units-panel';
import { UserTabs, type UserTab } from './user-tabs';
import { UserTagsPanel } from './user-tags-panel';

export interface UserFormDialogProps {
  /** The user to edit (its id); absent: a new user of `unit`. */
  userId?: string;
  unit?: OrgRef | null;
  /** The unit is fixed (the unit's own user list). */
  unitFixed?: boolean;
  onClose: () => void;
}

/** Add or edit a user: every field of product.md §3 "User" the server takes. */
export function UserFormDialog({ userId, unit, unitFixed, onClose }: UserFormDialogProps) {
  const t = useT();
  const detail = useUserDetail(userId ?? null);
  const title = t(userId ? 'users.edit' : 'users.add');
  if (userId && !detail.data) {
    return (
      <Modal title={title} width={MODAL_WIDTH.detail} onClose={onClose}>
        <p className="p-4 text-xs text-slate-500">
          {detail.error ? detail.error.message : t('common.loading')}
        </p>
      </Modal>
    );
  }
  return (
    <UserFormBody
      title={title}
      user={detail.data}
      unit={unit ?? null}
      unitFixed={unitFixed}
      onClose={onClose}
    />
  );
}

function UserFormBody({
  title,
  user,
  unit,
  unitFixed,
  onClose,
}: {
  title: string;
  user?: AdminUserDetail;
  unit: OrgRef | null;
  unitFixed?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const mode = user ? 'edit' : 'add';
  const { form, errors, set, setErrors } = useFormFields<UserForm, UserFormErrors>(() =>
    user ? userToForm(user) : { ...EMPTY_USER_FORM, unit },
  );
  const save = useSaveUser();
  const error = (key: keyof UserForm) =>
    errors[key] ? formatMessage(errors[key], portico.i18n.t) : null;
  const text = (
    key: 'userCode' | 'name' | 'mobile' | 'email' | 'idcard' | 'address' | 'pmsAccount',
  ) =>
    ({
      name: key,
      value: form[key],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    }) as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(form, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(user ? { update: toUpdateRequest(form, user) } : { add: toAddRequest(form) }, {
      onSuccess: (saved) => {
        notify(t('users.saved', { code: saved.userCode }), 'success');
        onClose();
      },
      onError: (failure) => notify(failure.message, 'error'),
    });
  };

  const formId = 'user-form';
  const idPrefix = useId();
  // The relation tabs save on their own; the basic form keeps its edits while hidden.
  const [tab, setTab] = useState<UserTab>('basic');
  const panel = (name: UserTab) =>
    ({
      role: 'tabpanel',
      id: `${idPrefix}-panel-${name}`,
      'aria-labelledby': `${idPrefix}-tab-${name}`,
    }) as const;
  return (
    <Modal
      title={title}
      width={MODAL_WIDTH.detail}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t(tab === 'basic' ? 'common.cancel' : 'common.close')}</Button>
          {tab === 'basic' && (
            <Button type="submit" form={formId} variant="primary" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      {user && (
        <UserTabs
          tabs={['basic', 'units', 'projections', 'tags']}
          value={tab}
          onChange={setTab}
          idPrefix={idPrefix}
        />
      )}
      {user && tab === 'units' && (
        <div {...panel('units')}>
          <SignInUnitsPanel user={user} />
        </div>
      )}
      {user && tab === 'tags' && (
        <div {...panel('tags')}>
          <UserTagsPanel user={user} />
        </div>
      )}
      {user && tab === 'projections' && (
        <div {...panel('projections')}>
          <ProjectionsPanel user={user} />
        </div>
      )}
      <form
        {...(user ? panel('basic') : {})}
        // After the panel's attributes: the footer's submit button finds the form by this id.
        id={formId}
        noValidate
        onSubmit={submit}
        className={tab === 'basic' ? 'grid grid-cols-2 gap-3' : 'hidden'}
      >
        <Field
          label={t('field.user.userCode')}
          required
          error={error('userCode')}
          hint={
            mode === 'add' ? t('users.form.codeHint', { max: USER_CODE_MAX_LENGTH }) : undefined
          }
        >
          <TextInput
            {...text('userCode')}
            disabled={mode === 'edit'}
            maxLength={USER_CODE_MAX_LENGTH + 1}
            autoFocus={mode === 'add'}
          />
        </Field>
        <Field label={t('field.user.name')} required error={error('name')}>
          <TextInput {...text('name')} maxLength={100} />
        </Field>
        <Field label={t('users.unit')} required={mode === 'add'} error={error('unit')}>
          <OrgChooserField
            kind="unit"
            value={form.unit}
            clearable={false}
            disabled={mode === 'edit' || unitFixed}
            onChange={(value) => {
              set('unit', value);
              // Departments belong to a unit: another unit's choice would be refused.
              set('department', null);
            }}
          />
        </Field>
        {mode === 'add' ? (
          <Field
            label={t('users.form.initialPassword')}
            required
            error={error('password')}
            hint={t('users.form.passwordHint')}
          >
            <TextInput
              type="password"
              name="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => set('password', event.target.value)}
            />
          </Field>
        ) : (
          <div className="flex flex-col gap-1">
            <span className="text-xs text-slate-600">{t('field.user.wechat')}</span>
            <WechatStatus user={user!} />
          </div>
        )}
        <Field label={t('field.user.email')} required={mode === 'add'} error={error('email')}>
          <TextInput {...text('email')} type="email" maxLength={254} />
        </Field>
        <Field label={t('field.user.mobile')} error={error('mobile')}>
          <TextInput {...text('mobile')} maxLength={32} />
        </Field>
        <Field label={t('field.user.idcard')} error={error('idcard')}>
          <TextInput {...text('idcard')} maxLength={18} />
        </Field>
        <Field label={t('field.user.sex')}>
          <Select
            name="sex"
            value={form.sex}
            onChange={(event) => set('sex', event.target.value as UserForm['sex'])}
            options={[
              { value: '', label: '—' },
              { value: 'male', label: t('common.male') },
              { value: 'female', label: t('common.female') },
            ]}
          />
        </Field>
        <Field label={t('field.user.birth')}>
          <TextInput
            type="date"
            name="birth"
            value={form.birth}
            onChange={(event) => set('birth', event.target.value)}
          />
        </Field>
        <Field label={t('field.user.expireTime')} hint={t('users.form.expireHint')}>
          <TextInput
            type="date"
            name="expireTime"
            value={form.expireTime}
            onChange={(event) => set('expireTime', event.target.value)}
          />
        </Field>
        <Field label={t('field.user.address')} className="col-span-2">
          <TextInput {...text('address')} maxLength={200} />
        </Field>
        <Field label={t('field.user.depart')}>
          <DepartmentChooserField
            unitId={form.unit?.id ?? null}
            value={form.department}
            onChange={(value) => set('department', value)}
          />
        </Field>
        <Field label={t('field.user.pmsAccount')}>
          <TextInput {...text('pmsAccount')} maxLength={64} />
        </Field>
        <div className="col-span-2 flex items-end gap-6 pb-1 text-xs text-slate-600">
          <label className="flex items-center gap-2">
            <Switch
              checked={form.isSupplierAdmin}
              label={t('field.user.supplierAdmin')}
              onChange={(on) => set('isSupplierAdmin', on)}
            />
            {t('field.user.supplierAdmin')}
          </label>
          <label className="flex items-center gap-2">
            <Switch
              checked={form.useDeptRole}
              label={t('field.user.useDepartRole')}
              onChange={(on) => set('useDeptRole', on)}
            />
            {t('field.user.useDepartRole')}
          </label>
        </div>
      </form>
    </Modal>
  );
}

/** WeChat binding is the user's own doing (user bar): shown, never changed here. */
function WechatStatus({ user }: { user: AdminUserDetail }) {
  const t = useT();
  return (
    <div className="flex h-7 items-center gap-2">
      <StatusBadge tone={user.wechatBound === 'T' ? 'green' : 'slate'}>
        {t(user.wechatBound === 'T' ? 'users.wechat.bound' : 'users.wechat.unbound')}
      </StatusBadge>
      <StatusBadge tone={user.wechatFollowed === 'T' ? 'green' : 'slate'}>
        {t(user.wechatFollowed === 'T' ? 'users.wechat.followed' : 'users.wechat.notFollowed')}
      </StatusBadge>
    </div>
  );
}
