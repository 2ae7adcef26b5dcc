import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/use-t';

export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/**
 * The required agreement checkbox (product.md §2.6, §5); the agreement opens in a new tab so
 * that the filled-in form stays as it is.
 */
export function AgreementField({ checked, onChange, error }: AgreementFieldProps) {
  const t = useT();
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-600">
        <input
          type="checkbox"
          name="agreement"
          checked={checked}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          {t('login.agreementBefore')}
          <Link
            to={paths.agreement}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('login.agreementLink')}
          </Link>
        </span>
      </label>
      {error && (
        <span role="alert" className="mt-1 block text-sm text-red-600">
          {error}
        </span>
      )}
    </div>
  );
}
