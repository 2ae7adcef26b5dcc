import { useParams } from 'react-router';
import { BrandPage } from '../../../features/config/components/brand-page';

/** /code/{code} (product.md §2.5 brand management): keyed by code, so a new code starts afresh. */
export function BrandRoute() {
  const { code = '' } = useParams();
  return <BrandPage key={code} code={code} />;
}
