/**
 * A whole number typed in a settings field, inside [min, max]; null when it is not one, so the
 * screen shows the field's error rather than sending what the server's schema refuses.
 */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** One whitelist entry as typed; blank fields fall back like the server's schema does. */
export interface IpEntryDraft {
  groupName: string;
  ip: string;
  remark: string;
}

/**
 * The whitelist after adding an entry: trimmed, the group 'default' when blank, and an address
 * already listed replaced rather than doubled (the server keeps the first of duplicates).
 */
export function withIpEntry<E extends { groupName: string; ip: string; remark: string | null }>(
  list: readonly E[],
  draft: IpEntryDraft,
): Array<{ groupName: string; ip: string; remark: string | null }> {
  const entry = {
    groupName: draft.groupName.trim() || 'default',
    ip: draft.ip.trim(),
    remark: draft.remark.trim() || null,
  };
  return [...list.filter((e) => e.ip !== entry.ip), entry];
}

/** The whitelist grouped for display, groups and addresses in the server's order. */
export function ipGroups<E extends { groupName: string }>(
  list: readonly E[],
): Array<[string, E[]]> {
  const groups = new Map<string, E[]>();
  for (const entry of list) {
    const group = groups.get(entry.groupName) ?? [];
    group.push(entry);
    groups.set(entry.groupName, group);
  }
  return [...groups];
}
