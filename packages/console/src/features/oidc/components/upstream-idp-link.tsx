import { Link } from 'react-router';
import { useT } from '../../../lib/use-t';

/** From the unit's security settings to its corporate sign-in (/safety/upstreamIdp). */
export function UpstreamIdpLink() {
  const t = useT();
  return (
    <Link to="/safety/upstreamIdp" className="text-sm text-brand-700 hover:underline">
      {t('oidc.upstream.open')}
    </Link>
  );
}
