import { useEffect, type ReactNode } from 'react';

/** A page's heading (the document title follows it) and its primary actions. */
export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) => {
  useEffect(() => {
    document.title = `${title} · Store dashboard`;
  }, [title]);
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {description && <p className="muted">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
};

/** A labelled form field; the hint and error are tied to the control for screen readers. */
export const Field = ({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    {children}
    {hint && (
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
    )}
    {error && (
      <p className="field-error" id={`${id}-error`} role="alert">
        {error}
      </p>
    )}
  </div>
);
