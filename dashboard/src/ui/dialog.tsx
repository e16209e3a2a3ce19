import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: focus moves in and back, Escape closes, the page behind is
 * inert. `open` drives it from React state.
 */
export const Dialog = ({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open && children}
    </dialog>
  );
};

/** "Are you sure?" for destructive actions: the confirm button names the action. */
export const ConfirmDialog = ({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog open={open} title={title} onClose={onClose}>
    <div>{body}</div>
    <div className="dialog-actions">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button type="button" className="danger" disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
  </Dialog>
);
