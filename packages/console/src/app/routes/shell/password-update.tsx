import { PasswordUpdatePage } from '../../../features/password/components/password-update-page';

/** /password/update (product.md §2.5): the change-password page inside the shell. */
export function PasswordUpdateRoute() {
  return <PasswordUpdatePage />;
}
