/**
 * product.md §2.8 "Query flags", shared with the elements and child apps through the SDK: the
 * shell reads them from its own address and passes them to the pages it frames.
 */
export { readShellFlags, type ShellFlags } from '@portico/sdk';
export { BARE_PROJECT, withShellFlags } from '@portico/sdk/internal';
