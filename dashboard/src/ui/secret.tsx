import { useState } from 'react';

/**
 * "Copy" for a value on the page: its accessible name says what it copies, and a status line
 * says whether the clipboard took it (screen readers hear it).
 */
export const CopyButton = ({ value, label }: { value: string; label: string }) => {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <button type="button" aria-label={label} onClick={() => void copy()}>
        Copy
      </button>{' '}
      <span role="status" aria-live="polite" className="muted">
        {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'Copy failed: select and copy it.' : ''}
      </span>
    </>
  );
};

/**
 * A secret shown once (a new secret key, a webhook signing secret): a read-only field, a copy
 * button and the warning that it will not be shown again.
 */
export const OneTimeSecret = ({ label, value }: { label: string; value: string }) => {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="one-time-secret">
      <p className="warning" role="note">
        Copy this secret now. It will not be shown again.
      </p>
      <label>
        {label}
        <input
          readOnly
          value={value}
          data-testid="one-time-secret"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button type="button" onClick={copy}>
        Copy
      </button>
      <span role="status" aria-live="polite" className="muted">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'Copy failed: select and copy it.'
            : ''}
      </span>
    </div>
  );
};
