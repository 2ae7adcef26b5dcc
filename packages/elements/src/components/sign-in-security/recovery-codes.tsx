import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';

/**
 * The ten recovery codes, shown once right after enrolment (only their hashes are kept): copy
 * them or download them as a .txt file, then say they are saved.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t, toast } = usePortico();
  const text = [t('mfa.recovery.fileHeader'), '', ...codes, ''].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('mfa.recovery.copied'), 'success');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    // A detached link: the host page's document is left as it was.
    const link = document.createElement('a');
    link.href = url;
    link.download = 'portico-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="flex flex-col gap-3">
      <p role="alert" part={part('alert')} className="text-portico-warning">
        {t('mfa.recovery.once')}
      </p>
      <ol
        part={part('recovery-codes')}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-portico bg-portico-subtle p-3 font-mono text-sm tabular-nums"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{t('mfa.recovery.copy')}</Button>
        <Button onClick={download}>{t('mfa.recovery.download')}</Button>
        <Button variant="primary" onClick={onDone} className="ms-auto">
          {t('mfa.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
