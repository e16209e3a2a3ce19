import { useEffect, useState } from 'react';
import { useDashboard } from '../app-context.tsx';
import { Dialog } from '../ui/dialog.tsx';

/**
 * When the API refuses the token (expired or revoked), the owner signs in again in a popup:
 * the page stays, with whatever was typed, and the next click goes through.
 */
export const SessionExpiredDialog = () => {
  const { session } = useDashboard();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => session.onExpired(() => setOpen(true)), [session]);
  const renew = async () => {
    setProblem(null);
    try {
      await session.renewInPopup();
      setOpen(false);
    } catch (error) {
      setProblem(
        `Sign-in did not finish (${(error as Error).message}). Allow pop-ups for this site and try again.`,
      );
    }
  };
  return (
    <Dialog open={open} title="Your session has expired" onClose={() => setOpen(false)}>
      <p>Sign in again to continue. What you typed on this page is kept.</p>
      {problem && <p role="alert">{problem}</p>}
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={renew}>
          Sign in again
        </button>
      </div>
    </Dialog>
  );
};
