import { readShellFlags } from '@portico/sdk';
import { PorticoRoot, type PorticoRootProps } from './portico-root';

/**
 * The root of the page's top chrome (the user bar and the bell). A page framed by the hub's shell
 * with hide_top=true (product.md §2.8) shows none of it: the shell around it shows the user and
 * the bell already.
 */
export function TopChromeRoot({ children, ...root }: PorticoRootProps) {
  // On a server render there is no address: render the chrome, the browser hides it if asked.
  const hidden = typeof location !== 'undefined' && readShellFlags(location.search).hideTop;
  return <PorticoRoot {...root}>{!hidden && children}</PorticoRoot>;
}
