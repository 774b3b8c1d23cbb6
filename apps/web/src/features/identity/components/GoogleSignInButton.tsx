import { useState } from 'react';
import { useProviders } from '../api/get-providers.ts';
import { useText } from '#app/i18n/i18n.ts';
import { authText } from '../i18n.ts';
import { startGoogleSignIn } from '../api/google-sign-in.ts';

/** 'CONTINUE WITH GOOGLE' (spec §2); when this server has no Google client it says so instead of failing. */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const t = useText(authText);
  const providers = useProviders();
  const [notice, setNotice] = useState<string | null>(null);
  const onClick = () => {
    if (providers.data?.google) startGoogleSignIn(returnTo);
    else setNotice(t.googleNotSetUp);
  };
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={providers.isPending}
        className="flex w-full items-center justify-center gap-3 rounded-md border-2 border-stone-800 bg-white px-4 py-2.5 text-sm font-semibold tracking-wide text-stone-900 hover:bg-stone-50 disabled:opacity-60"
      >
        <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.2 5.6c4.2-3.9 7.1-9.7 7.1-17.1z"
          />
          <path
            fill="#FBBC05"
            d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.2-5.6c-2 1.4-4.7 2.3-8.7 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {t.continueWithGoogle}
      </button>
      {notice && (
        <p role="status" className="mt-2 text-sm text-red-600">
          {notice}
        </p>
      )}
    </div>
  );
}
