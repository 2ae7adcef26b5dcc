import { Icon, type IconName } from '@portico/elements/ui';
import { useSystemConfig } from '../api/get-startup-config';
import { useHeaderLink, type HeaderLink } from '../api/get-header-links';
import { checkMenuAddress } from '../menus/menu-action';
import { useT } from '../../../lib/use-t';

const LINKS: readonly {
  link: HeaderLink;
  text: 'shell.versionLog' | 'shell.helpCentre';
  icon: IconName;
}[] = [
  { link: 'versionLog', text: 'shell.versionLog', icon: 'book' },
  { link: 'helpCentre', text: 'shell.helpCentre', icon: 'help' },
];

/**
 * The header links of product.md §2.8, version log and help centre. Their addresses are entries of
 * the code dictionary (a site sets them there); a link without an entry, or outside the
 * outside-link allow-list, is not shown.
 */
export function HeaderLinks() {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {LINKS.map((entry) => (
        <HeaderAnchor key={entry.link} {...entry} />
      ))}
    </div>
  );
}

function HeaderAnchor({ link, text, icon }: (typeof LINKS)[number]) {
  const t = useT();
  const address = useHeaderLink(link);
  const { config, ready } = useSystemConfig();
  if (!address || !ready) return null;
  const check = checkMenuAddress(address, config.outsideLinks, location.origin);
  if (!check.ok) return null;
  return (
    <a
      href={check.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-7 items-center gap-1.5 rounded px-2 text-xs text-slate-500 hover:bg-slate-100 hover:text-brand-700"
    >
      <Icon name={icon} className="size-3.5" />
      {t(text)}
    </a>
  );
}
