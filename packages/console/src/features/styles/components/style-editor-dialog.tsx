import type { StyleAsset, StyleAssetKind } from '@portico/sdk/contract';
import { useState } from 'react';
import { MODAL_WIDTH } from '@portico/elements/ui';
import { FormDialog } from '../../../components/admin/form-dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useStyleChanges } from '../api/style-assets';
import {
  formatSize,
  MAX_STYLE_FILE_KB,
  NAME_PLACEHOLDER,
  styleFileError,
  styleNameError,
  toBase64,
} from '../style-form';

export interface StyleEditorDialogProps {
  unitId: string;
  kind: StyleAssetKind;
  /** The asset edited; absent for a new one. */
  asset?: StyleAsset;
  onClose: () => void;
}

/**
 * Adds or edits one asset: a source in a monospace text area (kept and shown as text, never
 * rendered), or one uploaded file. The name is the asset's key, so it is fixed once saved.
 */
export function StyleEditorDialog({ unitId, kind, asset, onClose }: StyleEditorDialogProps) {
  const t = useT();
  const { save } = useStyleChanges();
  const [name, setName] = useState(asset?.name ?? '');
  const [nameTyped, setNameTyped] = useState(false);
  const [content, setContent] = useState(kind === 'file' ? '' : (asset?.content ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string | null; file?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isFile = kind === 'file';

  function pick(chosen: File | null) {
    setFile(chosen);
    setFailure(null);
    const fileError = styleFileError(chosen);
    setErrors((e) => ({ ...e, file: fileError && t(fileError, { max: MAX_STYLE_FILE_KB }) }));
    // A new file asset takes the chosen file's name unless the user typed one.
    if (chosen && !asset && !nameTyped) setName(chosen.name);
  }

  async function submit() {
    const nameKey = styleNameError(name);
    const fileKey = isFile && (file || !asset) ? styleFileError(file) : null;
    setErrors({
      name: nameKey && t(nameKey),
      file: fileKey && t(fileKey, { max: MAX_STYLE_FILE_KB }),
    });
    if (nameKey || fileKey) return;
    let body = content;
    let contentType: string | undefined;
    if (isFile) {
      if (!file) return onClose();
      body = toBase64(new Uint8Array(await file.arrayBuffer()));
      contentType = file.type || undefined;
    }
    save.mutate(
      { unitId, kind, name: name.trim(), content: body, contentType },
      {
        onSuccess: () => {
          notify(t('styles.saved'), 'success');
          onClose();
        },
        // The server's refusal names the rule (type, size, name).
        onError: (error) => setFailure(error.message),
      },
    );
  }

  const title = asset
    ? t('styles.editorTitle.edit', { name: asset.name })
    : t('styles.editorTitle.new', { kind: t(`styles.kind.${kind}`) });
  return (
    <FormDialog
      title={title}
      width={isFile ? MODAL_WIDTH.form : MODAL_WIDTH.detail}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={t('styles.name')} required error={errors.name}>
        <TextInput
          name="name"
          value={name}
          readOnly={!!asset}
          placeholder={NAME_PLACEHOLDER[kind]}
          onChange={(e) => {
            setName(e.target.value);
            setNameTyped(true);
            setErrors((x) => ({ ...x, name: null }));
          }}
        />
      </Field>
      {isFile ? (
        <Field
          label={t('styles.chooseFile')}
          required={!asset}
          error={errors.file}
          hint={
            file
              ? `${file.name} · ${formatSize(file.size)}`
              : t('styles.fileHint', { max: MAX_STYLE_FILE_KB })
          }
        >
          <input
            type="file"
            name="file"
            accept=".png,.jpg,.jpeg,.gif,.webp,.ico,.woff,.woff2,.ttf,.otf,.txt"
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
            className="text-xs file:mr-2 file:cursor-pointer file:rounded file:border file:border-slate-300 file:bg-white file:px-2 file:py-1 file:text-xs"
          />
        </Field>
      ) : (
        <Field label={t('styles.content')} hint={t('styles.escapedHint')}>
          <textarea
            name="content"
            value={content}
            spellCheck={false}
            rows={16}
            onChange={(e) => setContent(e.target.value)}
            className="w-full resize-y rounded border border-slate-300 bg-slate-50 p-2 font-mono text-xs leading-5 text-slate-800 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </Field>
      )}
      {failure && (
        <p role="alert" className="text-xs text-red-600">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
