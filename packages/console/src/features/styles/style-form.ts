import type { TextKey } from '../../texts/catalogue';
import {
  MAX_STYLE_FILE_BYTES,
  styleFileType,
  styleNameSchema,
  type StyleAssetKind,
} from '@portico/sdk/contract';

/**
 * The checks of the style editor before a save (the server checks again, and the bytes too):
 * a name as the SDK's schema takes it, and for a file one accepted type within the size limit.
 */
export function styleNameError(name: string): TextKey | null {
  if (!name.trim()) return 'styles.nameRequired';
  return styleNameSchema.safeParse(name).success ? null : 'styles.nameInvalid';
}

export function styleFileError(file: { name: string; size: number } | null): TextKey | null {
  if (!file) return 'styles.fileRequired';
  if (!styleFileType(file.name)) return 'styles.fileType';
  return file.size > MAX_STYLE_FILE_BYTES ? 'styles.fileTooLarge' : null;
}

export const MAX_STYLE_FILE_KB = MAX_STYLE_FILE_BYTES / 1024;

/** The bytes of a file as base64 (what /style/save takes for a file). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** A size for people: bytes below 1 KB, else KB with one decimal. */
export function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The name a new text asset starts with, so the extension shows what it is. */
export const NAME_PLACEHOLDER: Record<StyleAssetKind, string> = {
  file: 'logo.png',
  html: 'banner.html',
  css: 'brand.css',
  javascript: 'tracking.js',
  vue: 'Banner.vue',
};
