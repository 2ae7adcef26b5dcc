import { HomePage } from '../../../features/shell/components/shell-pages';

/** /index: the shell's home (the hub rules send it to /apps; standalone and child apps land here). */
export function ShellHomeRoute() {
  return <HomePage />;
}
