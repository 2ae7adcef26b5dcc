import { useT } from '../../../lib/use-t';
import { StandaloneLayout } from './standalone-layout';

const sections = ['account', 'use', 'privacy', 'security', 'availability', 'changes'] as const;

/** /agreement: the user agreement the login page's checkbox links to (product.md §2.5, §2.6). */
export function AgreementRoute() {
  const t = useT();
  return (
    <StandaloneLayout title={t('page.agreement')} width="wide">
      <article className="space-y-6 leading-relaxed text-slate-700">
        <p className="text-sm text-slate-400">{t('agreement.updated')}</p>
        <p>{t('agreement.intro')}</p>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`agreement-${section}`}>
            <h2 id={`agreement-${section}`} className="mb-2 text-lg font-semibold text-slate-900">
              {t(`agreement.${section}.title` as const)}
            </h2>
            <p>{t(`agreement.${section}.body` as const)}</p>
          </section>
        ))}
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-500">
          {t('agreement.contact')}
        </p>
      </article>
    </StandaloneLayout>
  );
}
