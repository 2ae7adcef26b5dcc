import { NotInShellPage } from '../../../features/shell/components/shell-pages';

/** A menu path of the shell's route families that has no screen in this console yet. */
export function NotInShellRoute() {
  return <NotInShellPage />;
}
