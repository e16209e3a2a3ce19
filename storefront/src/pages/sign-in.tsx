import { useState, type FormEvent } from 'react';
import { shopperMessage } from '../messages.ts';
import { useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';

/** Phone sign-in: a code by SMS (test mode: none is sent and `000000` works, and the page says so). */
const SignInPage = () => {
  const shop = useShop();
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = router.search.get('next') ?? '/';

  const run = async (event: FormEvent, step: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(shopperMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="narrow">
      <h1>Sign in</h1>
      {shop.testMode && <p className="hint">Test mode: no text message is sent. Use the code 000000.</p>}
      {!sent ? (
        <form
          onSubmit={(event) =>
            run(event, async () => {
              await shop.client.requestCode(phone.trim());
              setSent(true);
            })
          }
        >
          <label htmlFor="phone">Mobile number</label>
          <input
            id="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+15551234567"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            Send code
          </button>
        </form>
      ) : (
        <form
          onSubmit={(event) =>
            run(event, async () => {
              const session = await shop.client.verifyCode({ phone: phone.trim(), code: code.trim() });
              shop.signIn(session.token);
              router.navigate(next, { replace: true });
            })
          }
        >
          <p role="status">We sent a code to {phone}.</p>
          <label htmlFor="code">Code</label>
          <input
            id="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
      {error && <Notice error>{error}</Notice>}
    </section>
  );
};
export default SignInPage;
