import { useEffect, useRef } from 'react';
import { CodeField } from '../../components/otp-input.tsx';
import { formatPrice } from '../../lib/format.ts';

interface CodeEntryProps {
  message: string;
  total: number;
  otp: string;
  onOtpChange: (otp: string) => void;
  error: string | null;
  disabled: boolean;
  resending: boolean;
  onResend: () => void;
  onStartOver: () => void;
  /** Changes whenever the boxes are cleared for a new try (a refused code, a new code): focus goes to the first. */
  retryToken: number;
}

/**
 * An order placed and waiting for its code: the six boxes, "Send again", and a way back to edit the order. The mail
 * also carries a "Confirm order" button, which confirms it from any device (docs/decisions/0034).
 */
export function CodeEntry(props: CodeEntryProps) {
  const { message, total, otp, onOtpChange, error, disabled, resending, onResend, onStartOver, retryToken } = props;
  const code = useRef<HTMLDivElement>(null);
  const handledToken = useRef(0);

  // Once the boxes are enabled again after they were cleared for a new try, focus the first one.
  useEffect(() => {
    if (disabled || retryToken === handledToken.current) return;
    handledToken.current = retryToken;
    code.current?.querySelector('input')?.focus();
  }, [retryToken, disabled]);

  return (
    <div className="code-entry">
      <p>{message}</p>
      <p className="checkout__total">
        <span>Order total</span>
        <span className="checkout__amount">{formatPrice(total)}</span>
      </p>
      <div className="code-entry__code" ref={code}>
        <CodeField
          id="checkout-otp"
          label="Confirmation code"
          value={otp}
          onChange={onOtpChange}
          problem={error}
          disabled={disabled}
        />
      </div>
      <p className="code-entry__resend">
        Didn&apos;t get the e-mail?{' '}
        <button type="button" className="link-button" onClick={onResend} disabled={resending || disabled}>
          Send again
        </button>
      </p>
      <p className="code-entry__restart">
        Need to change something?{' '}
        <button type="button" className="link-button" onClick={onStartOver} disabled={disabled}>
          Edit the order
        </button>{' '}
        (this unconfirmed order will then lapse).
      </p>
    </div>
  );
}
