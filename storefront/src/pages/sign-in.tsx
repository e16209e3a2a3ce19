import { useState, type FormEvent } from 'react';
import { shopperMessage } from '../messages.ts';
import { useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';

type Channel = 'email' | 'phone';

/**
 * Sign-in by a code sent to an email address or by SMS to a phone (national form works: the
 * store's default country reads it). Test mode: no text message is sent and `000000` works, and
 * the page says so.
 */
const SignInPage = () => {
  const shop = useShop();
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
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

  const choose = (next: Channel) => {
    setChannel(next);
    setAddress('');
    setError(null);
  };

  return (
    <section className="narrow">
      <h1>Sign in</h1>
      {shop.testMode && <p className="hint">Test mode: no text message is sent. Use the code 000000.</p>}
      {!sent ? (
        <form
          onSubmit={(event) =>
            run(event, async () => {
              if (channel === 'email') await shop.client.requestEmailCode(address.trim());
              else await shop.client.requestCode(address.trim());
              setSent(true);
            })
          }
        >
          <fieldset className="choice">
            <legend>Send me a code by</legend>
            <label>
              <input
                type="radio"
                name="channel"
                value="email"
                checked={channel === 'email'}
                onChange={() => choose('email')}
              />{' '}
              Email
            </label>
            <label>
              <input
                type="radio"
                name="channel"
                value="phone"
                checked={channel === 'phone'}
                onChange={() => choose('phone')}
              />{' '}
              Text message
            </label>
          </fieldset>
          {channel === 'email' ? (
            <>
              <label htmlFor="email">Email</label>
              <input
                id="email"
                type="email"
                autoComplete="email"
                required
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </>
          ) : (
            <>
              <label htmlFor="phone">Mobile number</label>
              <input
                id="phone"
                type="tel"
                autoComplete="tel"
                placeholder="(555) 123-4567"
                required
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </>
          )}
          <button type="submit" disabled={busy}>
            Send code
          </button>
        </form>
      ) : (
        <form
          onSubmit={(event) =>
            run(event, async () => {
              const to = address.trim();
              const session = await shop.client.verifyCode(
                channel === 'email' ? { email: to, code: code.trim() } : { phone: to, code: code.trim() },
              );
              shop.signIn(session.token);
              router.navigate(next, { replace: true });
            })
          }
        >
          <p role="status">We sent a code to {address}.</p>
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
          <button type="button" className="link" onClick={() => setSent(false)}>
            Use another {channel === 'email' ? 'email' : 'number'}
          </button>
        </form>
      )}
      {error && <Notice error>{error}</Notice>}
    </section>
  );
};
export default SignInPage;
