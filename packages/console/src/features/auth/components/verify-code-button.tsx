import { useT } from '../../../lib/use-t';

export interface VerifyCodeButtonProps {
  /** Seconds left of the countdown; 0 when a code may be sent. */
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

/** 'Get code', then 'Resend in N s' for 60 s (product.md §4 "Verification-code button"). */
export function VerifyCodeButton({ secondsLeft, sending, onSend }: VerifyCodeButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      data-testid="verify-code-button"
      onClick={onSend}
      disabled={sending || secondsLeft > 0}
      aria-live="polite"
      className="shrink-0 rounded-lg border border-brand-600 px-3 py-2 text-sm font-medium whitespace-nowrap text-brand-700 tabular-nums transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      {secondsLeft > 0 ? t('verifyCode.countdown', { seconds: secondsLeft }) : t('verifyCode.send')}
    </button>
  );
}
