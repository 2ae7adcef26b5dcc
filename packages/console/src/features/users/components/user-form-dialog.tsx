import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { formatMessage, USER_CODE_MAX_LENGTH } from '@portico/sdk/internal';
import { type AdminUserDetail } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { useFormFields } from '../../../components/admin/use-form-fields';
import {
  bindForm,
  NEW_PASSWORD,
  SelectField,
  TextField,
  TextFields,
  type TextFieldSpec,
} from '../../../components/ui/bound-fields';
import { Field } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
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
import { ResetMfaButton } from './reset-mfa-button';
import { SignInUnitsPanel } from './sign-in-units-panel';
import { UserTabs, type UserTab } from './user-tabs';
import { UserSessionsPanel } from './user-sessions-panel';
import { UserTagsPanel } from './user-tags-panel';

export interface UserFormDialogProps {
  /** The user to edit (its id); absent: a new user of `unit`. */
  userId?: string;
  unit?: OrgRef | null;
  /** The unit is fixed (the unit's own user list). */
  unitFixed?: boolean;
  onClose: () => void;
}

const INITIAL_PASSWORD: TextFieldSpec<UserForm>[] = [
  {
    name: 'password',
    label: 'users.form.initialPassword',
    hint: 'users.form.passwordHint',
    required: true,
    ...NEW_PASSWORD,
  },
];
const CONTACT: TextFieldSpec<UserForm>[] = [
  { name: 'email', label: 'field.user.email', type: 'email', maxLength: 254 },
  { name: 'mobile', label: 'field.user.mobile', maxLength: 32 },
  { name: 'idcard', label: 'field.user.idcard', maxLength: 18 },
];
const DATES_AND_ADDRESS: TextFieldSpec<UserForm>[] = [
  { name: 'birth', label: 'field.user.birth', type: 'date' },
  {
    name: 'expireTime',
    label: 'field.user.expireTime',
    hint: 'users.form.expireHint',
    type: 'date',
  },
  { name: 'address', label: 'field.user.address', className: 'col-span-2', maxLength: 200 },
];

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
  const toasts = useMutationToasts();
  const mode = user ? 'edit' : 'add';
  const { form, errors, set, passes } = useFormFields<UserForm, UserFormErrors>(() =>
    user ? userToForm(user) : { ...EMPTY_USER_FORM, unit },
  );
  const save = useSaveUser();
  const bind = bindForm({ form, errors, set }, (message) => formatMessage(message, t));
  const error = bind.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passes(validateUserForm(form, mode))) return;
    save.mutate(
      user ? { update: toUpdateRequest(form, user) } : { add: toAddRequest(form) },
      toasts.done(onClose, (saved) => t('users.saved', { code: saved.userCode })),
    );
  };

  const formId = 'user-form';
  // The relation tabs save on their own; the basic form keeps its edits while hidden.
  const [tab, setTab] = useState<UserTab>('basic');
  const basic = (
    <form id={formId} noValidate onSubmit={submit} className="grid grid-cols-2 gap-3">
      <TextField
        bind={bind}
        name="userCode"
        label={t('field.user.userCode')}
        required
        hint={mode === 'add' ? t('users.form.codeHint', { max: USER_CODE_MAX_LENGTH }) : undefined}
        disabled={mode === 'edit'}
        maxLength={USER_CODE_MAX_LENGTH + 1}
        autoFocus={mode === 'add'}
      />
      <TextField bind={bind} name="name" label={t('field.user.name')} required maxLength={100} />
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
        <TextFields bind={bind} fields={INITIAL_PASSWORD} />
      ) : (
        <div className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">{t('field.user.wechat')}</span>
          <WechatStatus user={user!} />
        </div>
      )}
      <TextFields
        bind={bind}
        // A new user needs an address to receive mail; an existing one may have none.
        fields={CONTACT.map((spec) => ({
          ...spec,
          required: spec.name === 'email' && mode === 'add',
        }))}
      />
      <SelectField
        bind={bind}
        name="sex"
        label={t('field.user.sex')}
        options={[
          { value: '', label: '—' },
          { value: 'male', label: t('common.male') },
          { value: 'female', label: t('common.female') },
        ]}
      />
      <TextFields bind={bind} fields={DATES_AND_ADDRESS} />
      <Field label={t('field.user.depart')}>
        <DepartmentChooserField
          unitId={form.unit?.id ?? null}
          value={form.department}
          onChange={(value) => set('department', value)}
        />
      </Field>
      <TextField bind={bind} name="pmsAccount" label={t('field.user.pmsAccount')} maxLength={64} />
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
  );
  return (
    <Modal
      title={title}
      width={MODAL_WIDTH.detail}
      onClose={onClose}
      footer={
        <>
          {user && (
            <span className="me-auto">
              <ResetMfaButton user={user} />
            </span>
          )}
          <Button onClick={onClose}>{t(tab === 'basic' ? 'common.cancel' : 'common.close')}</Button>
          {tab === 'basic' && (
            <Button type="submit" form={formId} variant="primary" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      {user ? (
        <UserTabs
          value={tab}
          onChange={setTab}
          panels={[
            { tab: 'basic', content: basic, keepMounted: true },
            { tab: 'units', content: <SignInUnitsPanel user={user} /> },
            { tab: 'projections', content: <ProjectionsPanel user={user} /> },
            { tab: 'tags', content: <UserTagsPanel user={user} /> },
            { tab: 'sessions', content: <UserSessionsPanel userId={user.id} /> },
          ]}
        />
      ) : (
        basic
      )}
    </Modal>
  );
}

/** WeChat binding is the user's own doing (user bar): shown, never changed here. */
function WechatStatus({ user }: { user: AdminUserDetail }) {
  const t = useT();
  return (
    <div className="flex h-7 items-center gap-2">
      <Badge tone={user.wechatBound === 'T' ? 'success' : 'neutral'}>
        {t(user.wechatBound === 'T' ? 'users.wechat.bound' : 'users.wechat.unbound')}
      </Badge>
      <Badge tone={user.wechatFollowed === 'T' ? 'success' : 'neutral'}>
        {t(user.wechatFollowed === 'T' ? 'users.wechat.followed' : 'users.wechat.notFollowed')}
      </Badge>
    </div>
  );
}
