import type { MessageKey } from '../i18n/translate';

/** The part of a File (or an upload widget's entry) the rule reads. */
export interface UploadedFile {
  readonly name: string;
}

/**
 * product.md §5 "Logo files: max one; icon format ico only" (§2.9: one upload each per entry).
 * Decided by the file name's extension, which is what the upload dialog's filter offers; the server
 * still checks the bytes it stores.
 */
export function validateLogoFiles(
  files: readonly UploadedFile[],
  { icon }: { icon: boolean },
): MessageKey | null {
  if (files.length === 0) return 'validation.logo.required';
  if (files.length > 1) return 'validation.logo.maxOne';
  if (icon && !files[0]!.name.toLowerCase().endsWith('.ico')) return 'validation.logo.icoOnly';
  return null;
}
