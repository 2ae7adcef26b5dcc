import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { type ApiBaseName } from '@portico/sdk';
import { CUSTOMER_FLAGS } from '@portico/sdk/internal';
import {
  fieldErrorsOf,
  MODULE_SWITCHES,
  projectConfigSaveSchema,
  type ProjectConfig,
} from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { CheckBox } from '../../../components/ui/bound-fields';
import { Field, TextArea, TextInput } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
import { SaveButton } from '../../../components/admin/form-dialog';
import { useT } from '../../../lib/use-t';
import { useSaveProjectConfig } from '../api/project-config';
import { linesOf } from '../lines-of';
import { OpenLinksWarning } from './open-links-warning';

const API_BASES: readonly ApiBaseName[] = ['UC', 'INTERNAL_MESSAGE', 'WEB_SOCKET', 'TRANSLATE'];
const LINK_LISTS = ['protocols', 'domains', 'ports'] as const;
const MODULE_LABELS = {
  MESSAGE: 'config.module.message',
  USER_BAR: 'config.module.userBar',
  LANG: 'config.module.lang',
  DEV_NAVIGATION: 'config.module.devNavigation',
} as const;
type LinkList = (typeof LINK_LISTS)[number];

/**
 * The editable part of loginSystemConfig.json (product.md §3 "Session/config"): API addresses,
 * outside-link allow lists (one entry per line), module switches and customer flags.
 */
export function ProjectConfigForm({ config }: { config: ProjectConfig }) {
  const t = useT();
  const toasts = useMutationToasts();
  const save = useSaveProjectConfig();
  const [apiBases, setApiBases] = useState(config.apiBases);
  const [links, setLinks] = useState<Record<LinkList, string>>(() => ({
    protocols: config.outsideLinks.protocols.join('\n'),
    domains: config.outsideLinks.domains.join('\n'),
    ports: config.outsideLinks.ports.join('\n'),
  }));
  const [modules, setModules] = useState(config.modules);
  const [flags, setFlags] = useState(config.customerFlags);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      apiBases,
      outsideLinks: {
        protocols: linesOf(links.protocols),
        domains: linesOf(links.domains),
        ports: linesOf(links.ports),
      },
      modules,
      customerFlags: flags,
    };
    const found = fieldErrorsOf(projectConfigSaveSchema, body, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, toasts.done(undefined, t('config.project.saved')));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Panel label={t('config.project.apiBases')} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-slate-800">{t('config.project.apiBases')}</h2>
        <p className="text-xs text-slate-600">{t('config.project.apiBasesHint')}</p>
        <div className="grid max-w-3xl grid-cols-2 gap-3">
          {API_BASES.map((name) => (
            <Field
              key={name}
              label={name}
              error={errors[`apiBases.${name}`] || null}
              required={name === 'UC'}
            >
              <TextInput
                name={`apiBases.${name}`}
                value={apiBases[name]}
                onChange={(event) => setApiBases({ ...apiBases, [name]: event.target.value })}
              />
            </Field>
          ))}
        </div>
      </Panel>
      <Panel label={t('config.project.outsideLinks')} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-slate-800">{t('config.project.outsideLinks')}</h2>
        <p className="text-xs text-slate-600">{t('config.project.outsideLinksHint')}</p>
        <OpenLinksWarning rules={config.outsideLinks} />
        <div className="grid max-w-3xl grid-cols-3 gap-3">
          {LINK_LISTS.map((list) => (
            <Field
              key={list}
              label={t(`config.project.${list}`)}
              error={errors[`outsideLinks.${list}`] || null}
            >
              <TextArea
                name={`outsideLinks.${list}`}
                rows={4}
                value={links[list]}
                onChange={(event) => setLinks({ ...links, [list]: event.target.value })}
              />
            </Field>
          ))}
        </div>
      </Panel>
      <div className="grid max-w-3xl grid-cols-2 gap-3">
        <Panel label={t('config.project.modules')} className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-slate-800">{t('config.project.modules')}</h2>
          {MODULE_SWITCHES.map((name) => (
            <div key={name} className="flex items-center gap-2 text-xs text-slate-700">
              <Switch
                checked={modules[name]}
                label={t(MODULE_LABELS[name])}
                onChange={(on) => setModules({ ...modules, [name]: on })}
              />
              <span aria-hidden="true">{t(MODULE_LABELS[name])}</span>
            </div>
          ))}
        </Panel>
        <Panel label={t('config.project.customerFlags')} className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-slate-800">
            {t('config.project.customerFlags')}
          </h2>
          <p className="text-xs text-slate-600">{t('config.project.customerFlagsHint')}</p>
          <div className="grid grid-cols-2 gap-1">
            {CUSTOMER_FLAGS.map((name) => (
              <CheckBox
                key={name}
                name={`customerFlags.${name}`}
                checked={flags[name]}
                onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
                // A configuration key, the same in every language: shown as code.
                label={
                  <code translate="no" className="font-mono text-[11px]">
                    {name}
                  </code>
                }
              />
            ))}
          </div>
        </Panel>
      </div>
      <SaveButton saving={save.isPending} />
    </form>
  );
}
